import { type LoginResponse, loginResponseSchema } from '@ponto/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { onlyDigits } from '../../../lib/masks';
import { useServices } from '../../../lib/services-context';

export interface LoginInput {
  document: string;
  password: string;
}

/** POST /auth/login (docs/auth-api.md). */
export function login(api: ApiClient, input: LoginInput): Promise<LoginResponse> {
  return api.post(
    '/auth/login',
    { document: onlyDigits(input.document), password: input.password },
    loginResponseSchema,
  );
}

/** Signs in and stores the session; the login route's guard then leaves the login page. */
export function useLogin() {
  const services = useServices();
  return useMutation({
    mutationFn: (input: LoginInput) => login(services.api, input),
    onMutate: () => services.store.setLogoutReason(null),
    onSuccess: (response) => services.completeLogin(response),
  });
}
