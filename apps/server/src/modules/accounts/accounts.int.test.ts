import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../../db/schema';
import { trailUnwritable } from '../../testing/audit-failure';
import { createUser, createWorkplace } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  // Own database: one test makes the audit trail refuse every entry for a moment.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
});
afterAll(async () => {
  await app?.stop();
});

const unique = () => crypto.randomUUID().slice(0, 8);

async function supportStaff() {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id], roles: ['support'] });
  return { user, headers: { token: (await signIn(app, user)).accessToken } };
}

/** An account at two workplaces, with a name no other test uses. */
async function accountAtTwoWorkplaces() {
  const first = await createWorkplace(app.database.db, { name: `Alfa ${unique()}` });
  const second = await createWorkplace(app.database.db, { name: `Beta ${unique()}` });
  const name = `Conta ${unique()} Teste`;
  const user = await createUser(app.database.db, {
    name,
    email: `${unique()}@example.com`,
    workplaceIds: [first.id, second.id],
  });
  return { user, name, workplaces: [first, second] };
}

const search = (headers: Record<string, string>, q: string) =>
  app.http.inject({ method: 'GET', url: `/accounts?q=${encodeURIComponent(q)}`, headers });

const suspension = (headers: Record<string, string>, userId: string, payload: Record<string, unknown>) =>
  app.http.inject({ method: 'PUT', url: `/accounts/${userId}/suspension`, headers, payload });

function entriesAbout(userId: string) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.targetId, userId), inArray(auditLog.action, ['accountSuspended', 'accountReinstated'])),
    );
}

async function suspendedFlag(userId: string) {
  const [row] = await app.database.db.select().from(users).where(eq(users.id, userId));
  return row!.suspended;
}

describe('GET /accounts (support staff search)', () => {
  it('finds an account by CPF digits, masked CPF, e-mail or part of the name, with its workplaces', async () => {
    const { headers } = await supportStaff();
    const { user, name, workplaces } = await accountAtTwoWorkplaces();
    const masked = user.document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    for (const q of [user.document, masked, user.email!, name.split(' ')[1]!]) {
      const res = await search(headers, q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().items, q).toEqual([
        {
          id: user.id,
          name,
          maskedDocument: `***.***.*${user.document.slice(7, 9)}-${user.document.slice(9)}`,
          email: user.email,
          suspended: false,
          workplaces: [
            { name: workplaces[0]!.name, cnpj: workplaces[0]!.cnpj },
            { name: workplaces[1]!.name, cnpj: workplaces[1]!.cnpj },
          ],
        },
      ]);
    }
  });

  it('answers at most 20 accounts', async () => {
    const { headers } = await supportStaff();
    const common = `Homonimo ${unique()}`;
    for (let i = 0; i < 21; i++) await createUser(app.database.db, { name: `${common} ${i}` });
    const res = await search(headers, common);
    expect(res.json().items).toHaveLength(20);
  });

  it('names the field when the text is too short', async () => {
    const { headers } = await supportStaff();
    const res = await search(headers, 'ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual([
      expect.objectContaining({ field: 'q', messageKey: 'validation:searchTooShort' }),
    ]);
  });

  it('is for support staff only', async () => {
    const workplace = await createWorkplace(app.database.db);
    const manager = await createUser(app.database.db, {
      workplaceIds: [workplace.id],
      roles: ['operator', 'manager'],
    });
    const res = await search({ token: (await signIn(app, manager)).accessToken }, 'Conta');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });
});

describe('PUT /accounts/:id/suspension (audited)', () => {
  it('suspends with a reason: one entry in the chain of each workplace of the account, support as actor', async () => {
    const support = await supportStaff();
    const { user, workplaces } = await accountAtTwoWorkplaces();
    const session = await signIn(app, user);
    const res = await suspension(support.headers, user.id, { suspended: true, reason: 'pendingPayment' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await suspendedFlag(user.id)).toBe(true);
    const entries = await entriesAbout(user.id);
    expect(entries.map((e) => e.workplaceId).sort()).toEqual(workplaces.map((w) => w.id).sort());
    for (const entry of entries)
      expect(entry).toMatchObject({
        action: 'accountSuspended',
        outcome: 'success',
        actorId: support.user.id,
        targetType: 'account',
        details: { reason: 'pendingPayment' },
        chain: `workplace:${entry.workplaceId}`,
      });
    // The sessions ended with it.
    const tokens = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(tokens.every((t) => t.revokedAt !== null)).toBe(true);
    const refused = await app.http.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { token: session.accessToken },
    });
    expect(refused.json().error.code).toBe('AUTH_ACCESS_SUSPENDED');
  });

  it('lifts the suspension with one entry per workplace and no reason needed', async () => {
    const support = await supportStaff();
    const workplace = await createWorkplace(app.database.db);
    const user = await createUser(app.database.db, { workplaceIds: [workplace.id], suspended: true });
    const res = await suspension(support.headers, user.id, { suspended: false });
    expect(res.statusCode, res.body).toBe(204);
    expect(await suspendedFlag(user.id)).toBe(false);
    const entries = await entriesAbout(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'accountReinstated',
      workplaceId: workplace.id,
      actorId: support.user.id,
      details: {},
    });
    expect((await signIn(app, user)).accessToken).toEqual(expect.any(String));
  });

  it('puts the entry in the global chain for an account without a workplace', async () => {
    const support = await supportStaff();
    const user = await createUser(app.database.db);
    expect(
      (await suspension(support.headers, user.id, { suspended: true, reason: 'other' })).statusCode,
    ).toBe(204);
    expect((await entriesAbout(user.id)).map((e) => e.chain)).toEqual(['global']);
  });

  it('requires a reason from the list to suspend, naming the field', async () => {
    const support = await supportStaff();
    const { user } = await accountAtTwoWorkplaces();
    for (const payload of [{ suspended: true }, { suspended: true, reason: 'because' }]) {
      const res = await suspension(support.headers, user.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
    }
    expect(await suspendedFlag(user.id)).toBe(false);
    expect(await entriesAbout(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown account and 403 for anyone but support staff', async () => {
    const support = await supportStaff();
    const missing = await suspension(support.headers, crypto.randomUUID(), {
      suspended: true,
      reason: 'pendingPayment',
    });
    expect(missing.statusCode).toBe(404);
    const { user, workplaces } = await accountAtTwoWorkplaces();
    const manager = await createUser(app.database.db, {
      workplaceIds: [workplaces[0]!.id],
      roles: ['operator', 'manager'],
    });
    const forbidden = await suspension({ token: (await signIn(app, manager)).accessToken }, user.id, {
      suspended: true,
      reason: 'pendingPayment',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await suspendedFlag(user.id)).toBe(false);
  });

  it('leaves the account as it was when the audit entry cannot be written (503)', async () => {
    const support = await supportStaff();
    const { user } = await accountAtTwoWorkplaces();
    const session = await signIn(app, user);
    const res = await trailUnwritable(app, () =>
      suspension(support.headers, user.id, { suspended: true, reason: 'securityIncident' }),
    );
    expect([res.statusCode, res.json().error.code]).toEqual([503, 'AUDIT_UNAVAILABLE']);
    expect(await suspendedFlag(user.id)).toBe(false);
    const call = await app.http.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { token: session.accessToken },
    });
    expect(call.statusCode).toBe(200);
  });
});
