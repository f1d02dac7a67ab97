import { arrivalSteps, type OrderStatus, ordersFieldError } from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import type { OrderRow } from './repository';
import type { OrderDetail } from './schemas';
import { detailOrNotFound, todayOf } from './service';
import { ShipmentRepository } from './shipment-repository';

/**
 * §2 confirm arrival by invoice: the workplace finds its shipped order by the shipping invoice, checks the
 * lots against the boxes, and confirms; the order is received and its lots join the stock, once.
 */
export class ArrivalService {
  constructor(private readonly deps: { clock: Clock }) {}

  /** The order with this invoice, to check before confirming; the same refusals as the confirmation. */
  async preview({ repos }: WorkplaceContext, invoice: string): Promise<OrderDetail> {
    const { order } = arrivalOf(await repos.orders.orderByInvoice(invoice));
    return detailOrNotFound(repos.orders, order.id);
  }

  /**
   * In one transaction: the order row is locked (a second confirmation waits, then finds it received and
   * is refused), moved to received through delivered when it is still dispatched (one history line per
   * move), and each shipment lot is added to the workplace's lot of that number with its movement row.
   */
  async confirm({ transaction }: WorkplaceContext, userId: string, invoice: string): Promise<OrderDetail> {
    return transaction(async ({ orders: repo, lotIntake: intake }, tx) => {
      const { order, steps } = arrivalOf(await repo.orderByInvoice(invoice, { lock: true }));
      const now = this.deps.clock.now();
      // The distributor may have recorded the delivery day already; otherwise it is today.
      const deliveredOn = order.deliveredOn ?? todayOf(this.deps.clock);
      let from: OrderStatus = order.status as OrderStatus;
      for (const to of steps) {
        await repo.move({ id: order.id, status: from }, to, { userId, at: now }, { deliveredOn });
        from = to;
      }
      const shipment = new ShipmentRepository(tx);
      const shipped = await shipment.shippedLots(order.id);
      for (const lot of shipped) {
        // The lot number is the workplace's key for a lot: more capsules of a lot it holds add up; the same
        // number for another exam is a labelling error that must not mix two exams' capsules.
        const lotId = await intake.addToLot({
          examId: lot.examId,
          lotNumber: lot.lotNumber,
          // Blank until the workplace numbers it (batches and internal lots).
          internalLot: lot.internalLot ?? '',
          manufacturedOn: lot.manufacturedOn,
          expiresOn: lot.expiresOn,
          quantity: lot.quantity,
        });
        if (!lotId)
          throw validationError([ordersFieldError('invoice', 'lotOfAnotherExam', { lot: lot.lotNumber })]);
        await intake.recordMovements([
          {
            lotId,
            kind: 'arrival',
            delta: lot.quantity,
            orderId: order.id,
            userId,
            at: now,
          },
        ]);
      }
      return detailOrNotFound(repo, order.id);
    });
  }
}

/** The moves to received, or the refusal: no such invoice here, already received, not shipped, canceled. */
function arrivalOf(order: OrderRow | undefined): { order: OrderRow; steps: OrderStatus[] } {
  if (!order) throw new AppError('ORDER_INVOICE_NOT_FOUND');
  const steps = arrivalSteps(order.status as OrderStatus);
  if (!steps.ok) throw new AppError(steps.code, { fields: [ordersFieldError('invoice', steps.reason)] });
  return { order, steps: steps.value };
}
