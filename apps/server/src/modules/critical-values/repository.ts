import type { CriticalRange, CriticalRangeRow } from '@ponto/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  examAnalytes,
  examRequests,
  examResults,
  exams,
  workplaceCriticalRanges,
  workplaceExams,
} from '../../db/schema';

/**
 * The SQL of one workplace's critical ranges: the catalogue's, and its own where it set one; and the
 * critical flag of its exams' results.
 */
export class CriticalRangeRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** The range in force for each analyte of an exam at a workplace, by analyte code. */
  async inForce(examId: string): Promise<Map<string, CriticalRange>> {
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
          eq(workplaceCriticalRanges.workplaceId, this.workplaceId),
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
  async list(): Promise<CriticalRangeRow[]> {
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
          eq(workplaceCriticalRanges.workplaceId, this.workplaceId),
        ),
      )
      .where(eq(workplaceExams.workplaceId, this.workplaceId))
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
  async offeredAnalyte(examCode: string, analyteCode: string) {
    const [row] = await this.db
      .select({ id: examAnalytes.id })
      .from(workplaceExams)
      .innerJoin(exams, eq(exams.id, workplaceExams.examId))
      .innerJoin(examAnalytes, eq(examAnalytes.examId, exams.id))
      .where(
        and(
          eq(workplaceExams.workplaceId, this.workplaceId),
          eq(exams.code, examCode),
          eq(examAnalytes.code, analyteCode),
          eq(examAnalytes.qualitative, false),
        ),
      );
    return row;
  }

  async setOwn(analyteId: string, range: CriticalRange, by: string, at: Date) {
    await this.db
      .insert(workplaceCriticalRanges)
      .values({
        workplaceId: this.workplaceId,
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

  async clearOwn(analyteId: string) {
    await this.db
      .delete(workplaceCriticalRanges)
      .where(
        and(
          eq(workplaceCriticalRanges.workplaceId, this.workplaceId),
          eq(workplaceCriticalRanges.analyteId, analyteId),
        ),
      );
  }

  /** The results of one of the workplace's exam requests, to flag. */
  async results(examRequestId: string): Promise<Array<typeof examResults.$inferSelect>> {
    const rows = await this.db
      .select({ result: examResults })
      .from(examResults)
      .innerJoin(examRequests, eq(examRequests.id, examResults.examRequestId))
      .where(
        and(eq(examResults.examRequestId, examRequestId), eq(examRequests.workplaceId, this.workplaceId)),
      );
    return rows.map((row) => row.result);
  }

  /** Sets the flag of a result of one of the workplace's exam requests. */
  async setCritical(resultId: string, critical: boolean): Promise<void> {
    await this.db
      .update(examResults)
      .set({ critical })
      .where(
        and(
          eq(examResults.id, resultId),
          sql`exists (select 1 from ${examRequests} where ${examRequests.id} = ${examResults.examRequestId} and ${examRequests.workplaceId} = ${this.workplaceId})`,
        ),
      );
  }
}
