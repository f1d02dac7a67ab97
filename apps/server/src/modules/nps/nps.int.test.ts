import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npsResponses } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
});
afterAll(async () => {
  await app?.stop();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function signIn(createdAt: Date) {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { createdAt, workplaceIds: [workplace.id] });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const due = async () =>
    (await app.http.inject({ method: 'GET', url: '/auth/session', headers })).json().loginPopups
      .nps as boolean;
  return { user, headers, firstDue: login.json().session.loginPopups.nps as boolean, due };
}

const answer = (headers: Record<string, string>, payload: unknown) =>
  app.http.inject({ method: 'POST', url: '/nps', headers, payload: payload as object });

describe('NPS survey popup (§2, §3 login popups)', () => {
  it('is due for an account of two weeks or more; an answer stops it', async () => {
    const { user, headers, firstDue, due } = await signIn(daysAgo(30));
    expect(firstDue).toBe(true);
    expect((await answer(headers, { score: 9, comment: ' Rápido e claro ' })).statusCode).toBe(204);
    expect(await due()).toBe(false);
    const [stored] = await app.database.db
      .select()
      .from(npsResponses)
      .where(eq(npsResponses.userId, user.id));
    expect(stored).toMatchObject({ score: 9, comment: 'Rápido e claro' });
  });

  it('is not due for a new account; "not now" postpones it a week', async () => {
    expect((await signIn(daysAgo(3))).firstDue).toBe(false);
    const { user, headers, due } = await signIn(daysAgo(60));
    expect((await answer(headers, { score: null })).statusCode).toBe(204);
    expect(await due()).toBe(false);
    // Eight days later (the answer moved back) it is asked again.
    await app.database.db
      .insert(npsResponses)
      .values({ userId: user.id, score: null, createdAt: daysAgo(8) });
    await app.database.db
      .delete(npsResponses)
      .where(and(eq(npsResponses.userId, user.id), gt(npsResponses.createdAt, daysAgo(1))));
    expect(await due()).toBe(true);
  });

  it('refuses a score out of 0 to 10 at its field, and a caller without a session', async () => {
    const { headers } = await signIn(daysAgo(30));
    const bad = await answer(headers, { score: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: 'score' })]);
    expect((await answer({}, { score: 5 })).statusCode).toBe(401);
  });
});
