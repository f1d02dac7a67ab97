import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { signedInAnswer } from '@/lib/lazy-schemas';
import { readersQueryKey } from '@/lib/readers';
import { useApi } from '@/lib/services-context';
import type { UpdateSent } from '@/lib/signed-in-schemas';

/**
 * POST /workplace/readers/{code}/update: sends the portal's current firmware to the reader (§9: 5 to 10
 * minutes; its progress comes through the reader's live status). Refused during an exam
 * (READER_UPDATE_REFUSED_DURING_EXAM), while updating (READER_UPDATING) and when offline (READER_OFFLINE).
 */
export function updateReader(api: ApiClient, cnpj: string, code: string): Promise<UpdateSent> {
  return api.request(`/workplace/readers/${encodeURIComponent(code)}/update`, {
    method: 'POST',
    headers: { cnpj },
    schema: signedInAnswer('updateSentSchema'),
  });
}

export function useUpdateReader(cnpj: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => updateReader(api, cnpj, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readersQueryKey(cnpj) }),
  });
}
