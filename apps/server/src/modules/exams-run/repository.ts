import type { ExamState, ExamTimelineEvent } from '@ponto/domain';
import { and, asc, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  animals,
  examRequests,
  examResultParts,
  examRunEvents,
  examRuns,
  exams,
  patients,
  preExams,
  users,
  workplaces,
} from '../../db/schema';
import type { RequestRow, RunRow } from './types';

export type NewRun = typeof examRuns.$inferInsert;
export type RunPatch = Partial<NewRun>;
export type TimelineRow = typeof examRunEvents.$inferSelect;
export type NewResultPart = typeof examResultParts.$inferInsert;
export type ResultPartRow = typeof examResultParts.$inferSelect;
export type UserRow = typeof users.$inferSelect;

const requestColumns = {
  id: examRequests.id,
  workplaceId: examRequests.workplaceId,
  cnpj: workplaces.cnpj,
  status: examRequests.status,
  examIndex: examRequests.examIndex,
  examId: examRequests.examId,
  examCode: exams.code,
  examName: exams.name,
  instructions: exams.instructions,
  family: exams.deviceFamily,
  createdAt: examRequests.createdAt,
  preExamId: examRequests.preExamId,
  protocolNumber: preExams.protocolNumber,
  patientName: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`,
  recollectReason: examRequests.recollectReason,
  recollectRequestedAt: examRequests.recollectRequestedAt,
  recollectDeadlineAt: examRequests.recollectDeadlineAt,
  recollectedAt: examRequests.recollectedAt,
  oldCapsuleCode: examRequests.oldCapsuleCode,
  rating: examRequests.rating,
  releasedAt: examRequests.releasedAt,
  reportLanguages: sql<string[]>`coalesce(${preExams.order}->'reportLanguages', '["pt-BR"]'::jsonb)`,
  workplacePermissions: workplaces.permissions,
  workplaceGroup: workplaces.group,
  workplaceTimeZone: workplaces.timeZone,
};

/** An exam request with its exam, workplace, protocol and patient; its row taken FOR UPDATE when `lock`. */
export async function selectRequest(
  db: Db,
  where: SQL | undefined,
  lock: boolean,
): Promise<RequestRow | undefined> {
  const query = db
    .select(requestColumns)
    .from(examRequests)
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .innerJoin(workplaces, eq(workplaces.id, examRequests.workplaceId))
    .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
    .leftJoin(patients, eq(patients.id, preExams.patientId))
    .leftJoin(animals, eq(animals.id, preExams.animalId))
    .where(where);
  const [row] = lock ? await query.for('update', { of: examRequests }) : await query;
  return row as RequestRow | undefined;
}

/**
 * The SQL of running an exam: the exam request with what running it needs, its runs, its timeline and the
 * parts of a run's result. Bound to whatever `Db` it is given: a change passes its transaction, and the
 * `lock` reads take their rows FOR UPDATE in it.
 */
export class ExamRunRepository {
  constructor(private readonly db: Db) {}

  /** The request with its exam, workplace, protocol and patient, whichever workplace it belongs to. */
  request(examRequestId: string, options: { lock?: boolean } = {}): Promise<RequestRow | undefined> {
    return selectRequest(this.db, eq(examRequests.id, examRequestId), options.lock ?? false);
  }

  /** Sets the state only if it is still `from`; false when it was not (nothing changed). */
  async setStatus(examRequestId: string, from: ExamState, to: ExamState): Promise<boolean> {
    const rows = await this.db
      .update(examRequests)
      .set({ status: to })
      .where(and(eq(examRequests.id, examRequestId), eq(examRequests.status, from)))
      .returning({ id: examRequests.id });
    return rows.length === 1;
  }

  async markRecollected(examRequestId: string, at: Date): Promise<void> {
    await this.db.update(examRequests).set({ recollectedAt: at }).where(eq(examRequests.id, examRequestId));
  }

  async setRecollect(
    examRequestId: string,
    values: {
      recollectReason: string | null;
      recollectRequestedAt: Date;
      recollectDeadlineAt: Date;
      oldCapsuleCode: string | null;
    },
  ): Promise<void> {
    await this.db.update(examRequests).set(values).where(eq(examRequests.id, examRequestId));
  }

  async markReleased(
    examRequestId: string,
    values: { releasedAt: Date; releasedBy: string; reportHash: string },
  ): Promise<void> {
    await this.db.update(examRequests).set(values).where(eq(examRequests.id, examRequestId));
  }

  async setReportHash(examRequestId: string, reportHash: string): Promise<void> {
    await this.db.update(examRequests).set({ reportHash }).where(eq(examRequests.id, examRequestId));
  }

  async setRating(examRequestId: string, rating: number, ratedAt: Date): Promise<void> {
    await this.db.update(examRequests).set({ rating, ratedAt }).where(eq(examRequests.id, examRequestId));
  }

  /** Ids of the requests awaiting a recollect whose deadline passed before `now`. */
  async expiredRecollects(now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: examRequests.id })
      .from(examRequests)
      .where(and(eq(examRequests.status, 'awaitingRecollect'), lt(examRequests.recollectDeadlineAt, now)));
    return rows.map((row) => row.id);
  }

  async user(userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  /** The request's run that has not ended, locked. */
  async activeRun(examRequestId: string): Promise<RunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(examRuns)
      .where(and(eq(examRuns.examRequestId, examRequestId), isNull(examRuns.endedAt)))
      .for('update');
    return row;
  }

  /** The request's run on this reader that has not ended, locked. */
  async activeRunOn(readerId: string, examRequestId: string): Promise<RunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(examRuns)
      .where(
        and(
          eq(examRuns.readerId, readerId),
          eq(examRuns.examRequestId, examRequestId),
          isNull(examRuns.endedAt),
        ),
      )
      .for('update');
    return row;
  }

  /** The run, locked, unless it has ended. */
  async activeRunById(runId: string): Promise<RunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(examRuns)
      .where(and(eq(examRuns.id, runId), isNull(examRuns.endedAt)))
      .for('update');
    return row;
  }

  async lastRun(examRequestId: string): Promise<RunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(examRuns)
      .where(eq(examRuns.examRequestId, examRequestId))
      .orderBy(desc(examRuns.startedAt))
      .limit(1);
    return row;
  }

  /** The capsule of the request's last run that read one. */
  async lastCapsuleCode(examRequestId: string): Promise<string | null | undefined> {
    const [row] = await this.db
      .select({ code: examRuns.capsuleCode })
      .from(examRuns)
      .where(and(eq(examRuns.examRequestId, examRequestId), isNotNull(examRuns.capsuleCode)))
      .orderBy(desc(examRuns.startedAt))
      .limit(1);
    return row?.code;
  }

  /** Every run that has not ended, with its exam's device family. */
  activeRuns(): Promise<Array<{ run: RunRow; family: string }>> {
    return this.db
      .select({ run: examRuns, family: exams.deviceFamily })
      .from(examRuns)
      .innerJoin(examRequests, eq(examRequests.id, examRuns.examRequestId))
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .where(isNull(examRuns.endedAt));
  }

  /**
   * Inserts in a savepoint, so that a unique violation (the reader's partial unique index) leaves the
   * caller's transaction usable; the violation is thrown.
   */
  async insertRun(values: NewRun): Promise<RunRow> {
    const [run] = (await this.db.transaction((sp) => sp.insert(examRuns).values(values).returning())) as [
      RunRow,
    ];
    return run;
  }

  /** Ends the run unless it has ended already; false then. */
  async endRun(runId: string, at: Date, errorCode: string | null): Promise<boolean> {
    const rows = await this.db
      .update(examRuns)
      .set({ endedAt: at, errorCode, waitingSince: null })
      .where(and(eq(examRuns.id, runId), isNull(examRuns.endedAt)))
      .returning({ id: examRuns.id });
    return rows.length === 1;
  }

  /** Changes a run that has not ended and returns it; one that has ended is returned as given. */
  async patchRun(run: RunRow, values: RunPatch): Promise<RunRow> {
    const [row] = await this.db
      .update(examRuns)
      .set(values)
      .where(and(eq(examRuns.id, run.id), isNull(examRuns.endedAt)))
      .returning();
    return row ?? run;
  }

  /** Adds an entry to the request's timeline. */
  async note(
    examRequestId: string,
    runId: string | null,
    type: ExamTimelineEvent,
    at: Date,
    detail: Record<string, unknown> = {},
  ): Promise<void> {
    await this.db.insert(examRunEvents).values({ examRequestId, runId, type, at, detail });
  }

  /** The request's timeline in the order it happened. */
  timeline(examRequestId: string): Promise<TimelineRow[]> {
    return this.db
      .select()
      .from(examRunEvents)
      .where(eq(examRunEvents.examRequestId, examRequestId))
      .orderBy(asc(examRunEvents.at), asc(examRunEvents.seq));
  }

  /** Keeps a part of a run's result; a part it has already is left as it is. */
  async insertResultPart(part: NewResultPart): Promise<void> {
    await this.db.insert(examResultParts).values(part).onConflictDoNothing();
  }

  resultParts(runId: string): Promise<ResultPartRow[]> {
    return this.db
      .select()
      .from(examResultParts)
      .where(eq(examResultParts.runId, runId))
      .orderBy(asc(examResultParts.part));
  }
}
