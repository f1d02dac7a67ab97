import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  // Three attempts an hour per account; the per-address limit out of the way.
  app = await createTestApp({ AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '3', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

let address = 0;
/** Each attempt from another address, as a guesser spread over many machines would. */
const login = (document: string, password: string) =>
  app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document, password },
    remoteAddress: `10.20.${Math.floor(++address / 250)}.${address % 250}`,
  });

async function account() {
  const workplace = await createWorkplace(app.database.db);
  return createUser(app.database.db, { workplaceIds: [workplace.id], roles: ['operator', 'integrator'] });
}

const masked = (document: string) =>
  `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`;

describe('sign-in attempts per account', () => {
  it('refuses the attempt over the hourly limit for one document, from any address, even with the right password', async () => {
    const user = await account();
    expect((await login(user.document, 'wrong-one')).statusCode).toBe(401);
    // The same document with its mask counts as the same account.
    expect((await login(masked(user.document), 'wrong-one')).statusCode).toBe(401);
    expect((await login(user.document, 'wrong-one')).statusCode).toBe(401);
    const refused = await login(user.document, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.retryAfterSeconds).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.json().accessToken).toBeUndefined();

    // Another account from the same addresses is not affected.
    const other = await account();
    expect((await login(other.document, other.password)).statusCode).toBe(200);
  });

  it('answers an unknown document the same way (no account enumeration)', async () => {
    const unknown = '52998224725';
    for (let i = 0; i < 3; i++) expect((await login(unknown, 'whatever1')).statusCode).toBe(401);
    expect((await login(unknown, 'whatever1')).json().error.code).toBe('RATE_LIMITED');
  });

  it('counts the integration API’s password sign-in for the same account', async () => {
    const user = await account();
    for (let i = 0; i < 3; i++) expect((await login(user.document, 'wrong-one')).statusCode).toBe(401);
    const token = await app.http.inject({
      method: 'POST',
      url: '/integration/v1/token',
      payload: { grant_type: 'password', username: user.document, password: user.password },
      remoteAddress: '10.99.0.1',
    });
    expect(token.statusCode).toBe(429);
    expect(token.json().error.code).toBe('RATE_LIMITED');
  });
});
