import {
  type OrderStatus,
  orderableExamsSchema,
  orderDetailSchema,
  orderPageSchema,
  type PlaceOrderBody,
} from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

/** Everything cached about a workplace's orders: a change to one order refreshes them all. */
export const ordersKey = (cnpj: string) => ['orders', cnpj] as const;

/** GET /orders/products: what the workplace can order. */
export function orderableQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...ordersKey(cnpj), 'products'],
    queryFn: ({ signal }) =>
      api.request('/orders/products', { headers: { cnpj }, schema: orderableExamsSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /orders, newest first, 'load more' pages, optionally of one status. */
export function ordersQueryOptions(api: ApiClient, cnpj: string, status: OrderStatus | null) {
  return infiniteQueryOptions({
    queryKey: [...ordersKey(cnpj), 'list', status ?? 'all'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (status) query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      return api.request(`/orders?${query}`, { headers: { cnpj }, schema: orderPageSchema, signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /orders/:id. */
export function orderQueryOptions(api: ApiClient, cnpj: string, id: string) {
  return queryOptions({
    queryKey: [...ordersKey(cnpj), 'detail', id],
    queryFn: ({ signal }) =>
      api.request(`/orders/${encodeURIComponent(id)}`, {
        headers: { cnpj },
        schema: orderDetailSchema,
        signal,
      }),
  });
}

export const placeOrder = (api: ApiClient, cnpj: string, body: PlaceOrderBody) =>
  api.request('/orders', { method: 'POST', headers: { cnpj }, body, schema: orderDetailSchema });

export const cancelOrder = (api: ApiClient, cnpj: string, id: string) =>
  api.request(`/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    headers: { cnpj },
    schema: orderDetailSchema,
  });

/** GET /orders/arrival: the shipped order of this invoice, to check before confirming. */
export const findArrival = (api: ApiClient, cnpj: string, invoice: string) =>
  api.request(`/orders/arrival?${new URLSearchParams({ invoice })}`, {
    headers: { cnpj },
    schema: orderDetailSchema,
  });

/** POST /orders/arrival: received, and its lots join the stock. */
export const confirmArrival = (api: ApiClient, cnpj: string, invoice: string) =>
  api.request('/orders/arrival', {
    method: 'POST',
    headers: { cnpj },
    body: { invoice },
    schema: orderDetailSchema,
  });
