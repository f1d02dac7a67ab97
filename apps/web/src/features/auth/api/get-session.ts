import type { Session } from '@ponto/domain';
import type { ApiClient } from '@/lib/api-client';
import { sessionAnswer } from '@/lib/lazy-schemas';

/** GET /auth/session: re-validates a stored session on start (renewing the token if it expired). */
export function getSession(api: ApiClient): Promise<Session> {
  return api.get('/auth/session', sessionAnswer);
}

/**
 * Whether the session kept in this tab is one this version of the portal reads (the session store checks
 * only its tokens): one that is not is dropped, and the login shows.
 */
export async function storedSessionIsValid(session: unknown): Promise<boolean> {
  const schema = await sessionAnswer();
  try {
    schema.parse(session);
    return true;
  } catch {
    return false;
  }
}
