import { type OrderStatus, orderStatusMachine } from '../machines/order-status';
import { type Outcome, refuse } from '../shared/outcome';

/**
 * Who moves an order (§4 order status, §6 stockView): the workplace (its users with stockView) and the
 * distributor (users with the 'distributor' role, through the distributor API, docs/orders.md).
 */
export type OrderActor = 'workplace' | 'distributor';

/** Before billing the workplace may still change its mind. */
const workplaceCancelable: readonly OrderStatus[] = ['inAnalysis', 'confirmed'];

/**
 * The workplace places its order, cancels it before it is billed, and confirms its arrival (delivered,
 * received); the distributor makes every other move the machine allows, cancel included, and may also
 * record the delivery (the carrier's proof). Receipt is the workplace's alone: it adds the lots to its stock.
 */
export function mayMoveOrder(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  if (actor === 'workplace') {
    if (to === 'canceled') return workplaceCancelable.includes(from);
    return (from === 'dispatched' && to === 'delivered') || (from === 'delivered' && to === 'received');
  }
  return !(from === 'delivered' && to === 'received');
}

/** The new status, or INVALID_TRANSITION when the machine or the actor's part refuses the move. */
export function moveOrder(actor: OrderActor, from: OrderStatus, to: OrderStatus): Outcome<OrderStatus> {
  const outcome = orderStatusMachine.transition(from, to);
  if (!outcome.ok || mayMoveOrder(actor, from, to)) return outcome;
  return refuse('INVALID_TRANSITION', { machine: orderStatusMachine.name, from, to, actor });
}

/** Where the actor may take an order from its status (the buttons a screen offers). */
export function orderMovesOf(actor: OrderActor, from: OrderStatus): OrderStatus[] {
  return orderStatusMachine.next(from).filter((to) => mayMoveOrder(actor, from, to));
}

/** Why confirm arrival cannot take an order: already received, not dispatched yet, or canceled. */
export type ArrivalRefusal = 'alreadyReceived' | 'notDispatched' | 'orderCanceled';

export type ArrivalOutcome =
  | { ok: true; value: OrderStatus[] }
  | { ok: false; code: 'INVALID_TRANSITION'; reason: ArrivalRefusal };

const afterReceipt: readonly OrderStatus[] = ['received', 'invoicePaid', 'closed'];

/**
 * Confirm arrival by invoice: the statuses the order goes through to be received (through delivered when
 * it is still on its way), or why it cannot be. An order with a shipping invoice that is paid or closed
 * was received before (payment on term comes after receipt, §4).
 */
export function arrivalSteps(status: OrderStatus): ArrivalOutcome {
  if (status === 'dispatched') return { ok: true, value: ['delivered', 'received'] };
  if (status === 'delivered') return { ok: true, value: ['received'] };
  const reason: ArrivalRefusal = afterReceipt.includes(status)
    ? 'alreadyReceived'
    : status === 'canceled'
      ? 'orderCanceled'
      : 'notDispatched';
  return { ok: false, code: 'INVALID_TRANSITION', reason };
}
