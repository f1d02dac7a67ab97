import {
  type ExternalResultInput,
  externalResultProblems,
  isInvalidResult,
  normaliseDecimal,
  parseQualitative,
} from '@ponto/domain';
import { validationError } from '../../platform/errors';
import type { NewResult, ResultRepository } from './repository';

/**
 * The rows of a typed (§2 external) result, checked against the exam's analytes in the catalogue; the
 * analyte's name, unit and limits are copied so the result keeps them. Throws the field errors.
 */
export async function externalResultRows(
  repo: ResultRepository,
  exam: { examRequestId: string; examId: string },
  input: ExternalResultInput,
  enteredBy: string,
  now: Date,
): Promise<{ rows: NewResult[]; invalid: boolean }> {
  const analytes = await repo.analytesOf(exam.examId);
  const problems = externalResultProblems(input, analytes, now);
  if (problems.length > 0) throw validationError(problems);
  const methodology = await repo.methodologyOf(exam.examId);
  const resultAt = input.resultAt ? new Date(input.resultAt) : now;
  const given = new Map(input.analytes.map((a) => [a.code, a.value]));
  const values = analytes.map((a) => {
    const typed = given.get(a.code) as string;
    const value = a.qualitative ? String(parseQualitative(typed)) : (normaliseDecimal(typed) as string);
    return { analyte: a, value };
  });
  const invalid = isInvalidResult(
    values.map((v) => ({ qualitative: v.analyte.qualitative, value: v.value })),
  );
  const rows = values.map(({ analyte, value }) => ({
    examRequestId: exam.examRequestId,
    analyteCode: analyte.code,
    analyteName: analyte.name,
    qualitative: analyte.qualitative,
    value,
    unit: analyte.unit,
    lowerLimit: analyte.lowerLimit,
    upperLimit: analyte.upperLimit,
    valid: !invalid,
    description: input.description || null,
    interferent: input.interferent || null,
    methodology,
    resultAt,
    source: 'external',
    enteredBy,
  }));
  return { rows, invalid };
}
