import { type ClientQuizLink, clientQuizLinkSchema } from '@ponto/domain';
import type { ApiClient } from '@/lib/api-client';

/** POST /pre-exams/:id/quiz-link: a 7-day /clientquiz link for the patient (docs/client-quiz.md). */
export function createQuizLink(api: ApiClient, cnpj: string, preExamId: string): Promise<ClientQuizLink> {
  return api.request(`/pre-exams/${encodeURIComponent(preExamId)}/quiz-link`, {
    method: 'POST',
    headers: { cnpj },
    schema: clientQuizLinkSchema,
  });
}
