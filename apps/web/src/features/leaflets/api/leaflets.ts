import { leafletSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

/** GET /leaflets?lot=: the leaflet the lot code selects, its texts in `lang`. */
export function leafletByLotQueryOptions(api: ApiClient, lot: string, lang: string) {
  return queryOptions({
    queryKey: ['leaflets', 'lot', lot, lang],
    queryFn: ({ signal }) =>
      api.request(`/leaflets?${new URLSearchParams({ lot, lang })}`, { schema: leafletSchema, signal }),
    // A wrong code or an unpublished leaflet does not become right by asking again.
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/** GET /leaflets/:code/leaflet.pdf in `lang`. */
export const leafletPdfPath = (code: string, lang: string) =>
  `/leaflets/${encodeURIComponent(code)}/leaflet.pdf?${new URLSearchParams({ lang })}`;
