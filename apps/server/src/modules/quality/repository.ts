import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  controlResults,
  exams,
  qualityEvents,
  qualityOverrides,
  readers,
  users,
  workplaces,
} from '../../db/schema';
import { examColumns, judgedStatuses } from './standing-repository';

export type NewQualityEvent = typeof qualityEvents.$inferInsert;
export type NewQualityOverride = typeof qualityOverrides.$inferInsert;

/**
 * The SQL of a workplace's quality control: the lockout switch and its record (quality_events), manager
 * overrides, and the control results with their Levey-Jennings series.
 */
export class QualityRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** The lockout switch, locked until the transaction ends. */
  async lockLockout(): Promise<boolean | undefined> {
    const [row] = await this.db
      .select({ on: workplaces.qualityLockout })
      .from(workplaces)
      .where(eq(workplaces.id, this.workplaceId))
      .for('update');
    return row?.on;
  }

  async setLockout(enabled: boolean): Promise<void> {
    await this.db
      .update(workplaces)
      .set({ qualityLockout: enabled })
      .where(eq(workplaces.id, this.workplaceId));
  }

  async insertEvent(event: Omit<NewQualityEvent, 'workplaceId'>): Promise<void> {
    await this.db.insert(qualityEvents).values({ ...event, workplaceId: this.workplaceId });
  }

  /** A reader of the workplace by its code as typed (trimmed, any case). */
  async reader(code: string): Promise<{ id: string; code: string; family: string } | undefined> {
    const [reader] = await this.db
      .select({ id: readers.id, code: readers.code, family: readers.family })
      .from(readers)
      .where(and(eq(readers.workplaceId, this.workplaceId), eq(readers.code, code.trim().toUpperCase())));
    return reader;
  }

  async exam(examId: string) {
    const [exam] = await this.db.select(examColumns).from(exams).where(eq(exams.id, examId));
    return exam;
  }

  /** The new override's id; undefined when one already waits for the reader and exam. */
  async insertOverride(override: Omit<NewQualityOverride, 'workplaceId'>): Promise<string | undefined> {
    const [created] = await this.db
      .insert(qualityOverrides)
      .values({ ...override, workplaceId: this.workplaceId })
      .onConflictDoNothing()
      .returning({ id: qualityOverrides.id });
    return created?.id;
  }

  /** Uses up the override waiting for the reader and exam; its id, undefined when none waits. */
  async useOverride(
    readerId: string,
    examId: string,
    usedAt: Date,
    examRequestId: string,
  ): Promise<string | undefined> {
    const [used] = await this.db
      .update(qualityOverrides)
      .set({ usedAt, usedByExamRequestId: examRequestId })
      .where(
        and(
          eq(qualityOverrides.workplaceId, this.workplaceId),
          eq(qualityOverrides.readerId, readerId),
          eq(qualityOverrides.examId, examId),
          isNull(qualityOverrides.usedAt),
        ),
      )
      .returning({ id: qualityOverrides.id });
    return used?.id;
  }

  /** The workplace's overrides (of one reader, one exam), the latest 200 first. */
  overrides(filter: { readerId?: string; examId?: string }) {
    const where: SQL[] = [eq(qualityOverrides.workplaceId, this.workplaceId)];
    if (filter.readerId) where.push(eq(qualityOverrides.readerId, filter.readerId));
    if (filter.examId) where.push(eq(qualityOverrides.examId, filter.examId));
    return this.db
      .select({
        o: qualityOverrides,
        readerCode: readers.code,
        readerFamily: readers.family,
        exam: examColumns,
        grantedBy: users.name,
      })
      .from(qualityOverrides)
      .innerJoin(readers, eq(readers.id, qualityOverrides.readerId))
      .innerJoin(exams, eq(exams.id, qualityOverrides.examId))
      .innerJoin(users, eq(users.id, qualityOverrides.grantedBy))
      .where(and(...where))
      .orderBy(desc(qualityOverrides.grantedAt))
      .limit(200);
  }

  /** Control results of the workplace, newest first. */
  results(query: { kind?: 'internal' | 'external'; examId?: string; readerCode?: string; limit: number }) {
    const where: SQL[] = [eq(controlResults.workplaceId, this.workplaceId)];
    if (query.kind) where.push(eq(controlResults.kind, query.kind));
    if (query.examId) where.push(eq(controlResults.examId, query.examId));
    if (query.readerCode) where.push(eq(readers.code, query.readerCode.trim().toUpperCase()));
    return this.db
      .select({
        r: controlResults,
        readerCode: readers.code,
        readerFamily: readers.family,
        exam: examColumns,
        startedBy: users.name,
      })
      .from(controlResults)
      .innerJoin(readers, eq(readers.id, controlResults.readerId))
      .innerJoin(exams, eq(exams.id, controlResults.examId))
      .leftJoin(users, eq(users.id, controlResults.startedBy))
      .where(and(...where))
      .orderBy(desc(controlResults.startedAt))
      .limit(query.limit);
  }

  /** The control materials and lots with judged quantitative results, latest first. */
  series() {
    return this.db
      .select({
        exam: examColumns,
        material: controlResults.material,
        lot: controlResults.lot,
        count: count(),
        lastAt: max(controlResults.resultAt),
      })
      .from(controlResults)
      .innerJoin(exams, eq(exams.id, controlResults.examId))
      .where(and(...seriesWhere(this.workplaceId)))
      .groupBy(exams.id, controlResults.material, controlResults.lot)
      .orderBy(desc(max(controlResults.resultAt)));
  }

  /** One material's judged quantitative results (material in capitals), oldest first. */
  seriesResults(query: { examId: string; material: string; lot: string }) {
    return this.db
      .select({ r: controlResults, readerCode: readers.code, exam: examColumns })
      .from(controlResults)
      .innerJoin(readers, eq(readers.id, controlResults.readerId))
      .innerJoin(exams, eq(exams.id, controlResults.examId))
      .where(
        and(
          ...seriesWhere(this.workplaceId),
          eq(controlResults.examId, query.examId),
          eq(controlResults.material, query.material),
          eq(controlResults.lot, query.lot),
        ),
      )
      .orderBy(asc(controlResults.resultAt), asc(controlResults.id));
  }
}

function seriesWhere(workplaceId: string): SQL[] {
  return [
    eq(controlResults.workplaceId, workplaceId),
    inArray(controlResults.status, [...judgedStatuses]),
    isNotNull(controlResults.targetSd),
    isNotNull(controlResults.resultAt),
    isNotNull(controlResults.value),
  ];
}
