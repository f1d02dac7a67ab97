import { type ClientQuizView, clientQuizViewSchema, type QuizForm } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

/** GET /public/client-quiz: sent without the session's token (api-client carriesToken). */
export function clientQuizQueryOptions(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['clientQuiz', token],
    queryFn: ({ signal }): Promise<ClientQuizView> =>
      api.request(`/public/client-quiz?token=${encodeURIComponent(token)}`, {
        schema: clientQuizViewSchema,
        signal,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /public/client-quiz: the patient's answers (204). */
export function submitClientQuiz(api: ApiClient, token: string, answers: QuizForm): Promise<void> {
  return api.request('/public/client-quiz', { method: 'POST', body: { token, answers } });
}
