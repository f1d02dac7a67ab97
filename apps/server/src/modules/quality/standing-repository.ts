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
 * The SQL of where one workplace's readers and exams stand with internal control: its lockout switch,
 * readers and exams, the last judged internal control and the open manager override of each of its readers
 * and exams (asked for by reader, the readers being the workplace's).
 */
export class QualityStandingRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async lockoutEnabled(): Promise<boolean> {
    const [row] = await this.db
      .select({ on: workplaces.qualityLockout })
      .from(workplaces)
      .where(eq(workplaces.id, this.workplaceId));
    return row?.on ?? false;
  }

  /** The workplace's readers by code. */
  readers(): Promise<Array<{ id: string; code: string; family: string }>> {
    return this.db
      .select({ id: readers.id, code: readers.code, family: readers.family })
      .from(readers)
      .where(eq(readers.workplaceId, this.workplaceId))
      .orderBy(asc(readers.code));
  }

  /** The exams the workplace offers (its workplace_exams), or the whole catalogue when it lists none. */
  async exams() {
    const offered = await this.db
      .select(examColumns)
      .from(workplaceExams)
      .innerJoin(exams, eq(exams.id, workplaceExams.examId))
      .where(eq(workplaceExams.workplaceId, this.workplaceId))
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
