import {
  type DistributorMoveBody,
  moveOrder,
  type OrderDetail,
  type OrderPage,
  type OrderStatus,
  ordersFieldError,
  shipmentLotProblems,
  shipmentRefusal,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { type OrderListOptions, type OrderRow, OrdersRepository } from '../orders/repository';
import { detailOrNotFound, todayOf } from '../orders/service';
import { ShipmentRepository } from '../orders/shipment-repository';

const invoiceTaken = () => validationError([ordersFieldError('invoice', 'invoiceTaken')]);

function isInvoiceViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code === '23505' ? e : e?.cause;
  return pg?.code === '23505' && pg.constraint === 'orders_workplace_invoice';
}

/**
 * The distributor API (docs/orders.md): a user with the 'distributor' role (checked by the routes) sees
 * the orders of the workplaces linked to them and moves them through §4, every move but the receipt,
 * which is the workplace's. Orders of other workplaces answer 404.
 */
export class DistributorService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  list(distributorId: string, query: OrderListOptions): Promise<OrderPage> {
    return new OrdersRepository(this.deps.db, { distributorId }).list(query);
  }

  get(distributorId: string, id: string): Promise<OrderDetail> {
    return detailOrNotFound(new OrdersRepository(this.deps.db, { distributorId }), id);
  }

  /**
   * One move, with what it tells: the forecast and payment reference on any move; the shipping invoice
   * (unique per workplace) and the lots when shipping; the day it left when dispatched (today by default);
   * the delivery day when delivered (today).
   */
  async move(distributorId: string, id: string, body: DistributorMoveBody): Promise<OrderDetail> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        const repo = new OrdersRepository(tx, { distributorId });
        const order = await repo.order(id, { lock: true });
        if (!order) throw new AppError('NOT_FOUND');
        const outcome = moveOrder('distributor', order.status as OrderStatus, body.to);
        if (!outcome.ok) throw new AppError(outcome.code);

        const shipment = new ShipmentRepository(tx);
        const ordered = await shipment.orderedExams(order.id);
        const shippedBefore = await shipment.shippedLotNumbers(order.id);
        const refusal = shipmentRefusal(body, { invoice: order.invoice, lotCount: shippedBefore.length });
        if (refusal) throw new AppError(refusal.code, { fields: refusal.fields });
        const today = todayOf(this.deps.clock);
        if (body.lots) {
          const problems = shipmentLotProblems(
            body.lots,
            ordered.map((o) => o.examIndex),
            today,
          );
          if (problems.length > 0) throw validationError(problems);
        }
        if (body.invoice && (await repo.invoiceTaken(order.workplaceId, body.invoice, order.id)))
          throw invoiceTaken();

        await repo.move(
          order,
          body.to,
          { userId: distributorId, at: this.deps.clock.now() },
          patchOf(order, body, today),
        );
        if (body.lots) {
          const examIdOf = new Map(ordered.map((o) => [o.examIndex, o.examId]));
          await shipment.replaceLots(
            order.id,
            body.lots.map((lot) => ({
              orderId: order.id,
              examId: examIdOf.get(lot.examIndex)!,
              lotNumber: lot.lotNumber,
              internalLot: lot.internalLot || null,
              manufacturedOn: lot.manufacturedOn,
              expiresOn: lot.expiresOn,
              quantity: lot.quantity,
            })),
          );
        }
        return detailOrNotFound(repo, order.id);
      });
    } catch (error) {
      // Two orders given one invoice at the same instant: the unique index decides, the loser is told.
      if (isInvoiceViolation(error)) throw invoiceTaken();
      throw error;
    }
  }
}

function patchOf(order: OrderRow, body: DistributorMoveBody, today: string) {
  return {
    ...(body.forecastOn !== undefined && { forecastOn: body.forecastOn }),
    ...(body.paymentReference !== undefined && { paymentReference: body.paymentReference }),
    ...(body.invoice !== undefined && { invoice: body.invoice }),
    ...(body.to === 'dispatched' && { sentOn: body.sentOn ?? order.sentOn ?? today }),
    ...(body.to === 'delivered' && { deliveredOn: order.deliveredOn ?? today }),
  };
}
