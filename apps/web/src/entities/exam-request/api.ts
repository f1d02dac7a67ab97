import type { ExamRunDetail, ExamState } from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { examRequestKey, examRequestsKey } from '@/lib/exam-request-keys';
import { signedInAnswer } from '@/lib/lazy-schemas';

export type { FlowReservation } from '@/lib/signed-in-schemas';

const examRunDetailAnswer = signedInAnswer('examRunDetailSchema');
const reservationAnswer = signedInAnswer('flowReservationSchema');

export { examRequestKey, examRequestsKey };

export function examRequestQueryOptions(api: ApiClient, cnpj: string, id: string) {
  return queryOptions({
    queryKey: examRequestKey(cnpj, id),
    queryFn: ({ signal }) =>
      api.request(`/exam-requests/${id}`, { headers: { cnpj }, schema: examRunDetailAnswer, signal }),
  });
}

/** GET /exam-requests by states ('load more' pages). */
export function examRequestsQueryOptions(
  api: ApiClient,
  cnpj: string,
  states: readonly ExamState[],
  search = '',
) {
  return infiniteQueryOptions({
    queryKey: [...examRequestsKey(cnpj), 'list', states.join(','), search],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ state: states.join(','), limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      if (search) query.set('q', search);
      return api.request(`/exam-requests?${query}`, {
        headers: { cnpj },
        schema: signedInAnswer('examRequestListSchema'),
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

const post = (api: ApiClient, cnpj: string, path: string, body: unknown = {}) =>
  api.request<ExamRunDetail>(path, { method: 'POST', headers: { cnpj }, body, schema: examRunDetailAnswer });

export const examRunCalls = {
  start: (api: ApiClient, cnpj: string, id: string, body: { readerCode: string; tube3VolumeUl?: number }) =>
    post(api, cnpj, `/exam-requests/${id}/start`, body),
  cancel: (api: ApiClient, cnpj: string, id: string) => post(api, cnpj, `/exam-requests/${id}/cancel`),
  continue: (api: ApiClient, cnpj: string, id: string) => post(api, cnpj, `/exam-requests/${id}/continue`),
  recollect: (api: ApiClient, cnpj: string, id: string, reason?: string) =>
    post(api, cnpj, `/exam-requests/${id}/recollect`, reason ? { reason } : {}),
  rate: (api: ApiClient, cnpj: string, id: string, rating: number) =>
    post(api, cnpj, `/exam-requests/${id}/rating`, { rating }),
};

/** §4 the Flow reader a Lens holds for its blood counts. */
export const flowReservationCalls = {
  get: (api: ApiClient, cnpj: string, lens: string) =>
    api.request(`/readers/${encodeURIComponent(lens)}/flow-reservation`, {
      headers: { cnpj },
      schema: reservationAnswer,
    }),
  reserve: (api: ApiClient, cnpj: string, lens: string, flowCode: string) =>
    api.request(`/readers/${encodeURIComponent(lens)}/flow-reservation`, {
      method: 'PUT',
      headers: { cnpj },
      body: { flowCode },
      schema: reservationAnswer,
    }),
};
