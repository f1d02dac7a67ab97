import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { controlResults, examRuns, flowReservations, readers } from '../../db/schema';

export type ReaderRow = typeof readers.$inferSelect;
export type NewFlowReservation = typeof flowReservations.$inferInsert;

/**
 * The SQL of the readers as exams use them: a reader by the code a user typed, what it is busy with (a run,
 * a control sample) and the Lens–Flow reservations (flow_reservations).
 */
export class ExamReaderRepository {
  constructor(private readonly db: Db) {}

  async codeOf(readerId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ code: readers.code }).from(readers).where(eq(readers.id, readerId));
    return row?.code;
  }

  /** Whether a run on the reader has not ended. */
  async isRunning(readerId: string): Promise<boolean> {
    const [running] = await this.db
      .select({ id: examRuns.id })
      .from(examRuns)
      .where(and(eq(examRuns.readerId, readerId), isNull(examRuns.endedAt)));
    return !!running;
  }

  /** Whether an exam on the reader had its NFC tag read and waits for its capsule. */
  async waitsForCapsule(readerId: string): Promise<boolean> {
    const waiting = await this.db
      .select({ id: examRuns.id })
      .from(examRuns)
      .where(
        and(
          eq(examRuns.readerId, readerId),
          isNull(examRuns.endedAt),
          isNotNull(examRuns.nfcReadAt),
          isNull(examRuns.capsuleInsertedAt),
        ),
      )
      .limit(1);
    return waiting.length > 0;
  }

  /** Whether a control sample (control-samples) runs on the reader. */
  async runsControl(readerId: string): Promise<boolean> {
    const [running] = await this.db
      .select({ id: controlResults.id })
      .from(controlResults)
      .where(and(eq(controlResults.readerId, readerId), isNull(controlResults.endedAt)))
      .limit(1);
    return !!running;
  }

  /** The Flow a Lens holds. */
  async flowHeldBy(lensReaderId: string): Promise<string | undefined> {
    const [held] = await this.db
      .select({ flowId: flowReservations.flowReaderId })
      .from(flowReservations)
      .where(eq(flowReservations.lensReaderId, lensReaderId));
    return held?.flowId;
  }

  /** The Lens that holds a Flow. */
  async lensHolding(flowReaderId: string): Promise<string | undefined> {
    const [holder] = await this.db
      .select({ lensId: flowReservations.lensReaderId })
      .from(flowReservations)
      .where(eq(flowReservations.flowReaderId, flowReaderId));
    return holder?.lensId;
  }

  /** Throws PostgreSQL's unique violation when the Lens or the Flow is taken (the caller tells which). */
  async reserveFlow(reservation: NewFlowReservation): Promise<void> {
    await this.db.insert(flowReservations).values(reservation);
  }

  async freeFlowOf(lensReaderId: string): Promise<void> {
    await this.db.delete(flowReservations).where(eq(flowReservations.lensReaderId, lensReaderId));
  }
}
