import { type AccountSuspensionInput, accountSummarySchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

const accountListSchema = z.object({ items: z.array(accountSummarySchema) });

/** Every cached search: a suspension or its lifting refreshes them all. */
export const accountsKey = ['support-accounts'] as const;

/** GET /accounts?q=: accounts of the whole network (support staff). */
export function accountsQueryOptions(api: ApiClient, q: string) {
  return queryOptions({
    queryKey: [...accountsKey, q],
    queryFn: ({ signal }) =>
      api.request(`/accounts?q=${encodeURIComponent(q)}`, { schema: accountListSchema, signal }),
    enabled: q !== '',
  });
}

/** PUT /accounts/:id/suspension: answers 204 with no body. */
export const setSuspension = (api: ApiClient, id: string, body: AccountSuspensionInput) =>
  api.request(`/accounts/${encodeURIComponent(id)}/suspension`, { method: 'PUT', body });
