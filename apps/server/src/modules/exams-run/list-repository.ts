import type { ExamState } from '@ponto/domain';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { animals, examRequests, examRuns, exams, patients, preExams, readers } from '../../db/schema';
import { likeLiteral } from '../../platform/keyset-cursor';

/** A ready result that nobody has released yet. */
const awaitingRelease = and(eq(examRequests.status, 'ready'), isNull(examRequests.releasedAt));

export interface ListFilter {
  workplaceId: string;
  states: ExamState[];
  awaitingRelease: boolean;
  /** A part of the patient's name or of the protocol number. */
  q?: string | undefined;
  /** The position of the last row of the page before (created_at as PostgreSQL prints it, id). */
  after: { at: string; id: string } | null;
  take: number;
}

/** The SQL of the workplace's exam request list, newest first (created_at, then id). */
export class ExamRequestListRepository {
  constructor(private readonly db: Db) {}

  async countAwaitingRelease(workplaceId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(examRequests)
      .where(and(eq(examRequests.workplaceId, workplaceId), awaitingRelease));
    return row?.count ?? 0;
  }

  page(filter: ListFilter) {
    const patientName = sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`;
    const filters: Array<SQL | undefined> = [eq(examRequests.workplaceId, filter.workplaceId)];
    if (filter.states.length > 0) filters.push(inArray(examRequests.status, filter.states));
    if (filter.awaitingRelease) filters.push(awaitingRelease);
    if (filter.q) {
      const pattern = `%${likeLiteral(filter.q)}%`;
      filters.push(or(ilike(patientName, pattern), ilike(preExams.protocolNumber, pattern)));
    }
    const after = filter.after;
    if (after)
      filters.push(
        sql`(${examRequests.createdAt}, ${examRequests.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      );
    return this.db
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
      .limit(filter.take);
  }

  /** The step and reader of each request's last run. */
  lastRuns(examRequestIds: string[]) {
    return this.db
      .selectDistinctOn([examRuns.examRequestId], {
        examRequestId: examRuns.examRequestId,
        step: examRuns.step,
        readerCode: readers.code,
      })
      .from(examRuns)
      .innerJoin(readers, eq(readers.id, examRuns.readerId))
      .where(inArray(examRuns.examRequestId, examRequestIds))
      .orderBy(examRuns.examRequestId, desc(examRuns.startedAt));
  }
}
