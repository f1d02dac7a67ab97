import type { LoginResponse } from '@ponto/domain';
import { useCallback, useState } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { loginAnswer } from '@/lib/lazy-schemas';
import { onlyDigits } from '@/lib/masks';
import { useServices } from '@/lib/services-context';

export interface LoginInput {
  document: string;
  password: string;
}

/** POST /auth/login (docs/sign-in.md). */
export function login(api: ApiClient, input: LoginInput): Promise<LoginResponse> {
  return api.post(
    '/auth/login',
    { document: onlyDigits(input.document), password: input.password },
    loginAnswer,
  );
}

/**
 * Signs in and stores the session; the login route's guard then leaves the login page. A plain hook (no
 * query mutation): the login is the first screen and keeps its code small.
 */
export function useLogin() {
  const services = useServices();
  const [pending, setPending] = useState(false);
  const signIn = useCallback(
    async (input: LoginInput) => {
      setPending(true);
      services.store.setLogoutReason(null);
      try {
        await services.completeLogin(await login(services.api, input));
      } finally {
        setPending(false);
      }
    },
    [services],
  );
  return { signIn, pending };
}
