import {
  isInvalidResult,
  normaliseDecimal,
  parseQualitative,
  type ReaderResultDocument,
} from '@ponto/domain';
import type { AnalyteRow, NewResult, ResultRepository } from './repository';

const key = (text: string) => text.trim().toLowerCase();

/** The catalogue analyte a reader's result names: by code, else by its name in any language. */
function analyteNamed(analytes: readonly AnalyteRow[], named: string): AnalyteRow | undefined {
  return (
    analytes.find((a) => key(a.code) === key(named)) ??
    analytes.find((a) => Object.values(a.name).some((n) => key(n) === key(named)))
  );
}

export type ReaderRows =
  | { ok: true; rows: NewResult[]; invalid: boolean }
  | { ok: false; reason: 'analyte' | 'value' | 'missing' };

/**
 * The rows of a result the reader sent, checked against the exam's analytes: each analyte of the
 * catalogue exactly once, qualitative values among the §3 codes, numbers as decimals. The reader's own
 * limits and unit win over the catalogue's (they belong to the lot it measured with).
 */
export async function readerResultRows(
  repo: ResultRepository,
  exam: { examRequestId: string; examId: string },
  document: ReaderResultDocument,
): Promise<ReaderRows> {
  const analytes = await repo.analytesOf(exam.examId);
  const methodology = await repo.methodologyOf(exam.examId);
  const rows: NewResult[] = [];
  const seen = new Set<string>();
  for (const result of document.results) {
    const analyte = analyteNamed(analytes, result.analyte);
    if (!analyte || seen.has(analyte.code)) return { ok: false, reason: 'analyte' };
    seen.add(analyte.code);
    const value = analyte.qualitative
      ? parseQualitative(String(result.value))
      : typeof result.value === 'string'
        ? normaliseDecimal(result.value)
        : null;
    if (value === null) return { ok: false, reason: 'value' };
    rows.push({
      examRequestId: exam.examRequestId,
      analyteCode: analyte.code,
      analyteName: analyte.name,
      qualitative: analyte.qualitative,
      value: String(value),
      unit: result.unit ?? analyte.unit,
      lowerLimit: result.lowerLimit ?? analyte.lowerLimit,
      upperLimit: result.upperLimit ?? analyte.upperLimit,
      valid: result.valid,
      description: result.description ?? null,
      interferent: result.interferentExplanation ?? null,
      methodology: result.methodology ?? methodology,
      resultAt: new Date(result.resultAt),
      processTimeSeconds:
        result.processTimeSeconds === undefined ? null : Math.round(result.processTimeSeconds),
      source: 'reader',
    });
  }
  if (seen.size !== analytes.length) return { ok: false, reason: 'missing' };
  const invalid =
    rows.some((r) => !r.valid) ||
    isInvalidResult(rows.map((r) => ({ qualitative: r.qualitative, value: r.value })));
  return { ok: true, rows, invalid };
}
