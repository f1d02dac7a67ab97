import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  controlResults,
  exams,
  qualityOverrides,
  readers,
  users,
  workplaceExams,
  workplaces,
} from '../../db/schema';

/** The result statuses that judge a control (running, failed and cancelled runs say nothing). */
export const judgedStatuses = ['adequate', 'inadequate'] as const;

/** The exam's columns every quality view shows (ExamRow). */
export const examColumns = {
  id: exams.id,
  index: exams.index,
  code: exams.code,
  name: exams.name,
  kind: exams.kind,
  deviceFamily: exams.deviceFamily,
};

/**
 * The SQL of where readers and exams stand with internal control: the workplace's lockout switch, readers
 * and exams, the last judged internal control and the open manager override of each reader and exam.
 */
export class QualityStandingRepository {
  constructor(private readonly db: Db) {}

  async lockoutEnabled(workplaceId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ on: workplaces.qualityLockout })
      .from(workplaces)
      .where(eq(workplaces.id, workplaceId));
    return row?.on ?? false;
  }

  /** The workplace's readers by code. */
  readersOf(workplaceId: string): Promise<Array<{ id: string; code: string; family: string }>> {
    return this.db
      .select({ id: readers.id, code: readers.code, family: readers.family })
      .from(readers)
      .where(eq(readers.workplaceId, workplaceId))
      .orderBy(asc(readers.code));
  }

  /** The exams a workplace offers (its workplace_exams), or the whole catalogue when it lists none. */
  async examsOf(workplaceId: string) {
    const offered = await this.db
      .select(examColumns)
      .from(workplaceExams)
      .innerJoin(exams, eq(exams.id, workplaceExams.examId))
      .where(eq(workplaceExams.workplaceId, workplaceId))
      .orderBy(asc(exams.index));
    return offered.length > 0
      ? offered
      : await this.db.select(examColumns).from(exams).orderBy(asc(exams.index));
  }

  /** The last judged internal (CI) control of each reader and exam (one query for all the readers). */
  lastInternalControls(readerIds: string[], examId?: string) {
    return this.db
      .selectDistinctOn([controlResults.readerId, controlResults.examId], {
        readerId: controlResults.readerId,
        examId: controlResults.examId,
        id: controlResults.id,
        at: controlResults.resultAt,
        status: controlResults.status,
        sampleCode: controlResults.sampleCode,
      })
      .from(controlResults)
      .where(
        and(
          inArray(controlResults.readerId, readerIds),
          examId ? eq(controlResults.examId, examId) : undefined,
          eq(controlResults.kind, 'internal'),
          inArray(controlResults.status, [...judgedStatuses]),
          isNotNull(controlResults.resultAt),
        ),
      )
      .orderBy(controlResults.readerId, controlResults.examId, desc(controlResults.resultAt));
  }

  /** The unused manager override of each reader and exam. */
  openOverrides(readerIds: string[], examId?: string) {
    return this.db
      .select({
        readerId: qualityOverrides.readerId,
        examId: qualityOverrides.examId,
        id: qualityOverrides.id,
        grantedAt: qualityOverrides.grantedAt,
        grantedBy: users.name,
        reason: qualityOverrides.reason,
      })
      .from(qualityOverrides)
      .innerJoin(users, eq(users.id, qualityOverrides.grantedBy))
      .where(
        and(
          inArray(qualityOverrides.readerId, readerIds),
          examId ? eq(qualityOverrides.examId, examId) : undefined,
          isNull(qualityOverrides.usedAt),
        ),
      );
  }
}
