import { z } from 'zod';

/** §3 a qualitative value, one of `qualitativeValues`. */
export const qualitativeValueSchema = z.union([z.literal(0), z.literal(1), z.literal(-1), z.literal(-2)]);

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
