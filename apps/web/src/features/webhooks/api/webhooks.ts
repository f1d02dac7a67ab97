import {
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

export const webhooksKey = (cnpj: string) => ['webhooks', cnpj] as const;

export function endpointsQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...webhooksKey(cnpj), 'endpoints'],
    queryFn: ({ signal }) =>
      api.request('/webhooks/endpoints', { headers: { cnpj }, schema: webhookEndpointListSchema, signal }),
  });
}

/** The delivery log, newest first, 'load more'. */
export function deliveriesQueryOptions(api: ApiClient, cnpj: string) {
  return infiniteQueryOptions({
    queryKey: [...webhooksKey(cnpj), 'deliveries'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.request(`/webhooks/deliveries${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        headers: { cnpj },
        schema: webhookDeliveryPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const createEndpoint = (api: ApiClient, cnpj: string, input: WebhookEndpointInput) =>
  api.request('/webhooks/endpoints', {
    method: 'POST',
    headers: { cnpj },
    body: input,
    schema: webhookEndpointSchema,
  });

export const patchEndpoint = (api: ApiClient, cnpj: string, id: string, patch: WebhookEndpointPatch) =>
  api.request(`/webhooks/endpoints/${id}`, {
    method: 'PATCH',
    headers: { cnpj },
    body: patch,
    schema: webhookEndpointSchema,
  });

export const deleteEndpoint = (api: ApiClient, cnpj: string, id: string) =>
  api.request(`/webhooks/endpoints/${id}`, { method: 'DELETE', headers: { cnpj } });

export const replayDelivery = (api: ApiClient, cnpj: string, id: string) =>
  api.request(`/webhooks/deliveries/${encodeURIComponent(id)}/replay`, {
    method: 'POST',
    headers: { cnpj },
    schema: webhookDeliverySchema,
  });
