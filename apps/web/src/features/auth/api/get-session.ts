import { type Session, sessionSchema } from '@ponto/domain';
import type { ApiClient } from '../../../lib/api-client';

/** GET /auth/session: re-validates a stored session on start (renewing the token if it expired). */
export function getSession(api: ApiClient): Promise<Session> {
  return api.get('/auth/session', sessionSchema);
}
