import { protocolListSchema } from '@ponto/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { filtersQuery, type ProtocolFilters } from '../model/filters';

/** GET /protocols with the applied filters, 'load more' pages. */
export function protocolsQueryOptions(api: ApiClient, cnpj: string, filters: ProtocolFilters) {
  return infiniteQueryOptions({
    queryKey: ['protocols', cnpj, filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.request(`/protocols?${filtersQuery(filters, pageParam)}`, {
        headers: { cnpj },
        schema: protocolListSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * POST /protocols/:id/{sheet|labels}/print: the audit trail records the print (docs/audit.md); the browser
 * prints only once it has.
 */
export const recordPrint = (api: ApiClient, cnpj: string, preExamId: string, what: 'sheet' | 'labels') =>
  api.request<void>(`/protocols/${encodeURIComponent(preExamId)}/${what}/print`, {
    method: 'POST',
    headers: { cnpj },
  });
