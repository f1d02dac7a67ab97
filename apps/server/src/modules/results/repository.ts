import { normaliseDecimal, parseQualitative, type RectifyInput } from '@ponto/domain';
import { and, asc, eq } from 'drizzle-orm';
import { anyOfIds, idsValue } from '../../db/any-of';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/database';
import { examAnalytes, examResults, exams, resultRevisions } from '../../db/schema';

export type AnalyteRow = typeof examAnalytes.$inferSelect;
export type ResultRow = typeof examResults.$inferSelect;
export type NewResult = typeof examResults.$inferInsert;
export type RevisionRow = typeof resultRevisions.$inferSelect;

/** The results of several exam requests, by exam request and analyte. */
const resultsOfMany = builtOnce((db) =>
  db
    .select()
    .from(examResults)
    .where(anyOfIds(examResults.examRequestId, 'ids'))
    .orderBy(asc(examResults.examRequestId), asc(examResults.analyteCode))
    .prepare(''),
);

/** Which of several exam requests had a result rectified. */
const rectifiedAmongOf = builtOnce((db) =>
  db
    .selectDistinct({ id: resultRevisions.examRequestId })
    .from(resultRevisions)
    .where(anyOfIds(resultRevisions.examRequestId, 'ids'))
    .prepare(''),
);

/** The SQL of §3 results: the catalogue's analytes of an exam, and the results of an exam request. */
export class ResultRepository {
  constructor(private readonly db: Db) {}

  analytesOf(examId: string): Promise<AnalyteRow[]> {
    return this.db
      .select()
      .from(examAnalytes)
      .where(eq(examAnalytes.examId, examId))
      .orderBy(asc(examAnalytes.code));
  }

  async methodologyOf(examId: string): Promise<string | null> {
    const [row] = await this.db.select({ m: exams.methodology }).from(exams).where(eq(exams.id, examId));
    return row?.m ?? null;
  }

  async insert(rows: NewResult[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(examResults).values(rows);
  }

  /** A new measurement of the exam (a redo, a resent result) replaces the one it had. */
  async replace(examRequestId: string, rows: NewResult[]): Promise<void> {
    await this.db.delete(examResults).where(eq(examResults.examRequestId, examRequestId));
    await this.insert(rows);
  }

  async ofRun(runId: string): Promise<ResultRow[]> {
    return this.db.select().from(examResults).where(eq(examResults.runId, runId));
  }

  of(examRequestId: string): Promise<ResultRow[]> {
    return this.db
      .select()
      .from(examResults)
      .where(eq(examResults.examRequestId, examRequestId))
      .orderBy(asc(examResults.analyteCode));
  }

  /** Changes the values given (checked already), keeping each old value in result_revisions. */
  async rectify(examRequestId: string, input: RectifyInput, by: string, at: Date): Promise<string[]> {
    const current = await this.of(examRequestId);
    const changed: string[] = [];
    for (const given of input.analytes) {
      const row = current.find((r) => r.analyteCode === given.code);
      if (!row) continue;
      const value = row.qualitative
        ? String(parseQualitative(given.value))
        : (normaliseDecimal(given.value) as string);
      if (value === row.value) continue;
      await this.db
        .update(examResults)
        .set({ value })
        .where(
          and(eq(examResults.examRequestId, examRequestId), eq(examResults.analyteCode, row.analyteCode)),
        );
      await this.db.insert(resultRevisions).values({
        examRequestId,
        analyteCode: row.analyteCode,
        oldValue: row.value,
        newValue: value,
        reason: input.reason,
        by,
        at,
      });
      changed.push(row.analyteCode);
    }
    return changed;
  }

  /** The results of several exam requests at once, each one's by analyte code. */
  async ofMany(examRequestIds: readonly string[]): Promise<Map<string, ResultRow[]>> {
    const byExam = new Map<string, ResultRow[]>(examRequestIds.map((id) => [id, []]));
    if (examRequestIds.length === 0) return byExam;
    const rows = await resultsOfMany(this.db).execute({ ids: idsValue(examRequestIds) });
    for (const row of rows) byExam.get(row.examRequestId)?.push(row);
    return byExam;
  }

  /** Which of these exam requests had a result rectified. */
  async rectifiedAmong(examRequestIds: readonly string[]): Promise<Set<string>> {
    if (examRequestIds.length === 0) return new Set();
    const rows = await rectifiedAmongOf(this.db).execute({ ids: idsValue(examRequestIds) });
    return new Set(rows.map((row) => row.id));
  }

  revisionsOf(examRequestId: string): Promise<RevisionRow[]> {
    return this.db
      .select()
      .from(resultRevisions)
      .where(eq(resultRevisions.examRequestId, examRequestId))
      .orderBy(asc(resultRevisions.at), asc(resultRevisions.id));
  }
}
