import { type DeviceFamily, type ExamState, type ExamStep, stepProgressPercent } from '@ponto/domain';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { animals, examRequests, examRuns, exams, patients, preExams, readers } from '../../db/schema';
import {
  decodeCursor,
  encodeCursor,
  likeLiteral,
  pgTimestampPattern,
  uuidPattern,
} from '../../platform/keyset-cursor';
import type { ListItem, ListQuery } from './schemas';
import type { WorkplaceRef } from './types';

/** A ready result that nobody has released yet. */
const awaitingRelease = and(eq(examRequests.status, 'ready'), isNull(examRequests.releasedAt));

/** GET /exam-requests/awaiting-release: how many ready results of the workplace wait for release. */
export async function countAwaitingRelease(db: Db, workplace: WorkplaceRef): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(examRequests)
    .where(and(eq(examRequests.workplaceId, workplace.id), awaitingRelease));
  return row?.count ?? 0;
}

/**
 * GET /exam-requests: the workplace's exam requests, newest first (created_at, then id), filtered by
 * state and by a part of the patient's name or the protocol number; 'load more' with an opaque cursor.
 */
export async function listExamRequests(
  db: Db,
  workplace: WorkplaceRef,
  query: ListQuery,
): Promise<{ items: ListItem[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, { at: pgTimestampPattern, id: uuidPattern }) : null;
  const patientName = sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`;
  const filters: Array<SQL | undefined> = [eq(examRequests.workplaceId, workplace.id)];
  if (query.state.length > 0) filters.push(inArray(examRequests.status, query.state));
  if (query.awaitingRelease) filters.push(awaitingRelease);
  if (query.q) {
    const pattern = `%${likeLiteral(query.q)}%`;
    filters.push(or(ilike(patientName, pattern), ilike(preExams.protocolNumber, pattern)));
  }
  if (after)
    filters.push(
      sql`(${examRequests.createdAt}, ${examRequests.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  const rows = await db
    .select({
      id: examRequests.id,
      cursorAt: sql<string>`${examRequests.createdAt}::text`,
      createdAt: examRequests.createdAt,
      examCode: exams.code,
      examName: exams.name,
      family: exams.deviceFamily,
      patientName,
      protocolNumber: preExams.protocolNumber,
      state: examRequests.status,
      recollectDeadlineAt: examRequests.recollectDeadlineAt,
      recollectReason: examRequests.recollectReason,
    })
    .from(examRequests)
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
    .leftJoin(patients, eq(patients.id, preExams.patientId))
    .leftJoin(animals, eq(animals.id, preExams.animalId))
    .where(and(...filters))
    .orderBy(desc(examRequests.createdAt), desc(examRequests.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const runs =
    page.length === 0
      ? []
      : await db
          .selectDistinctOn([examRuns.examRequestId], {
            examRequestId: examRuns.examRequestId,
            step: examRuns.step,
            readerCode: readers.code,
          })
          .from(examRuns)
          .innerJoin(readers, eq(readers.id, examRuns.readerId))
          .where(
            inArray(
              examRuns.examRequestId,
              page.map((r) => r.id),
            ),
          )
          .orderBy(examRuns.examRequestId, desc(examRuns.startedAt));
  const lastRun = new Map(runs.map((r) => [r.examRequestId, r]));
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const run = lastRun.get(row.id);
      const step = (run?.step ?? null) as ExamStep | null;
      return {
        id: row.id,
        examCode: row.examCode,
        examName: row.examName,
        patientName: row.patientName,
        protocolNumber: row.protocolNumber,
        state: row.state as ExamState,
        readerCode: run?.readerCode ?? null,
        step,
        percent: step ? stepProgressPercent(row.family as DeviceFamily, step) : 0,
        createdAt: row.createdAt.toISOString(),
        recollectDeadlineAt: row.recollectDeadlineAt?.toISOString() ?? null,
        recollectReason: row.recollectReason,
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
