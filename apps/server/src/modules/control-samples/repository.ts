import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  capsulesUsed,
  controlResults,
  controlSampleSessions,
  examRuns,
  exams,
  lots,
  nullifiedCapsules,
  readers,
  users,
} from '../../db/schema';

export type ControlResultRow = typeof controlResults.$inferSelect;
export type NewControlResult = typeof controlResults.$inferInsert;
export type ControlResultPatch = Partial<NewControlResult>;
export type SessionValues = Omit<typeof controlSampleSessions.$inferInsert, 'userId'>;

const examColumns = {
  id: exams.id,
  index: exams.index,
  code: exams.code,
  name: exams.name,
  kind: exams.kind,
  deviceFamily: exams.deviceFamily,
};

/**
 * The SQL of §4 control-sample mode that is not one workplace's: the users' provider sessions (a user's,
 * whichever workplace they work at), the exam catalogue, the provider's sample codes and the capsules a
 * control read (each used once across the network, as their unique indexes say), and the sweep of every
 * workplace's abandoned runs.
 */
export class ControlSampleNetworkRepository {
  constructor(private readonly db: Db) {}

  /** The user's provider session unless it expired by `now`. */
  async session(userId: string, now: Date) {
    const [row] = await this.db
      .select()
      .from(controlSampleSessions)
      .where(and(eq(controlSampleSessions.userId, userId), gt(controlSampleSessions.expiresAt, now)));
    return row;
  }

  /** The user's provider token, expired or not. */
  async token(userId: string): Promise<string | undefined> {
    const [session] = await this.db
      .select({ token: controlSampleSessions.providerToken })
      .from(controlSampleSessions)
      .where(eq(controlSampleSessions.userId, userId));
    return session?.token;
  }

  async saveSession(userId: string, values: SessionValues): Promise<void> {
    await this.db
      .insert(controlSampleSessions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: controlSampleSessions.userId, set: values });
  }

  async deleteSession(userId: string): Promise<void> {
    await this.db.delete(controlSampleSessions).where(eq(controlSampleSessions.userId, userId));
  }

  async examByCode(code: string) {
    const [exam] = await this.db.select(examColumns).from(exams).where(eq(exams.code, code));
    return exam;
  }

  /** Whether the sample code has a control that runs or was judged, in any workplace. */
  async sampleUsed(sampleCode: string): Promise<boolean> {
    const [used] = await this.db
      .select({ id: controlResults.id })
      .from(controlResults)
      .where(
        and(
          eq(controlResults.sampleCode, sampleCode),
          inArray(controlResults.status, ['running', 'adequate', 'inadequate']),
        ),
      );
    return !!used;
  }

  /** Whether a control run other than `runId`, in any workplace, read the capsule. */
  async usedByOtherControl(lotNumber: string, capsuleCode: string, runId: string): Promise<boolean> {
    const [byControl] = await this.db
      .select({ id: controlResults.id })
      .from(controlResults)
      .where(
        and(
          eq(controlResults.capsuleLot, lotNumber),
          eq(controlResults.capsuleCode, capsuleCode),
          ne(controlResults.id, runId),
        ),
      );
    return !!byControl;
  }

  /** Fails every run started before `startedBefore` that has not ended; each with its reader's code. */
  expireStartedBefore(startedBefore: Date, at: Date): Promise<Array<{ id: string; readerCode: string }>> {
    return this.db
      .update(controlResults)
      .set({ status: 'failed', errorCode: 'EXAM_TIMEOUT', endedAt: at })
      .from(readers)
      .where(
        and(
          eq(readers.id, controlResults.readerId),
          isNull(controlResults.endedAt),
          lt(controlResults.startedAt, startedBefore),
        ),
      )
      .returning({ id: controlResults.id, readerCode: readers.code });
  }
}

/**
 * One workplace's control runs (control_results) on its readers, and the claim of a run's capsule from
 * its lots. A run's change passes its transaction.
 */
export class ControlSampleRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** A reader of the workplace by its code as typed (trimmed, any case). */
  async reader(code: string) {
    const [reader] = await this.db
      .select()
      .from(readers)
      .where(and(eq(readers.workplaceId, this.workplaceId), eq(readers.code, code.trim().toUpperCase())));
    return reader;
  }

  async readerCode(readerId: string): Promise<string | undefined> {
    const [reader] = await this.db
      .select({ code: readers.code })
      .from(readers)
      .where(and(eq(readers.workplaceId, this.workplaceId), eq(readers.id, readerId)));
    return reader?.code;
  }

  /** Whether a patient exam's run on the reader has not ended. */
  async runsPatientExam(readerId: string): Promise<boolean> {
    const [patientExam] = await this.db
      .select({ id: examRuns.id })
      .from(examRuns)
      .where(
        and(
          eq(examRuns.workplaceId, this.workplaceId),
          eq(examRuns.readerId, readerId),
          isNull(examRuns.endedAt),
        ),
      );
    return !!patientExam;
  }

  /**
   * Inserts in a savepoint, so that a lost race on the reader's or the code's unique index leaves the
   * caller's transaction usable; the violation is thrown.
   */
  async insertRun(values: Omit<NewControlResult, 'workplaceId'>): Promise<ControlResultRow> {
    const [row] = (await this.db.transaction((sp) =>
      sp
        .insert(controlResults)
        .values({ ...values, workplaceId: this.workplaceId })
        .returning(),
    )) as [ControlResultRow];
    return row;
  }

  /** A control run of the workplace with its reader, exam and who started it. */
  async get(id: string) {
    const [row] = await this.db
      .select({
        r: controlResults,
        readerCode: readers.code,
        readerFamily: readers.family,
        exam: examColumns,
        by: users.name,
      })
      .from(controlResults)
      .innerJoin(readers, eq(readers.id, controlResults.readerId))
      .innerJoin(exams, eq(exams.id, controlResults.examId))
      .leftJoin(users, eq(users.id, controlResults.startedBy))
      .where(and(eq(controlResults.workplaceId, this.workplaceId), eq(controlResults.id, id)));
    return row;
  }

  /** Cancels the workplace's run unless it has ended; its reader's id, undefined when nothing changed. */
  async cancel(id: string, at: Date): Promise<string | undefined> {
    const [ended] = await this.db
      .update(controlResults)
      .set({ status: 'cancelled', endedAt: at, errorCode: 'EXAM_CANCELLED' })
      .where(
        and(
          eq(controlResults.workplaceId, this.workplaceId),
          eq(controlResults.id, id),
          isNull(controlResults.endedAt),
        ),
      )
      .returning({ readerId: controlResults.readerId });
    return ended?.readerId;
  }

  /** The run on the reader, locked, with its exam's device family, unless it has ended. */
  async lockActive(id: string, readerId: string) {
    const [run] = await this.db
      .select({ r: controlResults, family: exams.deviceFamily })
      .from(controlResults)
      .innerJoin(exams, eq(exams.id, controlResults.examId))
      .where(
        and(
          eq(controlResults.workplaceId, this.workplaceId),
          eq(controlResults.id, id),
          eq(controlResults.readerId, readerId),
          isNull(controlResults.endedAt),
        ),
      )
      .for('update', { of: controlResults });
    return run;
  }

  async patch(id: string, values: Omit<ControlResultPatch, 'workplaceId'>): Promise<void> {
    await this.db
      .update(controlResults)
      .set(values)
      .where(and(eq(controlResults.workplaceId, this.workplaceId), eq(controlResults.id, id)));
  }

  /** The judged values of the workplace's exam, material and lot, oldest first. */
  async judgedValues(run: { examId: string; material: string; lot: string }): Promise<Array<string | null>> {
    const earlier = await this.db
      .select({ value: controlResults.value })
      .from(controlResults)
      .where(
        and(
          eq(controlResults.workplaceId, this.workplaceId),
          eq(controlResults.examId, run.examId),
          eq(controlResults.material, run.material),
          eq(controlResults.lot, run.lot),
          inArray(controlResults.status, ['adequate', 'inadequate']),
        ),
      )
      .orderBy(asc(controlResults.resultAt), asc(controlResults.id));
    return earlier.map((e) => e.value);
  }

  async lot(lotNumber: string) {
    const [lot] = await this.db
      .select()
      .from(lots)
      .where(and(eq(lots.workplaceId, this.workplaceId), eq(lots.lotNumber, lotNumber)));
    return lot;
  }

  /** Until the transaction ends; a patient exam's NFC read and a nullification take the same lock. */
  async lockCapsule(lotId: string, capsuleCode: string): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${lotId}:${capsuleCode}`}, 0))`,
    );
  }

  async isNullified(lotId: string, capsuleCode: string): Promise<boolean> {
    const [nullified] = await this.db
      .select({ at: nullifiedCapsules.nullifiedAt })
      .from(nullifiedCapsules)
      .where(
        and(
          eq(nullifiedCapsules.workplaceId, this.workplaceId),
          eq(nullifiedCapsules.lotId, lotId),
          eq(nullifiedCapsules.capsuleCode, capsuleCode),
        ),
      );
    return !!nullified;
  }

  /** Whether a patient exam used the capsule of one of the workplace's lots. */
  async usedByPatientExam(lotId: string, capsuleCode: string): Promise<boolean> {
    const [byPatient] = await this.db
      .select({ at: capsulesUsed.usedAt })
      .from(capsulesUsed)
      .innerJoin(lots, eq(lots.id, capsulesUsed.lotId))
      .where(
        and(
          eq(lots.workplaceId, this.workplaceId),
          eq(capsulesUsed.lotId, lotId),
          eq(capsulesUsed.capsuleCode, capsuleCode),
        ),
      );
    return !!byPatient;
  }
}
