import type { CriticalNoticeAcknowledgement, CriticalNoticeStatus } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { criticalNoticesKey } from '@/lib/critical-notices';
import { signedInAnswer } from '@/lib/lazy-schemas';

/** GET /critical-notices?status=…: the workplace's critical notices, newest first. */
export function criticalNoticesQueryOptions(api: ApiClient, cnpj: string, status: CriticalNoticeStatus) {
  return queryOptions({
    queryKey: [...criticalNoticesKey(cnpj), status] as const,
    queryFn: ({ signal }) =>
      api.request(`/critical-notices?status=${status}`, {
        headers: { cnpj },
        schema: signedInAnswer('criticalNoticeListSchema'),
        signal,
      }),
  });
}

/** POST /critical-notices/{id}/acknowledgement: who was told, when, how, and that they read the values back. */
export function acknowledgeCriticalNotice(
  api: ApiClient,
  cnpj: string,
  id: string,
  body: CriticalNoticeAcknowledgement,
) {
  return api.request(`/critical-notices/${encodeURIComponent(id)}/acknowledgement`, {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: signedInAnswer('criticalNoticeSchema'),
  });
}
