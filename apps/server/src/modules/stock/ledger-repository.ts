import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lots, stockMovements } from '../../db/schema';

export interface CapsuleTaken {
  lotId: string;
  workplaceId: string;
  /** examStart: the NFC read of a started exam; control: of a control sample run; nullified: written off. */
  kind: 'examStart' | 'control' | 'nullified';
  capsuleCode: string;
  examRequestId?: string | null;
  userId: string | null;
  at: Date;
}

/**
 * The capsule ledger's one write that crosses modules (an exam's start, a control run, a nullification): a
 * capsule taken off a lot, in the caller's transaction.
 */
export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes one capsule off a lot with its ledger line. The conditional UPDATE locks the lot's row until the
   * commit: concurrent takers queue on it and each re-reads the quantity the one before left (READ COMMITTED
   * re-checks the WHERE on the new row), so two never take the last capsule and the count never goes below
   * zero; the lots CHECK constraint is the last line behind it. False when no capsule is left.
   */
  async takeCapsule(taken: CapsuleTaken): Promise<boolean> {
    const [row] = await this.db
      .update(lots)
      .set({ quantity: sql`${lots.quantity} - 1` })
      .where(and(eq(lots.id, taken.lotId), gt(lots.quantity, 0)))
      .returning({ id: lots.id });
    if (!row) return false;
    await this.db.insert(stockMovements).values({
      lotId: taken.lotId,
      workplaceId: taken.workplaceId,
      kind: taken.kind,
      delta: -1,
      examRequestId: taken.examRequestId ?? null,
      capsuleCode: taken.capsuleCode,
      userId: taken.userId,
      at: taken.at,
    });
    return true;
  }
}
