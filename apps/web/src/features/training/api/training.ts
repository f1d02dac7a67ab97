import {
  type QuizAttemptBody,
  quizAttemptResultSchema,
  sessionSchema,
  trainingCourseViewSchema,
  trainingOverviewSchema,
} from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

/** Everything cached about the user's training: an attempt refreshes it all. */
export const trainingKey = ['training'] as const;

/** GET /training: the user's trails with each course's status and best grade. */
export function trainingQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...trainingKey, 'overview'],
    queryFn: ({ signal }) => api.request('/training', { schema: trainingOverviewSchema, signal }),
  });
}

/** GET /training/courses/:id: lessons and quiz (without the right answers). */
export function courseQueryOptions(api: ApiClient, courseId: string) {
  return queryOptions({
    queryKey: [...trainingKey, 'course', courseId],
    queryFn: ({ signal }) =>
      api.request(`/training/courses/${encodeURIComponent(courseId)}`, {
        schema: trainingCourseViewSchema,
        signal,
      }),
    retry: false,
  });
}

export const submitAttempt = (api: ApiClient, courseId: string, body: QuizAttemptBody) =>
  api.request(`/training/courses/${encodeURIComponent(courseId)}/attempts`, {
    method: 'POST',
    body,
    schema: quizAttemptResultSchema,
  });

export const certificatePath = (courseId: string, lang: string) =>
  `/training/courses/${encodeURIComponent(courseId)}/certificate.pdf?lang=${encodeURIComponent(lang)}`;

/** GET /auth/session: the guard and the menu read the status from the session, so it is read again. */
export const readSession = (api: ApiClient) => api.request('/auth/session', { schema: sessionSchema });
