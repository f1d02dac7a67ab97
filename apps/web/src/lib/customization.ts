import type { Customization } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';
import { customizationAnswer } from './first-answers';
import { useServices } from './services-context';

export type { Customization } from '@ponto/domain';

export function customizationQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['customization'],
    queryFn: () => api.get('/specialist/customization', customizationAnswer),
    staleTime: Number.POSITIVE_INFINITY,
    // The portal's settings: read once and kept while the page lives, watched or not.
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export interface CustomizationState {
  data: Customization | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The customization for the screens before sign-in and what is above every page (root layout, guard,
 * login): read through the query cache (`fetchQuery`, one call shared with `useQuery` elsewhere) without a
 * query observer, whose code the first download does without.
 */
export function useCustomization(enabled = true): CustomizationState {
  const { api, queryClient } = useServices();
  const [state, setState] = useState<CustomizationState>(() => {
    const data = queryClient.getQueryData<Customization>(['customization']);
    return { data, isPending: data === undefined, isError: false };
  });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    queryClient.fetchQuery(customizationQueryOptions(api)).then(
      (data) => active && setState({ data, isPending: false, isError: false }),
      () => active && setState({ data: undefined, isPending: false, isError: true }),
    );
    return () => {
      active = false;
    };
  }, [api, queryClient, enabled]);
  return state;
}
