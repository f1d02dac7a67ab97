import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { capsulesUsed, controlResults, examRuns, lots, nullifiedCapsules } from '../../db/schema';

export type LotRow = typeof lots.$inferSelect;

/** The SQL of claiming the capsule an exam reads: its lot, whether it is nullified or used, the claim. */
export class CapsuleClaimRepository {
  constructor(private readonly db: Db) {}

  async lot(workplaceId: string, lotNumber: string): Promise<LotRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lots)
      .where(and(eq(lots.workplaceId, workplaceId), eq(lots.lotNumber, lotNumber)));
    return row;
  }

  /** Until the transaction ends; the nullification of a capsule (capsules/repository.ts) takes the same lock. */
  async lock(lotId: string, capsuleCode: string): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${lotId}:${capsuleCode}`}, 0))`,
    );
  }

  /** When the capsule was nullified, if it was. */
  async nullifiedAt(lotId: string, capsuleCode: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ at: nullifiedCapsules.nullifiedAt })
      .from(nullifiedCapsules)
      .where(and(eq(nullifiedCapsules.lotId, lotId), eq(nullifiedCapsules.capsuleCode, capsuleCode)));
    return row?.at;
  }

  /** The control sample that used the capsule, if one did (control-samples/capsule.ts). */
  async controlSampleOf(lotNumber: string, capsuleCode: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ sampleCode: controlResults.sampleCode })
      .from(controlResults)
      .where(and(eq(controlResults.capsuleLot, lotNumber), eq(controlResults.capsuleCode, capsuleCode)));
    return row?.sampleCode;
  }

  /** Inserts into capsules_used (primary key lot + code); false when the capsule was used already. */
  async claim(lotId: string, capsuleCode: string, examRequestId: string, usedAt: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(capsulesUsed)
      .values({ lotId, capsuleCode, examRequestId, usedAt })
      .onConflictDoNothing()
      .returning({ examRequestId: capsulesUsed.examRequestId });
    return claimed.length > 0;
  }

  async unclaim(lotId: string, capsuleCode: string): Promise<void> {
    await this.db
      .delete(capsulesUsed)
      .where(and(eq(capsulesUsed.lotId, lotId), eq(capsulesUsed.capsuleCode, capsuleCode)));
  }

  /** The exam request that used the capsule. */
  async usedBy(lotId: string, capsuleCode: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ examRequestId: capsulesUsed.examRequestId })
      .from(capsulesUsed)
      .where(and(eq(capsulesUsed.lotId, lotId), eq(capsulesUsed.capsuleCode, capsuleCode)));
    return row?.examRequestId;
  }

  /** Who started the request's run that has not ended. */
  async startedBy(examRequestId: string): Promise<string | null> {
    const [run] = await this.db
      .select({ startedBy: examRuns.startedBy })
      .from(examRuns)
      .where(and(eq(examRuns.examRequestId, examRequestId), isNull(examRuns.endedAt)));
    return run?.startedBy ?? null;
  }
}
