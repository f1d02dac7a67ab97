import { type PreExamCreated, type PreExamSubmission, preExamCreatedSchema } from '@ponto/domain';
import type { ApiClient } from '@/lib/api-client';

/** POST /pre-exams (docs/new-exam.md): the patient or animal and the order, saved in one transaction. */
export function createPreExam(
  api: ApiClient,
  cnpj: string,
  body: PreExamSubmission,
): Promise<PreExamCreated> {
  return api.request('/pre-exams', { method: 'POST', headers: { cnpj }, body, schema: preExamCreatedSchema });
}
