import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { onlyDigits } from '@/lib/masks';
import { useApi } from '@/lib/services-context';

export type ResetChannel = 'email' | 'phone';

const resetRequestedSchema = z.object({
  resendAvailableAt: z.string(),
  sentTo: z.string().optional(),
});
export type ResetRequested = z.infer<typeof resetRequestedSchema>;

/** POST /auth/password-reset: answers the same for unknown documents (no account enumeration). */
export function requestPasswordReset(
  api: ApiClient,
  input: { document: string; channel: ResetChannel },
): Promise<ResetRequested> {
  return api.post(
    '/auth/password-reset',
    { document: onlyDigits(input.document), channel: input.channel },
    resetRequestedSchema,
  );
}

export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { document: string; channel: ResetChannel }) => requestPasswordReset(api, input),
  });
}

/** POST /auth/password-reset/confirm (§7: the new-password call carries no token). */
export function confirmPasswordReset(
  api: ApiClient,
  input: { token: string; password: string; confirmation: string },
): Promise<void> {
  return api.post('/auth/password-reset/confirm', input);
}

export function useConfirmPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { token: string; password: string; confirmation: string }) =>
      confirmPasswordReset(api, input),
  });
}
