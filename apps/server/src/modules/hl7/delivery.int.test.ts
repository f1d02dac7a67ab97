import { HL7_AR_MAX_ATTEMPTS, HL7_MESSAGE_PAGE_SIZE } from '@ponto/domain';
import { and, eq } from 'drizzle-orm';
import { Message } from 'node-hl7-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, hl7Messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import { mllpSender } from './mllp';
import { Hl7Repository } from './repository';
import { hl7Fixtures } from './test-fixtures';
import { type LisAnswer, startLis } from './test-lis';
import { Hl7Worker } from './worker';

let app: TestApp;
let worker: Hl7Worker;
const lises: Array<{ close: () => Promise<boolean> }> = [];

beforeAll(async () => {
  // Own database: the worker claims every due message of its database.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  worker = new Hl7Worker({
    repo: new Hl7Repository(app.database.db),
    clock: app.clock,
    log: app.http.log,
    send: mllpSender,
    timeoutMs: 700,
    retryDelaysMs: [60_000],
  });
});
// Each test's pending messages end with it, so the next test's worker rounds see only their own.
afterEach(async () => {
  await app.database.db
    .update(hl7Messages)
    .set({ status: 'failed' })
    .where(eq(hl7Messages.status, 'pending'));
});
afterAll(async () => {
  await app?.stop();
  await Promise.all(lises.map((l) => l.close()));
});

const { manager, call, release } = hl7Fixtures(() => app);
type Op = Awaited<ReturnType<typeof manager>>;

async function lis(answer?: (n: number) => LisAnswer) {
  const started = await startLis(answer);
  lises.push(started);
  return started;
}

async function configure(op: Op, port: number, extra: Record<string, unknown> = {}) {
  const res = await call(op, 'PUT', '/hl7/config', { host: '127.0.0.1', port, ...extra });
  expect(res.statusCode, res.body).toBe(200);
}

const messagesOf = (workplaceId: string) =>
  app.database.db
    .select()
    .from(hl7Messages)
    .where(eq(hl7Messages.workplaceId, workplaceId))
    // A release's messages share their creation time: the id keeps the order the same from one read to the next.
    .orderBy(hl7Messages.createdAt, hl7Messages.id);

const later = (ms: number) => app.clock.set(new Date(app.clock.now().getTime() + ms));

describe('HL7 ORU^R01 to the laboratory system', () => {
  it('on release the LIS receives a valid ORU^R01 per exam: patient, order, LOINC in OBX; AA delivers it', async () => {
    const op = await manager();
    const target = await lis();
    await configure(op, target.port);
    const { cpf, glucose, protocol } = await release(op);
    expect((await messagesOf(op.workplace.id)).map((m) => m.status)).toEqual(['pending', 'pending']);

    expect(await worker.drain()).toBe(2);
    expect(target.received).toHaveLength(2);
    const byExam = (code: string) =>
      target.received.map((text) => new Message({ text })).find((m) => m.get('OBR.4.1').toString() === code)!;
    const m = byExam('GLUCOSE');
    expect(m.get('MSH.9').toRaw()).toBe('ORU^R01^ORU_R01');
    expect(m.get('MSH.12').toString()).toBe('2.5.1');
    expect(m.get('MSH.4.1').toString()).toBe(op.workplace.cnpj);
    expect(m.get('PID.3.1').toString()).toBe(cpf);
    expect(m.get('PID.5.1').toString()).toBe('Souza');
    expect(m.get('OBR.2.1').toString()).toBe(protocol);
    expect(m.get('OBR.25').toString()).toBe('F');
    expect(m.get('SPM.4.3').toString()).toBe('SCT');
    const [glu] = m.get('OBX').toArray();
    expect(glu!.get('3.1').toString()).toBe('41653-7');
    expect(glu!.get('3.3').toString()).toBe('LN');
    expect(glu!.get('3.4').toString()).toBe('GLU');
    expect(glu!.get('2').toString()).toBe('NM');
    expect(glu!.get('5').toString()).toBe('132');
    expect(glu!.get('6.1').toString()).toBe('mg/dL');
    expect(glu!.get('8').toString()).toBe('H');
    const [hiv] = byExam('HIV').get('OBX').toArray();
    expect(hiv!.get('3.1').toString()).toBe('80387-4');
    expect(hiv!.get('2').toString()).toBe('CWE');
    expect(hiv!.get('5.1').toString()).toBe('POS');

    const rows = await messagesOf(op.workplace.id);
    expect(rows.map((r) => [r.status, r.attempts, r.lastAckCode])).toEqual([
      ['delivered', 1, 'AA'],
      ['delivered', 1, 'AA'],
    ]);
    // The log names each exam and its protocol, newest first.
    const log = await call(op, 'GET', '/hl7/messages');
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().items).toHaveLength(2);
    expect(
      log.json().items.find((i: { examRequestId: string }) => i.examRequestId === glucose),
    ).toMatchObject({
      protocolNumber: protocol,
      examCode: 'GLUCOSE',
      status: 'delivered',
      attempts: 1,
      lastAckCode: 'AA',
      lastError: null,
    });
    expect(await worker.drain()).toBe(0);
  });

  it('AE is recorded and retried with backoff; the next AA delivers the same message', async () => {
    const op = await manager();
    const target = await lis((n) => (n <= 2 ? 'AE' : 'AA'));
    await configure(op, target.port);
    await release(op);
    await worker.drain();
    let rows = await messagesOf(op.workplace.id);
    expect(rows.map((r) => [r.status, r.attempts, r.lastAckCode, r.lastError])).toEqual([
      ['pending', 1, 'AE', 'AE'],
      ['pending', 1, 'AE', 'AE'],
    ]);
    expect(rows[0]!.nextAttemptAt.getTime()).toBe(app.clock.now().getTime() + 60_000);
    expect(await worker.drain()).toBe(0); // not due yet
    later(60_000);
    expect(await worker.drain()).toBe(2);
    rows = await messagesOf(op.workplace.id);
    expect(rows.map((r) => [r.status, r.attempts, r.lastAckCode])).toEqual([
      ['delivered', 2, 'AA'],
      ['delivered', 2, 'AA'],
    ]);
    // Resent unchanged: the same control id, so the LIS can tell a repeat.
    const ids = target.received.map((text) => new Message({ text }).get('MSH.10').toString());
    expect(new Set(ids).size).toBe(2);
    expect(ids).toHaveLength(4);
  });

  it('no answer: the timeout is recorded and the message sent again later', async () => {
    const op = await manager();
    const target = await lis(() => null);
    await configure(op, target.port);
    await release(op);
    await worker.drain();
    const [first] = await messagesOf(op.workplace.id);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastAckCode: null,
      lastError: 'no ACK within 0.7 s',
    });
    later(60_000);
    await worker.drain();
    const [second] = await messagesOf(op.workplace.id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, lastError: 'no ACK within 0.7 s' });
    expect(target.received).toHaveLength(4);
  });

  it('a refused connection is recorded and retried; AR stops after its limit; the window ends in failed', async () => {
    const op = await manager();
    const closed = await (await lis()).freePort();
    await configure(op, closed);
    await release(op);
    await worker.drain();
    const [refused] = await messagesOf(op.workplace.id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, lastAckCode: null });
    expect(refused!.lastError).toContain('ECONNREFUSED');

    // A corrected address applies to what is pending.
    const rejecting = await lis(() => 'AR');
    await configure(op, rejecting.port);
    for (let i = 1; i < HL7_AR_MAX_ATTEMPTS; i++) {
      later(60_000);
      await worker.drain();
    }
    const rows = await messagesOf(op.workplace.id);
    expect(rows.map((r) => [r.status, r.attempts, r.lastAckCode])).toEqual([
      ['rejected', HL7_AR_MAX_ATTEMPTS, 'AR'],
      ['rejected', HL7_AR_MAX_ATTEMPTS, 'AR'],
    ]);
    later(60_000);
    expect(await worker.drain()).toBe(0);

    const silent = await lis(() => 'AE');
    await configure(op, silent.port);
    await release(op);
    later(4 * 86_400_000);
    await worker.drain();
    const failed = (await messagesOf(op.workplace.id)).filter((r) => r.status !== 'rejected');
    expect(failed.map((r) => [r.status, r.lastAckCode])).toEqual([
      ['failed', 'AE'],
      ['failed', 'AE'],
    ]);
  });

  it('nothing is queued without a configuration, or while it is off; nothing is sent while off', async () => {
    const op = await manager();
    await release(op);
    expect(await messagesOf(op.workplace.id)).toEqual([]);
    const target = await lis();
    await configure(op, target.port, { enabled: false });
    await release(op);
    expect(await messagesOf(op.workplace.id)).toEqual([]);
    await configure(op, target.port);
    await release(op);
    await configure(op, target.port, { enabled: false });
    expect(await worker.drain()).toBe(0);
    await configure(op, target.port);
    expect(await worker.drain()).toBe(2);
  });
});

describe('a rectified result', () => {
  it('queues a corrected ORU^R01 with a new control id: OBR-25 C, OBX-11 C; delivered like the first', async () => {
    const op = await manager();
    const target = await lis();
    await configure(op, target.port);
    const { glucose } = await release(op);
    expect(await worker.drain()).toBe(2);
    later(60_000);
    const rectified = await call(op, 'POST', `/exam-requests/${glucose}/rectify`, {
      analytes: [{ code: 'GLU', value: '95' }],
      reason: 'Valor digitado errado',
      confirmed: true,
    });
    expect(rectified.statusCode, rectified.body).toBe(200);
    const rows = (await messagesOf(op.workplace.id)).filter((r) => r.examRequestId === glucose);
    expect(rows.map((r) => [r.status, r.corrected])).toEqual([
      ['delivered', false],
      ['pending', true],
    ]);
    expect(rows[1]!.controlId).not.toBe(rows[0]!.controlId);

    expect(await worker.drain()).toBe(1);
    const m = new Message({ text: target.received.at(-1)! });
    expect(m.get('MSH.10').toString()).toBe(rows[1]!.controlId);
    expect(m.get('OBR.4.1').toString()).toBe('GLUCOSE');
    expect(m.get('OBR.25').toString()).toBe('C');
    const [glu] = m.get('OBX').toArray();
    expect(glu!.get('5').toString()).toBe('95');
    expect(glu!.get('11').toString()).toBe('C');
    const log = (await call(op, 'GET', '/hl7/messages')).json().items;
    expect(log[0]).toMatchObject({ examRequestId: glucose, corrected: true, status: 'delivered' });
  });

  it('a correction waits for the result it corrects: an exam’s messages reach the LIS in order', async () => {
    const op = await manager();
    const target = await lis((n) => (n <= 2 ? 'AE' : 'AA'));
    await configure(op, target.port);
    const { glucose } = await release(op);
    expect(await worker.drain()).toBe(2); // both answered AE: pending, due in a minute
    const rectified = await call(op, 'POST', `/exam-requests/${glucose}/rectify`, {
      analytes: [{ code: 'GLU', value: '95' }],
      reason: 'Valor digitado errado',
      confirmed: true,
    });
    expect(rectified.statusCode, rectified.body).toBe(200);
    // The correction is due now, but the original of the same exam is still pending.
    expect(await worker.drain()).toBe(0);
    later(60_000);
    await worker.drain();
    await worker.drain();
    // Made at the same (test) instant: the rows' order says nothing, the flag tells them apart.
    const rows = (await messagesOf(op.workplace.id)).filter((r) => r.examRequestId === glucose);
    expect(rows.map((r) => [r.corrected, r.status]).sort()).toEqual([
      [false, 'delivered'],
      [true, 'delivered'],
    ]);
    const order = target.received
      .map((text) => new Message({ text }))
      .filter((m) => m.get('OBR.4.1').toString() === 'GLUCOSE')
      .map((m) => m.get('OBR.25').toString());
    expect(order.at(-1)).toBe('C');
    expect(order.indexOf('C')).toBe(order.length - 1);
  });

  it('no correction for an exam the LIS was never sent, nor for a rectify that changed nothing', async () => {
    const op = await manager();
    const { glucose } = await release(op);
    const target = await lis();
    await configure(op, target.port);
    const rectify = (value: string) =>
      call(op, 'POST', `/exam-requests/${glucose}/rectify`, {
        analytes: [{ code: 'GLU', value }],
        reason: 'Valor digitado errado',
        confirmed: true,
      });
    expect((await rectify('95')).statusCode).toBe(200);
    expect(await messagesOf(op.workplace.id)).toEqual([]);

    const sent = await release(op);
    await worker.drain();
    const same = await call(op, 'POST', `/exam-requests/${sent.glucose}/rectify`, {
      analytes: [{ code: 'GLU', value: '132' }],
      reason: 'Conferido, sem mudança',
      confirmed: true,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await messagesOf(op.workplace.id)).map((r) => r.corrected)).toEqual([false, false]);
  });
});

describe('sending a message again by hand', () => {
  const resend = (op: Op, id: string) => call(op, 'POST', `/hl7/messages/${id}/resend`);

  it('a manager resends a rejected message: pending, due now, attempts from zero; audited', async () => {
    const op = await manager();
    const target = await lis((n) => (n <= 2 * HL7_AR_MAX_ATTEMPTS ? 'AR' : 'AA'));
    await configure(op, target.port);
    await release(op);
    for (let i = 0; i < HL7_AR_MAX_ATTEMPTS; i++) {
      await worker.drain();
      later(60_000);
    }
    const [rejected] = await messagesOf(op.workplace.id);
    expect(rejected).toMatchObject({ status: 'rejected', attempts: HL7_AR_MAX_ATTEMPTS, lastAckCode: 'AR' });

    const res = await resend(op, rejected!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: rejected!.id,
      controlId: rejected!.controlId,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: app.clock.now().toISOString(),
      // The last answer stays until the next attempt replaces it.
      lastAckCode: 'AR',
    });
    expect(await worker.drain()).toBe(1);
    const [again] = await messagesOf(op.workplace.id);
    expect(again).toMatchObject({ status: 'delivered', attempts: 1, lastAckCode: 'AA' });
    // Sent again unchanged: the same control id.
    expect(new Message({ text: target.received.at(-1)! }).get('MSH.10').toString()).toBe(rejected!.controlId);

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hl7Resend'), eq(auditLog.targetId, rejected!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ outcome: 'success', targetType: 'hl7Message', actorId: op.user.id });
  });

  it('a failed message goes once more; pending and delivered ones are not resent (409)', async () => {
    const op = await manager();
    const target = await lis((n) => (n <= 3 ? 'AE' : 'AA'));
    await configure(op, target.port);
    await release(op);
    // Released 4 days ago (moving the clock instead would outlive the manager's session).
    await app.database.db
      .update(hl7Messages)
      .set({ createdAt: new Date(app.clock.now().getTime() - 4 * 86_400_000) })
      .where(eq(hl7Messages.workplaceId, op.workplace.id));
    await worker.drain();
    const [failed, other] = await messagesOf(op.workplace.id);
    expect([failed!.status, other!.status]).toEqual(['failed', 'failed']);
    // Past its window, a resent message that fails again is failed at once.
    expect((await resend(op, failed!.id)).statusCode).toBe(200);
    expect(await worker.drain()).toBe(1);
    expect((await messagesOf(op.workplace.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await resend(op, failed!.id)).statusCode).toBe(200);
    expect(await worker.drain()).toBe(1);
    expect((await messagesOf(op.workplace.id))[0]).toMatchObject({ status: 'delivered', lastAckCode: 'AA' });

    const delivered = await resend(op, failed!.id);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().error.code).toBe('INVALID_TRANSITION');
    await release(op);
    const pending = (await messagesOf(op.workplace.id)).find((r) => r.status === 'pending');
    expect((await resend(op, pending!.id)).statusCode).toBe(409);
  });

  it('another workplace’s message is not found; an operator may not resend', async () => {
    const a = await manager();
    const target = await lis(() => 'AR');
    await configure(a, target.port);
    await release(a);
    const [message] = await messagesOf(a.workplace.id);
    await app.database.db
      .update(hl7Messages)
      .set({ status: 'rejected' })
      .where(eq(hl7Messages.id, message!.id));
    const b = await manager();
    const foreign = await resend(b, message!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect((await resend(b, crypto.randomUUID())).statusCode).toBe(404);
    const operator = await orderingOperator(app, { user: { roles: ['operator'] } });
    expect((await resend(operator, message!.id)).statusCode).toBe(403);
    const [unchanged] = await messagesOf(a.workplace.id);
    expect(unchanged!.status).toBe('rejected');
    const attempt = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hl7Resend'), eq(auditLog.targetId, message!.id)));
    expect(attempt).toMatchObject([{ outcome: 'failure', actorId: b.user.id }]);
  });
});

describe('HL7 configuration and log for managers', () => {
  it('a manager reads and saves the configuration; an operator may not', async () => {
    const op = await manager();
    expect((await call(op, 'GET', '/hl7/config')).json()).toEqual({ config: null });
    const saved = await call(op, 'PUT', '/hl7/config', { host: ' lis.lab.local ', port: 2575, tls: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().config).toMatchObject({
      host: 'lis.lab.local',
      port: 2575,
      tls: true,
      enabled: true,
    });
    expect((await call(op, 'GET', '/hl7/config')).json()).toEqual(saved.json());

    const operator = await orderingOperator(app, { user: { roles: ['operator'] } });
    for (const [method, url] of [
      ['GET', '/hl7/config'],
      ['PUT', '/hl7/config'],
      ['GET', '/hl7/messages'],
    ] as const) {
      const res = await call(operator, method, url, method === 'PUT' ? { host: 'x', port: 1 } : undefined);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('refuses a bad host or port, naming the field with a translated message', async () => {
    const op = await manager();
    const cases = [
      [{ host: 'lis.lab.local:2575', port: 2575 }, 'host', 'validation:hl7Host'],
      [{ host: 'mllp://lis', port: 2575 }, 'host', 'validation:hl7Host'],
      [{ host: '', port: 2575 }, 'host', 'validation:required'],
      [{ host: 'lis', port: 0 }, 'port', 'validation:hl7Port'],
      [{ host: 'lis', port: 70000 }, 'port', 'validation:hl7Port'],
      [{ host: 'lis', port: '2575x' }, 'port', 'validation:hl7Port'],
    ] as const;
    for (const [body, field, key] of cases) {
      const res = await app.http.inject({
        method: 'PUT',
        url: '/hl7/config',
        headers: { ...op.headers, 'accept-language': 'pt-BR' },
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(body)).toEqual([
        expect.objectContaining({ field, messageKey: key }),
      ]);
    }
    expect((await call(op, 'GET', '/hl7/config')).json()).toEqual({ config: null });
  });

  it('another workplace’s configuration and log are not visible', async () => {
    const a = await manager();
    const target = await lis();
    await configure(a, target.port);
    await release(a);
    const b = await manager();
    expect((await call(b, 'GET', '/hl7/config')).json()).toEqual({ config: null });
    expect((await call(b, 'GET', '/hl7/messages')).json()).toEqual({ items: [], nextCursor: null });
    // B's manager naming A's workplace is told it does not exist.
    const foreign = await app.http.inject({
      method: 'GET',
      url: '/hl7/messages',
      headers: { ...b.headers, cnpj: a.workplace.cnpj },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(a, 'GET', '/hl7/messages')).json().items).toHaveLength(2);
  });

  it('pages the log newest first; a forged cursor is a field error', async () => {
    const op = await manager();
    const target = await lis();
    await configure(op, target.port);
    const { glucose } = await release(op);
    const [template] = await messagesOf(op.workplace.id);
    const base = app.clock.now().getTime();
    await app.database.db.insert(hl7Messages).values(
      Array.from({ length: HL7_MESSAGE_PAGE_SIZE }, (_, i) => ({
        ...template!,
        id: crypto.randomUUID(),
        controlId: `page-${glucose.slice(0, 8)}-${i}`,
        examRequestId: glucose,
        createdAt: new Date(base + (i + 1) * 1000),
      })),
    );
    const first = (await call(op, 'GET', '/hl7/messages')).json();
    expect(first.items).toHaveLength(HL7_MESSAGE_PAGE_SIZE);
    expect(first.items[0].controlId).toBe(`page-${glucose.slice(0, 8)}-${HL7_MESSAGE_PAGE_SIZE - 1}`);
    const second = (await call(op, 'GET', `/hl7/messages?cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const forged = await call(op, 'GET', '/hl7/messages?cursor=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields[0].field).toBe('cursor');
  });
});
