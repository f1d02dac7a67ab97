import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { exams, lots, orderItems, orderShipmentLots, stockMovements } from '../../db/schema';

export type NewShipmentLot = typeof orderShipmentLots.$inferInsert;
export type NewLot = typeof lots.$inferInsert;
export type NewStockMovement = typeof stockMovements.$inferInsert;

/**
 * The SQL of an order's shipment: the exams ordered, the lots the distributor ships (order_shipment_lots),
 * and their arrival in the workplace's stock (lots and the stock_movements ledger).
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

  /**
   * Adds the capsules to the workplace's lot of that number, created when it has none (its internal lot
   * kept unless blank); the lot's id, undefined when that number there is another exam's.
   */
  async addToLot(lot: NewLot): Promise<string | undefined> {
    const [row] = await this.db
      .insert(lots)
      .values(lot)
      .onConflictDoUpdate({
        target: [lots.workplaceId, lots.lotNumber],
        set: {
          quantity: sql`${lots.quantity} + excluded.quantity`,
          internalLot: sql`case when ${lots.internalLot} = '' then excluded.internal_lot else ${lots.internalLot} end`,
        },
        setWhere: sql`${lots.examId} = excluded.exam_id`,
      })
      .returning({ id: lots.id });
    return row?.id;
  }

  async insertMovement(movement: NewStockMovement): Promise<void> {
    await this.db.insert(stockMovements).values(movement);
  }
}
