import {
  batchListSchema,
  type InternalLotBody,
  lotMovementPageSchema,
  recallSchema,
  type StockTransferBody,
  stockListSchema,
  stockLotSchema,
  stockTransferPageSchema,
  stockTransferSchema,
  transferDestinationsSchema,
} from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

/** Everything cached about a workplace's stock: a transfer or an internal lot refreshes it all. */
export const stockKey = (cnpj: string) => ['stock', cnpj] as const;

/** GET /stock: the lots with their §9 flag. */
export function stockQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...stockKey(cnpj), 'lots'],
    queryFn: ({ signal }) => api.request('/stock', { headers: { cnpj }, schema: stockListSchema, signal }),
  });
}

/** GET /stock/lots/:id/movements, newest first, 'load more' pages. */
export function movementsQueryOptions(api: ApiClient, cnpj: string, lotId: string) {
  return infiniteQueryOptions({
    queryKey: [...stockKey(cnpj), 'movements', lotId],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return api.request(`/stock/lots/${encodeURIComponent(lotId)}/movements?${query}`, {
        headers: { cnpj },
        schema: lotMovementPageSchema,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /stock/batches: every lot with the arrivals that brought it. */
export function batchesQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...stockKey(cnpj), 'batches'],
    queryFn: ({ signal }) =>
      api.request('/stock/batches', { headers: { cnpj }, schema: batchListSchema, signal }),
  });
}

export const setInternalLot = (api: ApiClient, cnpj: string, lotId: string, body: InternalLotBody) =>
  api.request(`/stock/lots/${encodeURIComponent(lotId)}/internal-lot`, {
    method: 'PUT',
    headers: { cnpj },
    body,
    schema: stockLotSchema,
  });

/** GET /stock/transfer-destinations: the other workplaces of the network. */
export function destinationsQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...stockKey(cnpj), 'destinations'],
    queryFn: ({ signal }) =>
      api.request('/stock/transfer-destinations', {
        headers: { cnpj },
        schema: transferDestinationsSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** GET /stock/transfers, sent and received, newest first, 'load more' pages. */
export function transfersQueryOptions(api: ApiClient, cnpj: string) {
  return infiniteQueryOptions({
    queryKey: [...stockKey(cnpj), 'transfers'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return api.request(`/stock/transfers?${query}`, {
        headers: { cnpj },
        schema: stockTransferPageSchema,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const transferStock = (api: ApiClient, cnpj: string, body: StockTransferBody) =>
  api.request('/stock/transfers', { method: 'POST', headers: { cnpj }, body, schema: stockTransferSchema });

/** GET /stock/recall: the exams run with a lot (and its nullified capsules) at the user's workplaces. */
export function recallQueryOptions(api: ApiClient, cnpj: string, lot: string) {
  return queryOptions({
    queryKey: [...stockKey(cnpj), 'recall', lot.toUpperCase()],
    queryFn: ({ signal }) =>
      api.request(`/stock/recall?${new URLSearchParams({ lot })}`, {
        headers: { cnpj },
        schema: recallSchema,
        signal,
      }),
  });
}

/** GET /stock/recall.csv: the same list as a file, its header in `lang`. */
export const recallCsvPath = (lot: string, lang: string) =>
  `/stock/recall.csv?${new URLSearchParams({ lot, lang })}`;
