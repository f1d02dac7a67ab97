import type { FieldError } from '../errors/api-error';
import type { MessageParams } from '../validation/messages';

/**
 * Field messages of orders and shipments that the validation namespace does not have; texts live in
 * @ponto/i18n under orders:problems.<key>.
 */
export const ordersMessageKeys = [
  /** The same exam on two product lines of one order. */
  'examTwice',
  /** An exam the workplace does not offer (or a third-party one: it has no capsules to ship). */
  'examNotOrderable',
  /** The same lot number twice in one shipment. */
  'lotTwice',
  /** A shipped lot of an exam the order did not ask for. */
  'lotExamNotOrdered',
  /** Another order of the workplace already has this shipping invoice. */
  'invoiceTaken',
  /** The workplace already holds this lot number for another exam. */
  'lotOfAnotherExam',
  /** Invoice and lots are given only when shipping (invoice for shipping, dispatched). */
  'onlyWhenShipping',
  /** Confirm arrival of an order already received. */
  'alreadyReceived',
  /** Confirm arrival of an order not dispatched yet. */
  'notDispatched',
  /** Confirm arrival of a canceled order. */
  'orderCanceled',
] as const;
export type OrdersMessageKey = (typeof ordersMessageKeys)[number];

export function ordersFieldError(field: string, key: OrdersMessageKey, params?: MessageParams): FieldError {
  const messageKey = `orders:problems.${key}`;
  return params ? { field, messageKey, params } : { field, messageKey };
}
