import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { signedInAnswer } from './lazy-schemas';

export const localAnalysisQueryKey = (cnpj: string) => ['localAnalysis', cnpj] as const;

/** GET /local-analysis: the workplace's results waiting for confirmation; live messages keep it current. */
export function localAnalysisQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: localAnalysisQueryKey(cnpj),
    queryFn: ({ signal }) =>
      api.request('/local-analysis', {
        headers: { cnpj },
        schema: signedInAnswer('localAnalysisListSchema'),
        signal,
      }),
  });
}
