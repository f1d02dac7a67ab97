import { z } from 'zod';
import { normaliseDecimal } from './external-result';

/**
 * A critical range ('critical values'): a quantitative result below `lower` or above `upper` is
 * a critical value — the patient may need care now, not when the report is read. Either bound may be
 * absent. Qualitative results have no critical range.
 */
export interface CriticalRange {
  lower: string | null;
  upper: string | null;
}

export function isCriticalValue(
  result: { qualitative: boolean; value: string; valid: boolean },
  range: CriticalRange | null | undefined,
): boolean {
  if (result.qualitative || !result.valid || !range) return false;
  const value = Number(result.value);
  if (!Number.isFinite(value)) return false;
  if (range.lower !== null && value < Number(range.lower)) return true;
  return range.upper !== null && value > Number(range.upper);
}

const bound = z
  .string()
  .trim()
  .max(20)
  .nullable()
  .transform((text, ctx) => {
    if (text === null || text === '') return null;
    const normal = normaliseDecimal(text);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: 'validation:resultDecimal' });
      return z.NEVER;
    }
    return normal;
  });

/** PUT /critical-ranges/{examCode}/{analyteCode}: a workplace's own range; both empty restores the default. */
export const criticalRangeInputSchema = z
  .object({ lower: bound, upper: bound })
  .refine((r) => r.lower === null || r.upper === null || Number(r.lower) < Number(r.upper), {
    path: ['upper'],
    message: 'validation:criticalRangeInverted',
  });
export type CriticalRangeInput = z.infer<typeof criticalRangeInputSchema>;

/** GET /critical-ranges: each quantitative analyte of the exams the workplace offers. */
export const criticalRangeRowSchema = z.object({
  examCode: z.string(),
  examName: z.record(z.string(), z.string()),
  analyteCode: z.string(),
  analyteName: z.record(z.string(), z.string()),
  unit: z.string().nullable(),
  lowerLimit: z.string().nullable(),
  upperLimit: z.string().nullable(),
  /** The catalogue's range, and the workplace's own when it set one (it then applies). */
  defaultRange: z.object({ lower: z.string().nullable(), upper: z.string().nullable() }),
  ownRange: z.object({ lower: z.string().nullable(), upper: z.string().nullable() }).nullable(),
});
export type CriticalRangeRow = z.infer<typeof criticalRangeRowSchema>;
export const criticalRangeListSchema = z.object({ items: z.array(criticalRangeRowSchema) });
