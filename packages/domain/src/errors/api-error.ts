import { z } from 'zod';
import type { ErrorCode } from './catalogue';

/** A field problem: the field's path (dot-separated) and a message key of the validation namespace. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error body the API answers with, whatever went wrong. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    status: z.number().int(),
    titleKey: z.string(),
    adviceKey: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    retryAfterSeconds: z.number().int().optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export interface ApiErrorShape {
  code: ErrorCode;
  fields?: FieldError[];
  retryAfterSeconds?: number;
}
