import { z } from 'zod';
import { controlSampleCodeProblems } from '../validation/control-sample-code';

export const controlSampleStatuses = ['adequate', 'inadequate'] as const;
export const controlSampleStatusSchema = z.enum(controlSampleStatuses);

export const controlSampleCodeSchema = z
  .string()
  .trim()
  .refine((v) => controlSampleCodeProblems(v).length === 0, 'validation:controlSampleCodeFormat');

/** §3 control sample (quality assurance). */
export const controlSampleSchema = z.object({
  sampleCode: controlSampleCodeSchema,
  value: z.string().optional(),
  range: z.object({ lower: z.string(), upper: z.string() }).optional(),
  status: controlSampleStatusSchema.optional(),
  expectedResult: z.string().optional(),
  standardDeviation: z.string().optional(),
});
export type ControlSample = z.infer<typeof controlSampleSchema>;
