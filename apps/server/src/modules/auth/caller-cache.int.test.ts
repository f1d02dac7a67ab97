import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userWorkplaces } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { countRoundTrips } from '../../testing/round-trips';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The door's memory of callers (modules/auth/caller-cache.ts) never outlives a change: whatever changes a
 * user, a membership or a session is seen by the very next call, whoever made the change.
 */

let app: TestApp;
let workplace: Awaited<ReturnType<typeof createWorkplace>>;

async function operator() {
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const login = await signIn(app, user);
  const headers = { authorization: `Bearer ${login.accessToken}`, cnpj: workplace.cnpj };
  const call = (url: string, method: 'GET' | 'POST' = 'GET') =>
    app.http.inject({ method, url, headers, ...(method === 'POST' && { payload: {} }) });
  // Remembered from here on, with the workplace and without.
  expect((await call('/exam-requests/awaiting-release')).statusCode).toBe(200);
  expect((await call('/users/checkToken')).statusCode).toBe(200);
  return { user, login, headers, call };
}

beforeAll(async () => {
  // Its own broker: on a shared one the app handles other tests' device messages, and their statements
  // would be counted with the request's.
  app = await createTestApp({ MQTT_URL: '' });
  workplace = await createWorkplace(app.database.db);
});

afterAll(async () => {
  await app?.stop();
});

describe('the callers the door remembers', () => {
  it('answers a known caller without the database', async () => {
    const { call } = await operator();
    const { result, roundTrips } = await countRoundTrips(() => call('/users/checkToken'));
    expect(result.statusCode).toBe(200);
    expect(roundTrips).toEqual([]);
  });

  it('sees a change of the user committed by this process on the very next call', async () => {
    const { user, call } = await operator();
    await app.database.db.update(users).set({ status: 'PENDING_TRAINING' }).where(eq(users.id, user.id));
    const res = await call('/patients', 'POST');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TRAINING_REQUIRED');
  });

  it('sees a membership ended and a session ended on the very next call', async () => {
    const member = await operator();
    await app.database.db.delete(userWorkplaces).where(eq(userWorkplaces.userId, member.user.id));
    expect((await member.call('/exam-requests/awaiting-release')).statusCode).toBe(404);

    const other = await operator();
    await app.http.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refreshToken: other.login.refreshToken },
    });
    expect((await other.call('/users/checkToken')).statusCode).toBe(401);
  });

  it('hears a change made by another process (another connection) at once', async () => {
    const { user, call } = await operator();
    const elsewhere = new pg.Client({ connectionString: app.databaseUrl });
    await elsewhere.connect();
    try {
      await elsewhere.query('UPDATE users SET suspended = true WHERE id = $1', [user.id]);
    } finally {
      await elsewhere.end();
    }
    // The notice travels on its own connection: it is in within a few milliseconds.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 403; attempt++) {
      status = (await call('/users/checkToken')).statusCode;
      if (status !== 403) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(403);
  });
});
