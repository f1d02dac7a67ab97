import { type PreExamDetail, preExamDetailSchema } from '@ponto/domain';
import type { ApiClient } from '@/lib/api-client';

/** GET /pre-exams/{id}: the saved pre-exam with each exam's exam request (to start it on a reader). */
export function getPreExam(api: ApiClient, cnpj: string, id: string): Promise<PreExamDetail> {
  return api.request(`/pre-exams/${id}`, { headers: { cnpj }, schema: preExamDetailSchema });
}
