import type { ControlResult, ExamKind, WestgardRule } from '@ponto/domain';
import type { controlResults } from '../../db/schema';
import type { ExamRow } from './standing';

type ResultRow = typeof controlResults.$inferSelect;

const num = (value: string | null) => (value === null ? null : Number(value));
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const examRefOf = (exam: Pick<ExamRow, 'id' | 'code' | 'name' | 'kind'>) => ({
  id: exam.id,
  code: exam.code,
  name: exam.name,
  kind: exam.kind as ExamKind,
});

/** A control_results row as the API shows it (controlResultSchema). */
export function toControlResult(
  row: ResultRow,
  reader: { code: string; family: string },
  exam: Pick<ExamRow, 'id' | 'code' | 'name' | 'kind'>,
  startedBy: string | null,
): ControlResult {
  return {
    id: row.id,
    kind: row.kind as ControlResult['kind'],
    status: row.status as ControlResult['status'],
    sampleCode: row.sampleCode,
    material: row.material,
    reader,
    exam: examRefOf(exam),
    lot: row.lot,
    lotExpiresOn: row.lotExpiresOn,
    roundCode: row.roundCode,
    roundClosesAt: iso(row.roundClosesAt),
    analyte: row.analyte,
    unit: row.unit,
    targetMean: num(row.targetMean),
    targetSd: num(row.targetSd),
    rangeLow: num(row.rangeLow),
    rangeHigh: num(row.rangeHigh),
    expectedResult: row.expectedResult,
    value: row.value,
    violations: row.violations as WestgardRule[],
    errorCode: row.errorCode,
    capsuleCode: row.capsuleCode,
    startedBy,
    startedAt: row.startedAt.toISOString(),
    resultAt: iso(row.resultAt),
    endedAt: iso(row.endedAt),
  };
}
