import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { examRequests, examRuns, exams, preExams, vouchers } from '../../db/schema';

export interface IntegrationPreExam {
  id: string;
  workplaceId: string;
  protocolNumber: string;
  externalId: string | null;
}

const preExamColumns = {
  id: preExams.id,
  workplaceId: preExams.workplaceId,
  protocolNumber: preExams.protocolNumber,
  externalId: preExams.externalId,
};

/** The SQL of the integration API; every read is limited to workplaces the caller already holds. */
/** The newest run of an exam: its §8 code when it failed, its end when it ended. */
export interface LastRun {
  errorCode: string | null;
  endedAt: string | null;
}

export class IntegrationRepository {
  constructor(private readonly db: Db) {}

  async preExamIn(workplaceIds: readonly string[], id: string): Promise<IntegrationPreExam | undefined> {
    if (workplaceIds.length === 0) return undefined;
    const [row] = await this.db
      .select(preExamColumns)
      .from(preExams)
      .where(and(eq(preExams.id, id), inArray(preExams.workplaceId, [...workplaceIds])));
    return row;
  }

  async byExternalId(workplaceId: string, externalId: string): Promise<IntegrationPreExam | undefined> {
    const [row] = await this.db
      .select(preExamColumns)
      .from(preExams)
      .where(and(eq(preExams.workplaceId, workplaceId), eq(preExams.externalId, externalId)));
    return row;
  }

  /** The pre-exam's exams by index, with whether a run is under way or ever was, and how the last one ended. */
  examsOf(preExamId: string, db: Pick<Db, 'select'> = this.db) {
    return db
      .select({
        id: examRequests.id,
        examIndex: examRequests.examIndex,
        examCode: exams.code,
        examName: exams.name,
        state: examRequests.status,
        releasedAt: examRequests.releasedAt,
        voucherCode: examRequests.voucherCode,
        running: sql<boolean>`exists (select 1 from ${examRuns} where ${examRuns.examRequestId} = ${examRequests.id} and ${examRuns.endedAt} is null)`,
        everRun: sql<boolean>`exists (select 1 from ${examRuns} where ${examRuns.examRequestId} = ${examRequests.id})`,
        lastRun: sql<LastRun | null>`(select json_build_object('errorCode', r.error_code, 'endedAt', r.ended_at)
          from ${examRuns} r where r.exam_request_id = ${examRequests.id} order by r.started_at desc limit 1)`,
      })
      .from(examRequests)
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .where(eq(examRequests.preExamId, preExamId))
      .orderBy(asc(examRequests.examIndex));
  }

  /**
   * Deletes the pre-exam when none of its exams ever began: its exam rows are locked first, the lock a
   * start on a reader takes too, so a start and a delete take turns. Voucher uses are given back.
   * Answers false when an exam had begun (nothing is deleted).
   */
  async deleteIfNotStarted(preExamId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: examRequests.id })
        .from(examRequests)
        .where(eq(examRequests.preExamId, preExamId))
        .for('update');
      const rows = await this.examsOf(preExamId, tx);
      if (rows.some((r) => r.state !== 'waitingForTest' || r.everRun)) return false;
      const codes = rows.flatMap((r) => (r.voucherCode ? [r.voucherCode] : []));
      if (codes.length > 0)
        await tx
          .update(vouchers)
          .set({ used: sql`${vouchers.used} - 1` })
          .where(and(inArray(vouchers.code, codes), gt(vouchers.used, 0)));
      await tx.delete(preExams).where(eq(preExams.id, preExamId));
      return true;
    });
  }
}
