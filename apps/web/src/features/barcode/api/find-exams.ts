import { examStateSchema, examStepSchema } from '@ponto/domain';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const foundExamSchema = z.object({
  id: z.string(),
  examCode: z.string(),
  examName: z.record(z.string(), z.string()),
  patientName: z.string(),
  protocolNumber: z.string(),
  state: examStateSchema,
  step: examStepSchema.nullable(),
  createdAt: z.string(),
});
export type FoundExam = z.infer<typeof foundExamSchema>;

const answerSchema = z.object({ items: z.array(foundExamSchema), nextCursor: z.string().nullable() });

/** GET /exam-requests?q= — the workplace's exams whose protocol number or patient name contains the text. */
export function findExams(api: ApiClient, cnpj: string, text: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ q: text, limit: '20' });
  return api.request(`/exam-requests?${query}`, { headers: { cnpj }, schema: answerSchema, signal });
}
