import type { LoginResponse } from '@ponto/domain';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Signs a user in through the portal's login; the answer of that one session. */
export async function signIn(app: Pick<TestApp, 'http'>, user: { document: string; password: string }) {
  const res = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LoginResponse;
}
