import {
  type ExamRunDetail,
  type ExternalResultInput,
  examRunDetailSchema,
  type RectifyInput,
} from '@ponto/domain';
import type { ApiClient } from '@/lib/api-client';

/** POST /exam-requests/{id}/results: §2 external exam result entry. */
export function enterExternalResult(api: ApiClient, cnpj: string, id: string, body: ExternalResultInput) {
  return api.request<ExamRunDetail>(`/exam-requests/${id}/results`, {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: examRunDetailSchema,
  });
}

/** POST /exam-requests/{id}/release: the analyst confirms the report's results (§2, §6). */
export function releaseResult(api: ApiClient, cnpj: string, id: string) {
  return api.request<ExamRunDetail>(`/exam-requests/${id}/release`, {
    method: 'POST',
    headers: { cnpj },
    body: {},
    schema: examRunDetailSchema,
  });
}

/** POST /exam-requests/{id}/rectify: a released result changed after confirmation (§4). */
export function rectifyResult(api: ApiClient, cnpj: string, id: string, body: RectifyInput) {
  return api.request<ExamRunDetail>(`/exam-requests/${id}/rectify`, {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: examRunDetailSchema,
  });
}
