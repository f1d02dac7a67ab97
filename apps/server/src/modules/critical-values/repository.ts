import type { CriticalRange, CriticalRangeRow } from '@ponto/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { examAnalytes, examResults, exams, workplaceCriticalRanges, workplaceExams } from '../../db/schema';

/**
 * The SQL of critical ranges: the catalogue's, and a workplace's own where it set one; and the critical
 * flag of an exam's results.
 */
export class CriticalRangeRepository {
  constructor(private readonly db: Db) {}

  /** The range in force for each analyte of an exam at a workplace, by analyte code. */
  async inForce(workplaceId: string, examId: string): Promise<Map<string, CriticalRange>> {
    const rows = await this.db
      .select({
        code: examAnalytes.code,
        catalogueLower: examAnalytes.criticalLower,
        catalogueUpper: examAnalytes.criticalUpper,
        ownLower: workplaceCriticalRanges.lower,
        ownUpper: workplaceCriticalRanges.upper,
        own: workplaceCriticalRanges.analyteId,
      })
      .from(examAnalytes)
      .leftJoin(
        workplaceCriticalRanges,
        and(
          eq(workplaceCriticalRanges.analyteId, examAnalytes.id),
          eq(workplaceCriticalRanges.workplaceId, workplaceId),
        ),
      )
      .where(eq(examAnalytes.examId, examId));
    return new Map(
      rows.map((r) => [
        r.code,
        r.own
          ? { lower: r.ownLower, upper: r.ownUpper }
          : { lower: r.catalogueLower, upper: r.catalogueUpper },
      ]),
    );
  }

  /** The quantitative analytes of the exams a workplace offers, with both ranges. */
  async list(workplaceId: string): Promise<CriticalRangeRow[]> {
    const rows = await this.db
      .select({
        examCode: exams.code,
        examName: exams.name,
        analyteCode: examAnalytes.code,
        analyteName: examAnalytes.name,
        unit: examAnalytes.unit,
        lowerLimit: examAnalytes.lowerLimit,
        upperLimit: examAnalytes.upperLimit,
        catalogueLower: examAnalytes.criticalLower,
        catalogueUpper: examAnalytes.criticalUpper,
        own: workplaceCriticalRanges.analyteId,
        ownLower: workplaceCriticalRanges.lower,
        ownUpper: workplaceCriticalRanges.upper,
      })
      .from(workplaceExams)
      .innerJoin(exams, eq(exams.id, workplaceExams.examId))
      .innerJoin(examAnalytes, and(eq(examAnalytes.examId, exams.id), eq(examAnalytes.qualitative, false)))
      .leftJoin(
        workplaceCriticalRanges,
        and(
          eq(workplaceCriticalRanges.analyteId, examAnalytes.id),
          eq(workplaceCriticalRanges.workplaceId, workplaceId),
        ),
      )
      .where(eq(workplaceExams.workplaceId, workplaceId))
      .orderBy(asc(exams.index), asc(examAnalytes.code));
    return rows.map((r) => ({
      examCode: r.examCode,
      examName: r.examName,
      analyteCode: r.analyteCode,
      analyteName: r.analyteName,
      unit: r.unit,
      lowerLimit: r.lowerLimit,
      upperLimit: r.upperLimit,
      defaultRange: { lower: r.catalogueLower, upper: r.catalogueUpper },
      ownRange: r.own ? { lower: r.ownLower, upper: r.ownUpper } : null,
    }));
  }

  /** The analyte of an offered exam, quantitative (only those have a critical range). */
  async offeredAnalyte(workplaceId: string, examCode: string, analyteCode: string) {
    const [row] = await this.db
      .select({ id: examAnalytes.id })
      .from(workplaceExams)
      .innerJoin(exams, eq(exams.id, workplaceExams.examId))
      .innerJoin(examAnalytes, eq(examAnalytes.examId, exams.id))
      .where(
        and(
          eq(workplaceExams.workplaceId, workplaceId),
          eq(exams.code, examCode),
          eq(examAnalytes.code, analyteCode),
          eq(examAnalytes.qualitative, false),
        ),
      );
    return row;
  }

  async setOwn(workplaceId: string, analyteId: string, range: CriticalRange, by: string, at: Date) {
    await this.db
      .insert(workplaceCriticalRanges)
      .values({
        workplaceId,
        analyteId,
        lower: range.lower,
        upper: range.upper,
        updatedBy: by,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [workplaceCriticalRanges.workplaceId, workplaceCriticalRanges.analyteId],
        set: { lower: range.lower, upper: range.upper, updatedBy: by, updatedAt: at },
      });
  }

  async clearOwn(workplaceId: string, analyteId: string) {
    await this.db
      .delete(workplaceCriticalRanges)
      .where(
        and(
          eq(workplaceCriticalRanges.workplaceId, workplaceId),
          eq(workplaceCriticalRanges.analyteId, analyteId),
        ),
      );
  }

  /** The exam request's results, to flag. */
  results(examRequestId: string): Promise<Array<typeof examResults.$inferSelect>> {
    return this.db.select().from(examResults).where(eq(examResults.examRequestId, examRequestId));
  }

  async setCritical(resultId: string, critical: boolean): Promise<void> {
    await this.db.update(examResults).set({ critical }).where(eq(examResults.id, resultId));
  }
}
