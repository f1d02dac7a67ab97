import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { chainOf } from './trail';

let app: TestApp;

beforeAll(async () => {
  // Own database: a test here switches the append-only trigger off for a moment to tamper with a row.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
});
afterAll(async () => {
  await app?.stop();
});

async function staff(role: 'manager' | 'operator', workplace?: { id: string; cnpj: string }) {
  const place = workplace ?? (await createWorkplace(app.database.db));
  const user = await createUser(app.database.db, {
    workplaceIds: [place.id],
    roles: [role],
    name: `Ana ${role}`,
  });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  expect(login.statusCode).toBe(200);
  return {
    user,
    workplace: place,
    headers: { authorization: `Bearer ${login.json().accessToken}`, cnpj: place.cnpj },
  };
}

const entriesOf = (workplaceId: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.chain, chainOf(workplaceId)))
    .orderBy(auditLog.seq);

/** Entries recorded after a response is sent land a moment after the client has its answer. */
async function entriesWhen(workplaceId: string, count: number) {
  for (let tries = 0; ; tries++) {
    const entries = await entriesOf(workplaceId);
    if (entries.length >= count || tries > 100) return entries;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the audit trail (issue 13)', () => {
  it('records sign-ins that succeed and fail, with who, when, where and the outcome', async () => {
    const manager = await staff('manager');
    const wrong = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: manager.user.document, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const entries = await entriesOf(manager.workplace.id);
    expect(entries.map((e) => [e.action, e.outcome, e.actorId])).toEqual([
      ['login', 'success', manager.user.id],
      ['login', 'failure', manager.user.id],
    ]);
    expect(entries[1]).toMatchObject({ ip: '127.0.0.1', details: { code: 'AUTH_INVALID_CREDENTIALS' } });
    expect(entries[1]!.details.document).toBe(`***${manager.user.document.slice(-2)}`);
    expect(entries[1]!.requestId).toBeTruthy();
  });

  it('records a sign-in with an unknown document in the global chain', async () => {
    const before = await app.database.db.select().from(auditLog).where(eq(auditLog.chain, 'global'));
    await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: '00000000191', password: 'x' },
    });
    const after = await app.database.db.select().from(auditLog).where(eq(auditLog.chain, 'global'));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      action: 'login',
      outcome: 'failure',
      actorId: null,
      workplaceId: null,
    });
  });

  it('shows managers their workplace’s entries, newest first, filtered; others are refused and that is recorded', async () => {
    const manager = await staff('manager');
    const operator = await staff('operator', manager.workplace);
    const refused = await app.http.inject({ method: 'GET', url: '/audit-log', headers: operator.headers });
    expect(refused.statusCode).toBe(403);
    await entriesWhen(manager.workplace.id, 3); // two sign-ins, the refusal
    const list = await app.http.inject({ method: 'GET', url: '/audit-log', headers: manager.headers });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{
      seq: number;
      action: string;
      actorName: string;
      targetId: string;
    }>;
    expect(items.map((i) => i.seq)).toEqual([...items.map((i) => i.seq)].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({
      action: 'accessDenied',
      actorName: 'Ana operator',
      targetId: 'GET /audit-log',
    });
    const denied = await app.http.inject({
      method: 'GET',
      url: '/audit-log?action=accessDenied&outcome=denied',
      headers: manager.headers,
    });
    expect(denied.json().items).toHaveLength(1);
    const bad = await app.http.inject({
      method: 'GET',
      url: '/audit-log?action=delete',
      headers: manager.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never shows another workplace’s trail (404, not 403)', async () => {
    const mine = await staff('manager');
    const theirs = await staff('manager');
    const res = await app.http.inject({
      method: 'GET',
      url: '/audit-log',
      headers: { ...mine.headers, cnpj: theirs.workplace.cnpj },
    });
    expect(res.statusCode).toBe(404);
  });

  it('exports the trail as CSV, and the export is itself recorded', async () => {
    const manager = await staff('manager');
    const res = await app.http.inject({
      method: 'GET',
      url: '/audit-log/export.csv',
      headers: manager.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('seq,at,action,outcome,actorId,actorName,targetType,targetId,ip,requestId,details');
    expect(lines[1]).toContain(',login,success,');
    expect((await entriesOf(manager.workplace.id)).at(-1)).toMatchObject({
      action: 'export',
      targetType: 'auditLog',
    });
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const manager = await staff('manager');
    const where = and(eq(auditLog.chain, chainOf(manager.workplace.id)), eq(auditLog.seq, 1));
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(app.database.db.update(auditLog).set({ outcome: 'failure' }).where(where))).toMatch(
      /append-only/,
    );
    expect(await refusal(app.database.db.delete(auditLog).where(where))).toMatch(/append-only/);
    expect(await refusal(app.database.db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only/);
  });

  it('detects tampering: the chain breaks at the entry that was changed', async () => {
    const manager = await staff('manager');
    await app.http.inject({
      method: 'GET',
      url: '/audit-log',
      headers: { ...manager.headers, cnpj: '00000000000000' },
    });
    await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: manager.user.document, password: 'x' },
    });
    const intact = await app.http.inject({
      method: 'GET',
      url: '/audit-log/verify',
      headers: manager.headers,
    });
    expect(intact.json()).toEqual({ intact: true, entries: 2, brokenAt: null });
    // Someone with database access rewrites history: the trigger has to be switched off for that.
    await app.database.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_delete`);
    try {
      await app.database.db
        .update(auditLog)
        .set({ outcome: 'success' })
        .where(and(eq(auditLog.chain, chainOf(manager.workplace.id)), eq(auditLog.seq, 2)));
    } finally {
      await app.database.db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_delete`);
    }
    const broken = await app.http.inject({
      method: 'GET',
      url: '/audit-log/verify',
      headers: manager.headers,
    });
    expect(broken.json()).toEqual({ intact: false, entries: 2, brokenAt: 2 });
  });

  it('keeps one unbroken chain when entries are appended at the same time', async () => {
    const workplace = await createWorkplace(app.database.db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.audit.append({
          action: 'patientRead',
          outcome: 'success',
          workplaceId: workplace.id,
          targetType: 'patient',
          targetId: `p${i}`,
          ip: null,
          requestId: null,
        }),
      ),
    );
    expect((await entriesOf(workplace.id)).map((e) => e.seq)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await app.audit.verify(workplace.id)).toEqual({ intact: true, entries: 20, brokenAt: null });
  });

  it('records reads of patient data and exports by the workplace’s users; a failed call is not a read', async () => {
    const operator = await staff('operator');
    const list = await app.http.inject({
      method: 'GET',
      url: '/patients?search=Maria',
      headers: operator.headers,
    });
    expect(list.statusCode).toBe(200);
    const missing = await app.http.inject({
      method: 'GET',
      url: '/patients/6f0c1c1e-0000-4000-8000-000000000000',
      headers: operator.headers,
    });
    expect(missing.statusCode).toBe(404);
    const csv = await app.http.inject({
      method: 'GET',
      url: '/reports/exams.csv?from=2026-03-01&to=2026-03-31&exam=all&model=all',
      headers: operator.headers,
    });
    expect(csv.statusCode).toBe(200);
    const entries = (await entriesWhen(operator.workplace.id, 3)).slice(1); // after the sign-in
    expect(entries.map((e) => [e.action, e.targetType, e.actorId])).toEqual([
      ['patientRead', 'patientList', operator.user.id],
      ['export', 'examReportCsv', operator.user.id],
    ]);
    expect(entries[0]!.details).toEqual({ route: 'GET /patients' });
  });
});
