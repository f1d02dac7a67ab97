import { customizationSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';

export type { Customization } from '@ponto/domain';

export function customizationQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['customization'],
    queryFn: () => api.get('/specialist/customization', customizationSchema),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
