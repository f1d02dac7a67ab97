import type { Session } from '@ponto/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { sessionAnswer } from '@/lib/lazy-schemas';
import { useServices } from '@/lib/services-context';

/** PUT /auth/session/workplace: the current workplace, remembered for the user by the server. */
export function selectWorkplace(api: ApiClient, cnpj: string): Promise<Session> {
  return api.put('/auth/session/workplace', { cnpj }, sessionAnswer);
}

export function useSelectWorkplace() {
  const services = useServices();
  return useMutation({
    mutationFn: (cnpj: string) => selectWorkplace(services.api, cnpj),
    onSuccess: async (session) => {
      services.updateSession(session);
      // Everything cached belongs to the previous workplace.
      await services.queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'customization',
      });
    },
  });
}
