import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

const MINUTE = 60_000;
const basic = `Basic ${Buffer.from('ponto-web:').toString('base64')}`;

async function signedIn() {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const { accessToken, refreshToken } = await signIn(app, user);
  return { user, accessToken, refreshToken };
}

function refresh(refreshToken: string) {
  return app.http.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
  });
}

function call(accessToken: string) {
  return app.http.inject({ method: 'GET', url: '/auth/session', headers: { token: accessToken } });
}

/** Whether every refresh token of the access token's session is revoked (the session ended). */
async function sessionEnded(accessToken: string): Promise<boolean> {
  const familyId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).fam;
  const rows = await app.database.db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return rows.length > 0 && rows.every((row) => row.revokedAt !== null);
}

describe('session limits', () => {
  it('refuses a renewal 12 hours after the sign-in, however active the session, and ends it', async () => {
    const start = app.clock.now().getTime();
    let { accessToken, refreshToken } = await signedIn();
    // Busy all day: a call and a renewal every 14 minutes, up to 11 h 54.
    let expiresIn = 0;
    while (app.clock.now().getTime() + 14 * MINUTE < start + 12 * 60 * MINUTE) {
      app.clock.advance(14 * MINUTE);
      expect((await call(accessToken)).statusCode).toBe(200);
      const renewed = await refresh(refreshToken);
      expect(renewed.statusCode).toBe(200);
      ({ access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn } = renewed.json());
    }
    // The last access token ends with the session, not 15 minutes after it was issued.
    expect(expiresIn).toBeLessThan(900);
    app.clock.set(new Date(start + 12 * 60 * MINUTE));
    expect((await call(accessToken)).statusCode).toBe(401);
    const late = await refresh(refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('AUTH_LOGIN_EXPIRED');
    expect(await sessionEnded(accessToken)).toBe(true);
  });

  it('counts every authenticated call as activity, not only renewals', async () => {
    let { accessToken, refreshToken } = await signedIn();
    app.clock.advance(14 * MINUTE);
    const renewed = (await refresh(refreshToken)).json();
    accessToken = renewed.access_token;
    refreshToken = renewed.refresh_token;
    app.clock.advance(14 * MINUTE);
    expect((await call(accessToken)).statusCode).toBe(200);
    // 40 minutes after the last renewal, but 26 after the last call: still alive.
    app.clock.advance(26 * MINUTE);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it('refuses a renewal after 30 minutes without activity, and ends the session', async () => {
    const { accessToken, refreshToken } = await signedIn();
    app.clock.advance(29 * MINUTE);
    const renewed = (await refresh(refreshToken)).json();
    expect(renewed.refresh_token).toEqual(expect.any(String));
    app.clock.advance(30 * MINUTE);
    const idle = await refresh(renewed.refresh_token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error.code).toBe('AUTH_LOGIN_EXPIRED');
    expect(await sessionEnded(accessToken)).toBe(true);
    // Ended for good: activity afterwards does not bring it back.
    app.clock.advance(-25 * MINUTE);
    expect((await call(renewed.access_token)).statusCode).toBe(401);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(401);
  });
});

describe('account suspension (§6)', () => {
  async function supportUser() {
    const workplace = await createWorkplace(app.database.db);
    const user = await createUser(app.database.db, { workplaceIds: [workplace.id], roles: ['support'] });
    const res = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: user.document, password: user.password },
    });
    return res.json().accessToken as string;
  }

  const suspend = (accessToken: string, userId: string, suspended = true) =>
    app.http.inject({
      method: 'PUT',
      url: `/accounts/${userId}/suspension`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: suspended ? { suspended, reason: 'pendingPayment' } : { suspended },
    });

  it('takes effect at once: the access token still in date is refused on the next call, renewals too', async () => {
    const support = await supportUser();
    const { user, accessToken, refreshToken } = await signedIn();
    expect((await call(accessToken)).statusCode).toBe(200);
    expect((await suspend(support, user.id)).statusCode).toBe(204);
    const refused = await call(accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AUTH_ACCESS_SUSPENDED');
    const renewal = await refresh(refreshToken);
    expect(renewal.statusCode).toBe(403);
    expect(renewal.json().error.code).toBe('AUTH_ACCESS_SUSPENDED');
    expect(await sessionEnded(accessToken)).toBe(true);
    const login = () =>
      app.http.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { document: user.document, password: user.password },
      });
    expect((await login()).json().error.code).toBe('AUTH_ACCESS_SUSPENDED');
    // Lifted: the user signs in again (the ended sessions stay ended).
    expect((await suspend(support, user.id, false)).statusCode).toBe(204);
    expect((await login()).statusCode).toBe(200);
    expect((await call(accessToken)).statusCode).toBe(401);
  });

  it('is for support staff only, and answers 404 for an unknown account', async () => {
    const someone = await signedIn();
    const target = await signedIn();
    const forbidden = await suspend(someone.accessToken, target.user.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    expect((await call(target.accessToken)).statusCode).toBe(200);
    const missing = await suspend(await supportUser(), crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
  });
});
