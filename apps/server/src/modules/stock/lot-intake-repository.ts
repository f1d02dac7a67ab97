import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lots, stockMovements } from '../../db/schema';

export type NewLot = Omit<typeof lots.$inferInsert, 'workplaceId'>;
export type NewStockMovement = Omit<typeof stockMovements.$inferInsert, 'workplaceId'>;

/**
 * Capsules coming into one workplace's stock, whatever brings them (an order's arrival, a transfer from
 * another workplace of the network): the lot they join and the workplace's ledger lines (a transfer's line
 * out of the sending workplace too). Bound to the workplace, and to the change's transaction when made by
 * the context's `transaction`.
 */
export class LotIntakeRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /**
   * Adds the capsules to the workplace's lot of that number, created when it has none (its internal lot kept
   * unless blank); the lot's id, undefined when that number there is another exam's.
   */
  async addToLot(lot: NewLot): Promise<string | undefined> {
    const [row] = await this.db
      .insert(lots)
      .values({ ...lot, workplaceId: this.workplaceId })
      .onConflictDoUpdate({
        target: [lots.workplaceId, lots.lotNumber],
        set: {
          quantity: sql`${lots.quantity} + excluded.quantity`,
          internalLot: sql`case when ${lots.internalLot} = '' then excluded.internal_lot else ${lots.internalLot} end`,
        },
        // The same number for another exam there is a labelling error: two exams' capsules never mix.
        setWhere: sql`${lots.examId} = excluded.exam_id`,
      })
      .returning({ id: lots.id });
    return row?.id;
  }

  async recordMovements(movements: NewStockMovement[]): Promise<void> {
    await this.db
      .insert(stockMovements)
      .values(movements.map((movement) => ({ ...movement, workplaceId: this.workplaceId })));
  }
}
