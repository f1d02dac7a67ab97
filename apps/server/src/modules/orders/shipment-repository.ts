import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { exams, orderItems, orderShipmentLots } from '../../db/schema';

export type NewShipmentLot = typeof orderShipmentLots.$inferInsert;

/**
 * The SQL of an order's shipment: the exams ordered and the lots the distributor ships (order_shipment_lots).
 * Their arrival in stock goes through the stock module's `LotIntakeRepository`.
 */
export class ShipmentRepository {
  constructor(private readonly db: Db) {}

  /** The order's exams with their catalogue index. */
  orderedExams(orderId: string): Promise<Array<{ examId: string; examIndex: number }>> {
    return this.db
      .select({ examId: exams.id, examIndex: exams.index })
      .from(orderItems)
      .innerJoin(exams, eq(exams.id, orderItems.examId))
      .where(eq(orderItems.orderId, orderId));
  }

  /** The lot numbers the distributor named for the order so far. */
  async shippedLotNumbers(orderId: string): Promise<string[]> {
    const rows = await this.db
      .select({ lotNumber: orderShipmentLots.lotNumber })
      .from(orderShipmentLots)
      .where(eq(orderShipmentLots.orderId, orderId));
    return rows.map((row) => row.lotNumber);
  }

  /** The order's shipment becomes exactly these lots. */
  async replaceLots(orderId: string, shipped: NewShipmentLot[]): Promise<void> {
    await this.db.delete(orderShipmentLots).where(eq(orderShipmentLots.orderId, orderId));
    await this.db.insert(orderShipmentLots).values(shipped);
  }

  /** The order's shipped lots by lot number. */
  shippedLots(orderId: string) {
    return this.db
      .select({
        examId: orderShipmentLots.examId,
        lotNumber: orderShipmentLots.lotNumber,
        internalLot: orderShipmentLots.internalLot,
        manufacturedOn: orderShipmentLots.manufacturedOn,
        expiresOn: orderShipmentLots.expiresOn,
        quantity: orderShipmentLots.quantity,
      })
      .from(orderShipmentLots)
      .where(eq(orderShipmentLots.orderId, orderId))
      .orderBy(orderShipmentLots.lotNumber);
  }
}
