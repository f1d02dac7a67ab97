import { type PasswordChangeBody, type ProfileBody, profileSchema, sessionSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

export const profileKey = ['profile'] as const;

/** GET /profile: the signed-in user's own record. */
export function profileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => api.request('/profile', { schema: profileSchema, signal }),
  });
}

export const saveProfile = (api: ApiClient, body: ProfileBody) =>
  api.request('/profile', { method: 'PUT', body, schema: profileSchema });

/** POST /profile/password: answers 204; the other sessions of the user end. */
export const changePassword = (api: ApiClient, body: PasswordChangeBody) =>
  api.request('/profile/password', { method: 'POST', body });

/** GET /auth/session: the shell shows the user's name from the session, so it is read again after a save. */
export const readSession = (api: ApiClient) => api.request('/auth/session', { schema: sessionSchema });
