import { type NullifyBody, nullifiedListSchema, nullifiedSchema } from '@ponto/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

export const nullifiedKey = (cnpj: string) => ['nullified', cnpj] as const;

/** POST /capsules/nullify. */
export function nullifyCapsule(api: ApiClient, cnpj: string, body: NullifyBody) {
  return api.request('/capsules/nullify', {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: nullifiedSchema,
  });
}

/** GET /capsules/nullified, 'load more' pages. */
export function nullifiedQueryOptions(api: ApiClient, cnpj: string) {
  return infiniteQueryOptions({
    queryKey: nullifiedKey(cnpj),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return api.request(`/capsules/nullified?${query}`, {
        headers: { cnpj },
        schema: nullifiedListSchema,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
