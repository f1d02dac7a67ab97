import { type ReaderOverview, readerOverviewSchema } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { readersQueryKey } from '@/lib/readers';
import { useApi } from '@/lib/services-context';

/** POST /workplace/readers: registers a reader by the code on its label (§5: must exist, not yet registered). */
export function registerReader(api: ApiClient, cnpj: string, code: string): Promise<ReaderOverview> {
  return api.request('/workplace/readers', {
    method: 'POST',
    headers: { cnpj },
    body: { code },
    schema: readerOverviewSchema,
  });
}

export function useRegisterReader(cnpj: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => registerReader(api, cnpj, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readersQueryKey(cnpj) }),
  });
}
