import { z } from 'zod';

/** §3 qualitative result values. */
export const qualitativeValues = { negative: 0, positive: 1, invalid: -1, inconclusive: -2 } as const;
export type QualitativeLabel = keyof typeof qualitativeValues;
export const qualitativeValueSchema = z.union([z.literal(0), z.literal(1), z.literal(-1), z.literal(-2)]);
export type QualitativeValue = z.infer<typeof qualitativeValueSchema>;

export function qualitativeLabel(value: QualitativeValue): QualitativeLabel {
  const entry = Object.entries(qualitativeValues).find(([, v]) => v === value);
  return (entry as [QualitativeLabel, number])[0];
}

/** §3 result of one analyte. Quantitative values are decimal strings so no precision is lost. */
export const resultSchema = z.object({
  analyte: z.string(),
  value: z.union([qualitativeValueSchema, z.string()]),
  unit: z.string().optional(),
  lowerLimit: z.string().optional(),
  upperLimit: z.string().optional(),
  description: z.string().optional(),
  valid: z.boolean(),
  resultAt: z.iso.datetime({ offset: true }),
  processTimeSeconds: z.number().nonnegative().optional(),
  hashcode: z.string().optional(),
  interferentExplanation: z.string().optional(),
  methodology: z.string().optional(),
});
export type Result = z.infer<typeof resultSchema>;
