import {
  type AddWorkerBody,
  type OperatorBody,
  type OperatorPatch,
  operatorListSchema,
  operatorViewSchema,
} from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

/** Everything cached about a workplace's people: any change refreshes the list. */
export const operatorsKey = (cnpj: string) => ['operators', cnpj] as const;

/** GET /operators: the workplace's people (managers). */
export function operatorsQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: operatorsKey(cnpj),
    queryFn: ({ signal }) =>
      api.request('/operators', { headers: { cnpj }, schema: operatorListSchema, signal }),
  });
}

export const createOperator = (api: ApiClient, cnpj: string, body: OperatorBody) =>
  api.request('/operators', { method: 'POST', headers: { cnpj }, body, schema: operatorViewSchema });

export const updateOperator = (api: ApiClient, cnpj: string, id: string, body: OperatorPatch) =>
  api.request(`/operators/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { cnpj },
    body,
    schema: operatorViewSchema,
  });

/** POST /operators/workers: someone who already has an account starts working here. */
export const addWorker = (api: ApiClient, cnpj: string, body: AddWorkerBody) =>
  api.request('/operators/workers', {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: operatorViewSchema,
  });

/** DELETE /operators/workers/:userId: answers 204 with no body. */
export const removeWorker = (api: ApiClient, cnpj: string, userId: string) =>
  api.request(`/operators/workers/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    headers: { cnpj },
  });
