import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { auditLog } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { AuditTrail, chainOf } from './service';

let app: TestApp;

beforeAll(async () => {
  // Own database: tests here switch the append-only trigger off for a moment to tamper with rows.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
});
afterAll(async () => {
  await app?.stop();
});

type Json = Record<string, unknown>;

async function staff(role: 'manager' | 'operator', workplace?: { id: string; cnpj: string }) {
  const place = workplace ?? (await createWorkplace(app.database.db));
  const user = await createUser(app.database.db, {
    workplaceIds: [place.id],
    roles: [role],
    name: `Ana ${role}`,
  });
  const { accessToken } = await signIn(app, user);
  return {
    user,
    workplace: place,
    headers: { authorization: `Bearer ${accessToken}`, cnpj: place.cnpj },
  };
}

const entriesOf = (workplaceId: string | null) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.chain, chainOf(workplaceId)))
    .orderBy(auditLog.seq);

const get = (url: string, headers: Record<string, string>) =>
  app.http.inject({ method: 'GET', url, headers });

/** Rewrites history as someone with database rights would: with the append-only trigger switched off. */
async function tamper(statement: ReturnType<typeof sql>) {
  await app.database.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_delete`);
  try {
    await app.database.db.execute(statement);
  } finally {
    await app.database.db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_delete`);
  }
}

async function appendReads(workplaceId: string, count: number, trail = app.audit) {
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      trail.append({
        action: 'patientRead',
        outcome: 'success',
        workplaceId,
        targetType: 'patient',
        targetId: `p${i}`,
        ip: null,
        requestId: null,
      }),
    ),
  );
}

describe('the audit trail', () => {
  it('records sign-ins that succeed and fail, with who, when (UTC), where and the outcome', async () => {
    const manager = await staff('manager');
    const wrong = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: manager.user.document, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const entries = await entriesOf(manager.workplace.id);
    expect(entries.map((e) => [e.action, e.outcome, e.actorId, e.workplaceId])).toEqual([
      ['login', 'success', manager.user.id, manager.workplace.id],
      ['login', 'failure', manager.user.id, manager.workplace.id],
    ]);
    expect(entries[1]).toMatchObject({ ip: '127.0.0.1', details: { code: 'AUTH_INVALID_CREDENTIALS' } });
    expect(entries[1]!.at.getTime()).toBe(app.clock.now().getTime());
    expect(entries[1]!.details.document).toBe(`***${manager.user.document.slice(-2)}`);
    expect(JSON.stringify(entries)).not.toContain('not-the-password');
    expect(entries[1]!.requestId).toBe(wrong.headers['x-request-id']);
  });

  it('records a sign-in with an unknown document in the global chain', async () => {
    const before = await entriesOf(null);
    await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: '00000000191', password: 'x' },
    });
    const after = await entriesOf(null);
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
    for (const url of ['/audit-log', '/audit-log/export.csv', '/audit-log/verify']) {
      const refused = await get(url, operator.headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body).not.toContain('login');
    }
    const list = await get('/audit-log', manager.headers);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Json[];
    expect(items.map((i) => i.seq)).toEqual([5, 4, 3, 2, 1]);
    expect(items[0]).toMatchObject({
      action: 'accessDenied',
      outcome: 'denied',
      actorId: operator.user.id,
      actorName: 'Ana operator',
      targetId: 'GET /audit-log/verify',
    });
    const denied = await get('/audit-log?action=accessDenied&outcome=denied', manager.headers);
    expect((denied.json().items as Json[]).map((i) => i.targetId)).toEqual([
      'GET /audit-log/verify',
      'GET /audit-log/export.csv',
      'GET /audit-log',
    ]);
    const byOperator = await get(`/audit-log?actorId=${operator.user.id}&action=login`, manager.headers);
    expect((byOperator.json().items as Json[]).map((i) => [i.actorName, i.outcome])).toEqual([
      ['Ana operator', 'success'],
    ]);
    const today = app.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(app.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/audit-log?from=${today}&to=${today}`, manager.headers)).json().items).toHaveLength(5);
    expect((await get(`/audit-log?from=${tomorrow}`, manager.headers)).json().items).toHaveLength(0);
    expect((await get('/audit-log?action=delete', manager.headers)).statusCode).toBe(400);
  });

  it('pages newest first by an opaque cursor; a forged cursor is a field error', async () => {
    const manager = await staff('manager');
    await appendReads(manager.workplace.id, 4); // with the sign-in: 5 entries
    const first = await get('/audit-log?limit=2', manager.headers);
    expect((first.json().items as Json[]).map((i) => i.seq)).toEqual([5, 4]);
    const second = await get(`/audit-log?limit=2&cursor=${first.json().nextCursor}`, manager.headers);
    expect((second.json().items as Json[]).map((i) => i.seq)).toEqual([3, 2]);
    const last = await get(`/audit-log?limit=2&cursor=${second.json().nextCursor}`, manager.headers);
    expect(last.json()).toMatchObject({ items: [{ seq: 1 }], nextCursor: null });
    const forged = await get(
      `/audit-log?cursor=${Buffer.from('{"seq":"1; drop"}').toString('base64url')}`,
      manager.headers,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toEqual([expect.objectContaining({ field: 'cursor' })]);
  });

  it('never shows another workplace’s trail (404, not 403), and records the attempt in the caller’s own', async () => {
    const mine = await staff('manager');
    const theirs = await staff('manager');
    const res = await get('/audit-log', { ...mine.headers, cnpj: theirs.workplace.cnpj });
    expect(res.statusCode).toBe(404);
    expect((await entriesOf(mine.workplace.id)).at(-1)).toMatchObject({
      action: 'accessDenied',
      outcome: 'denied',
      actorId: mine.user.id,
      workplaceId: mine.workplace.id,
      targetId: 'GET /audit-log',
      details: { reason: 'workplace', cnpj: theirs.workplace.cnpj },
    });
    // Their trail says nothing about a stranger.
    expect((await entriesOf(theirs.workplace.id)).map((e) => e.action)).toEqual(['login']);
  });

  it('exports the trail as CSV, and the export is itself recorded', async () => {
    const manager = await staff('manager');
    await appendReads(manager.workplace.id, 2);
    const res = await get('/audit-log/export.csv?action=login', manager.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="audit-${manager.workplace.cnpj}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('seq,at,action,outcome,actorId,actorName,targetType,targetId,ip,requestId,details');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^1,.*,login,success,.*,Ana manager,/)]);
    expect((await entriesOf(manager.workplace.id)).at(-1)).toMatchObject({
      action: 'export',
      actorId: manager.user.id,
      targetType: 'auditLog',
      details: { action: 'login' },
    });
  });

  it('exports a trail longer than one database batch whole', async () => {
    const manager = await staff('manager');
    // 1500 entries after the sign-in, written at once (their hashes do not matter to the export).
    await app.database.db.execute(sql`
      INSERT INTO audit_log (chain, seq, at, workplace_id, action, outcome, prev_hash, hash)
      SELECT ${chainOf(manager.workplace.id)}, g, now(), ${manager.workplace.id}::uuid, 'patientRead',
        'success', '-', '-'
      FROM generate_series(2, 1501) AS g`);
    const res = await get('/audit-log/export.csv', manager.headers);
    const lines = res.body.trim().split('\r\n');
    // Header, the sign-in, the reads, and the export recorded before the first line left.
    expect(lines).toHaveLength(1 + 1 + 1500 + 1);
    expect(lines[1]).toMatch(/^1502,/);
    expect(lines.at(-1)).toMatch(/^1,/);
  });

  it('is append-only: the database refuses to change, delete or truncate an entry', async () => {
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
    expect(await entriesOf(manager.workplace.id)).toHaveLength(1);
  });

  it('detects tampering: the chain breaks at the entry that was changed', async () => {
    const manager = await staff('manager');
    await get('/audit-log', { ...manager.headers, cnpj: '00000000000000' }); // a refusal, entry 2
    await appendReads(manager.workplace.id, 1);
    const verify = () => get('/audit-log/verify', manager.headers);
    expect((await verify()).json()).toEqual({ intact: true, entries: 3, brokenAt: null });
    await tamper(
      sql`UPDATE audit_log SET outcome = 'success' WHERE chain = ${chainOf(manager.workplace.id)} AND seq = 2`,
    );
    expect((await verify()).json()).toEqual({ intact: false, entries: 3, brokenAt: 2 });
  });

  it('detects a removed entry, even when the forger renumbers the ones after it', async () => {
    const manager = await staff('manager');
    await appendReads(manager.workplace.id, 3);
    const chain = chainOf(manager.workplace.id);
    await tamper(sql`DELETE FROM audit_log WHERE chain = ${chain} AND seq = 2`);
    expect(await app.audit.verify(manager.workplace.id)).toEqual({ intact: false, entries: 3, brokenAt: 3 });
    await tamper(sql`UPDATE audit_log SET seq = 2 WHERE chain = ${chain} AND seq = 3`);
    await tamper(sql`UPDATE audit_log SET seq = 3 WHERE chain = ${chain} AND seq = 4`);
    expect(await app.audit.verify(manager.workplace.id)).toEqual({ intact: false, entries: 3, brokenAt: 2 });
  });

  it('keeps one unbroken chain when two processes append at the same time', async () => {
    // A second server process: its own pool on the same database, its own AuditTrail.
    const other = openDatabase(app.databaseUrl, () => {});
    try {
      const second = new AuditTrail(other.db, other.pool, app.clock, { error: () => {} });
      const workplace = await createWorkplace(app.database.db);
      await Promise.all([appendReads(workplace.id, 25), appendReads(workplace.id, 25, second)]);
      expect((await entriesOf(workplace.id)).map((e) => e.seq)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect(await app.audit.verify(workplace.id)).toEqual({ intact: true, entries: 50, brokenAt: null });
    } finally {
      await other.close();
    }
  });
});
