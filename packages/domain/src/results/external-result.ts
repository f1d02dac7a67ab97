import { z } from 'zod';
import { type QualitativeValue, qualitativeValues } from '../entities/qualitative';
import type { FieldError } from '../errors/api-error';
import { fieldError } from '../validation/messages';

/**
 * §2 external exam result entry: the operator types the result of a test read outside a Ponto reader
 * (a rapid test cassette read by eye, a third-party analyser). One value per analyte of the exam.
 */
export const externalResultInputSchema = z.object({
  /** When the test was read; now when absent. */
  resultAt: z.iso.datetime({ offset: true }).optional(),
  analytes: z
    .array(z.object({ code: z.string().trim().min(1).max(40), value: z.string().trim().max(20) }))
    .min(1)
    .max(50),
  description: z.string().trim().max(500).optional(),
  interferent: z.string().trim().max(500).optional(),
});
export type ExternalResultInput = z.infer<typeof externalResultInputSchema>;

export interface AnalyteRule {
  code: string;
  qualitative: boolean;
}

/** Decimal with a dot or a comma (pt-BR, es-ES, pt-PT type commas), up to 9 integer and 6 decimal digits. */
const decimal = /^-?\d{1,9}(?:[.,]\d{1,6})?$/;

/** A typed quantitative value as a decimal string with a dot (stored as text, no precision lost). */
export function normaliseDecimal(value: string): string | null {
  const text = value.trim();
  return decimal.test(text) ? text.replace(',', '.') : null;
}

/** A typed qualitative value: the §3 codes 0, 1, -1, -2. */
export function parseQualitative(value: string): QualitativeValue | null {
  const n = Number(value.trim());
  return (Object.values(qualitativeValues) as number[]).includes(n) && value.trim() !== ''
    ? (n as QualitativeValue)
    : null;
}

/** The field an analyte's value errors name, so a form shows them at that analyte's input. */
export const analyteField = (code: string) => `analyte.${code}`;

/**
 * The problems of an external result against the exam's analytes: each analyte exactly once, a §3
 * qualitative code for qualitative analytes and a decimal for the others, no reading in the future.
 */
export function externalResultProblems(
  input: ExternalResultInput,
  analytes: readonly AnalyteRule[],
  now: Date,
): FieldError[] {
  const problems: FieldError[] = [];
  const byCode = new Map(analytes.map((a) => [a.code, a]));
  const seen = new Set<string>();
  input.analytes.forEach((given, i) => {
    const rule = byCode.get(given.code);
    if (!rule || seen.has(given.code)) {
      problems.push(fieldError(`analytes.${i}.code`, 'invalidOption'));
      return;
    }
    seen.add(given.code);
    const field = analyteField(given.code);
    if (given.value === '') problems.push(fieldError(field, 'required'));
    else if (rule.qualitative && parseQualitative(given.value) === null)
      problems.push(fieldError(field, 'resultQualitative'));
    else if (!rule.qualitative && normaliseDecimal(given.value) === null)
      problems.push(fieldError(field, 'resultDecimal'));
  });
  for (const analyte of analytes)
    if (!seen.has(analyte.code)) problems.push(fieldError(analyteField(analyte.code), 'required'));
  if (input.resultAt && Date.parse(input.resultAt) > now.getTime())
    problems.push(fieldError('resultAt', 'dateInFuture'));
  return problems;
}

/** A result is invalid when any qualitative analyte reads invalid (-1): the exam then prints no result. */
export function isInvalidResult(values: ReadonlyArray<{ qualitative: boolean; value: string }>): boolean {
  return values.some((v) => v.qualitative && parseQualitative(v.value) === qualitativeValues.invalid);
}
