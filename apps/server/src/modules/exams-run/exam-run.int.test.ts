import crypto from 'node:crypto';
import { workplaceTopics } from '@ponto/domain';
import { and, eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capsulesUsed, examRequests } from '../../db/schema';
import { createUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import { capsule, eventually, examRunFixtures, type Json, lastEntry, type Operator } from './test-fixtures';

let app: TestApp;
let baseUrl: string;
/** Shared by the restarted server so the operator's token stays valid across it. */
const env = { AUTH_RATE_LIMIT_PER_MINUTE: '1000', JWT_SECRET: crypto.randomBytes(32).toString('hex') };
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Its own database: with the machine's Mosquitto every test app hears every device, and apps of other
  // test files on a shared database would handle this file's exam events too (scale/ is where several
  // processes share one deployment).
  app = await createTestApp({ ...env, PORT: '0' }, undefined, { isolated: true });
  baseUrl = await app.listen();
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

/** The first slice's call shapes over the shared fixtures. */
const reader = (
  op: Operator,
  family = 'Flow',
  status: { state?: string; led?: string; calibration?: Json } = {},
) => fx.reader(op, family, status);
const examRequest = (op: Operator, examCode = 'COVID_AG', fullName = 'Maria Souza') =>
  fx.examRequest(op, examCode, fullName);
const lot = async (op: Operator, expiresOn = '2099-12-31') =>
  (await fx.lot(op, 'COVID_AG', expiresOn)).number;

function start(op: Operator, id: string, readerCode: string, target: TestApp = app) {
  return target.http.inject({
    method: 'POST',
    url: `/exam-requests/${id}/start`,
    headers: op.headers,
    payload: { readerCode },
  });
}

async function get(op: Operator, id: string, target: TestApp = app) {
  const res = await target.http.inject({ method: 'GET', url: `/exam-requests/${id}`, headers: op.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const until = (op: Operator, id: string, ok: (d: Json) => boolean) => eventually(() => get(op, id), ok);

async function operator() {
  return orderingOperator(app, { offer: ['COVID_AG', 'GLUCOSE'] });
}

describe('running an exam on a reader (§4)', () => {
  it('start → NFC read → capsule in → steps → report ready, live on the workplace topic, with a timeline', async () => {
    const op = await operator();
    const device = await reader(op);
    const id = await examRequest(op);
    const lotNumber = await lot(op);
    const published = vi.spyOn(app.bus, 'publish');

    const started = await start(op, id, device.code);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      state: 'waitingForTest',
      running: true,
      reader: { code: device.code },
    });
    await eventually(
      async () => device.commands,
      (c) => c.length > 0,
    );
    expect(device.commands[0]).toMatchObject({
      type: 'startExam',
      examId: id,
      examIndex: op.index('COVID_AG'),
    });

    const code = capsule();
    await device.send(id, { type: 'nfcRead', capsuleCode: code, lot: lotNumber });
    let detail = await until(op, id, (d) => d.state === 'inAnalysis');
    expect(detail).toMatchObject({ state: 'inAnalysis', capsule: { code, lot: lotNumber } });
    expect(detail.capsuleDeadlineAt).toBeTruthy();

    await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
    await device.send(id, { type: 'capsuleInserted', capsuleCode: code });
    await device.result(id);
    for (const step of ['reading', 'analysis', 'send', 'waitingResult', 'reportReady'])
      await device.send(id, { type: 'stepStarted', step });
    detail = await until(op, id, (d) => d.state === 'ready' && lastEntry(d) === 'releaseRequested');
    expect(detail).toMatchObject({ state: 'ready', running: false, step: 'reportReady', percent: 100 });
    expect((detail.timeline as Json[]).map((e) => e.type)).toEqual([
      'registered',
      'started',
      'nfcRead',
      'stepStarted',
      'capsuleInserted',
      'resultReceived',
      'stepStarted',
      'stepStarted',
      'stepStarted',
      'stepStarted',
      'stepStarted',
      'resultReady',
      'releaseRequested',
    ]);
    const progress = published.mock.calls
      .filter(([topic]) => topic === workplaceTopics.exams(op.workplace.cnpj))
      .map(([, m]) => m as Json);
    expect(progress.map((m) => m.state)).toContain('inAnalysis');
    const changes = progress.filter((m) => m.type === 'examProgress');
    expect(changes.at(-1)).toMatchObject({ type: 'examProgress', examId: id, state: 'ready', percent: 100 });
    // Then whoever may release is told.
    expect(progress.at(-1)).toMatchObject({ type: 'releaseRequested', examId: id });
    published.mockRestore();
  });

  it('a browser of the workplace sees the progress live; a device error makes the exam invalid', async () => {
    const op = await operator();
    const device = await reader(op);
    const id = await examRequest(op);
    const lotNumber = await lot(op);
    const browser = await mqtt.connectAsync(`${baseUrl.replace('http', 'ws')}/mqtt`, {
      protocolVersion: 4,
      username: 'browser',
      password: op.headers.authorization.slice('Bearer '.length),
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(browser);
    const seen: Json[] = [];
    browser.on('message', (topic, payload) => {
      if (topic === workplaceTopics.exams(op.workplace.cnpj)) seen.push(JSON.parse(payload.toString()));
    });
    await browser.subscribeAsync(workplaceTopics.all(op.workplace.cnpj), { qos: 1 });
    await start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lotNumber });
    await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
    await device.send(id, { type: 'capsuleInserted' });
    await device.send(id, { type: 'stepStarted', step: 'analysis' }); // skips reading
    await device.send(id, { type: 'stepStarted', step: 'reading' });
    await device.send(id, { type: 'error', error: 'READER_THERMAL_RUNAWAY' });
    const detail = await until(op, id, (d) => d.state === 'invalid' && lastEntry(d) === 'failed');
    expect(detail).toMatchObject({ errorCode: 'READER_THERMAL_RUNAWAY', step: 'reading', running: false });
    expect((detail.timeline as Json[]).map((e) => e.type)).toContain('refused');
    await eventually(
      async () => seen,
      (m) => m.some((x) => x.state === 'invalid'),
    );
    expect(seen.map((m) => [m.state, m.step, m.error])).toEqual([
      ['waitingForTest', null, null],
      ['inAnalysis', null, null],
      ['inAnalysis', 'waitingCapsule', null],
      ['inAnalysis', 'waitingCapsule', null],
      ['inAnalysis', 'waitingCapsule', 'EXAM_OUT_OF_ORDER'],
      ['inAnalysis', 'reading', null],
      ['invalid', 'reading', 'READER_THERMAL_RUNAWAY'],
    ]);
  });

  it('two starts on one reader at once: exactly one wins (READER_IN_USE for the other)', async () => {
    const op = await operator();
    const device = await reader(op);
    const [a, b] = [await examRequest(op), await examRequest(op)];
    const answers = await Promise.all([start(op, a, device.code), start(op, b, device.code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('READER_IN_USE');
  });

  it('an early capsule removal restarts the user-action wait and is published', async () => {
    const op = await operator();
    const device = await reader(op);
    const id = await examRequest(op);
    const lotNumber = await lot(op);
    await start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lotNumber });
    await device.send(id, { type: 'capsuleInserted' });
    expect((await until(op, id, (d) => !!d.capsuleInsertedAt)).actionDeadlineAt).toBeNull();
    await device.send(id, { type: 'capsuleRemoved', early: true });
    const detail = await until(op, id, (d) => !!d.actionDeadlineAt && lastEntry(d) === 'capsuleRemoved');
    expect(detail).toMatchObject({ state: 'inAnalysis', running: true });
    expect((detail.timeline as Json[]).at(-1)).toMatchObject({
      type: 'capsuleRemoved',
      detail: { early: true },
    });
  });

  it('refuses a reader of another family (READER_NOT_SUITED) and a busy reader (READER_IN_USE)', async () => {
    const op = await operator();
    const volt = await reader(op, 'Volt');
    const flow = await reader(op);
    const first = await examRequest(op);
    const second = await examRequest(op);
    const notSuited = await start(op, first, volt.code);
    expect(notSuited.statusCode).toBe(422);
    expect(notSuited.json().error.code).toBe('READER_NOT_SUITED');
    expect((await start(op, first, flow.code)).statusCode).toBe(201);
    const busy = await start(op, second, flow.code);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('READER_IN_USE');
  });

  it('refuses an offline reader (READER_OFFLINE) and one whose calibration must be redone (CALIBRATION_NEEDED)', async () => {
    const op = await operator();
    const id = await examRequest(op);
    const offline = await reader(op, 'Flow', { state: 'offline', led: 'white' });
    const soon = new Date(app.clock.now().getTime() + 30 * 60_000).toISOString();
    const expiring = await reader(op, 'Flow', { calibration: { status: 'approved', expiresAt: soon } });
    const needed = await reader(op, 'Flow', {
      state: 'calibrationNeeded',
      led: 'yellow',
      calibration: { status: 'none', expiresAt: null },
    });
    const first = await start(op, id, offline.code);
    expect([first.statusCode, first.json().error.code]).toEqual([503, 'READER_OFFLINE']);
    for (const device of [expiring, needed]) {
      const res = await start(op, id, device.code);
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'CALIBRATION_NEEDED']);
    }
    expect((await get(op, id)).running).toBe(false);
  });

  it('an expired lot refuses the capsule (LOT_EXPIRED); the exam may start again', async () => {
    const op = await operator();
    const device = await reader(op);
    const id = await examRequest(op);
    const expired = await lot(op, '2001-01-01');
    await start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: expired });
    const detail = await until(op, id, (d) => d.running === false);
    expect(detail).toMatchObject({ state: 'waitingForTest', errorCode: 'LOT_EXPIRED', running: false });
    await eventually(
      async () => device.commands,
      (c) => c.some((m) => m.type === 'cancel'),
    );
    expect(device.commands.at(-1)).toMatchObject({ type: 'cancel', examId: id });
    expect((await start(op, id, device.code)).statusCode).toBe(201);
  });

  it('a capsule already used is refused naming the patient who used it (CAPSULE_ALREADY_USED)', async () => {
    const op = await operator();
    const one = await reader(op);
    const two = await reader(op);
    const lotNumber = await lot(op);
    const code = capsule();
    const first = await examRequest(op, 'COVID_AG', 'Joana Lima');
    const second = await examRequest(op, 'COVID_AG', 'Pedro Alves');
    await start(op, first, one.code);
    await one.send(first, { type: 'nfcRead', capsuleCode: code, lot: lotNumber });
    await until(op, first, (d) => d.state === 'inAnalysis');
    await start(op, second, two.code);
    await two.send(second, { type: 'nfcRead', capsuleCode: code, lot: lotNumber });
    const detail = await until(op, second, (d) => d.running === false && lastEntry(d) === 'failed');
    expect(detail).toMatchObject({ state: 'waitingForTest', errorCode: 'CAPSULE_ALREADY_USED' });
    expect((detail.timeline as Json[]).at(-1)).toMatchObject({
      type: 'failed',
      detail: { error: 'CAPSULE_ALREADY_USED', patient: 'Joana Lima' },
    });
  });

  it('a capsule inserted more than 10 minutes after the NFC read makes the exam invalid (event and timer)', async () => {
    const op = await operator();
    const device = await reader(op);
    const other = await reader(op);
    const lotNumber = await lot(op);
    const late = await examRequest(op);
    const never = await examRequest(op);
    await start(op, late, device.code);
    await start(op, never, other.code);
    await device.send(late, { type: 'nfcRead', capsuleCode: capsule(), lot: lotNumber });
    await other.send(never, { type: 'nfcRead', capsuleCode: capsule(), lot: lotNumber });
    await until(op, never, (d) => d.state === 'inAnalysis');
    app.clock.advance(10 * 60_000);
    await app.examRuns.enforceTimers();
    expect((await get(op, never)).state).toBe('inAnalysis'); // exactly 10 minutes is still in time
    app.clock.advance(1000);
    await device.send(late, { type: 'capsuleInserted' });
    expect(await until(op, late, (d) => d.state === 'invalid')).toMatchObject({
      errorCode: 'CAPSULE_INSERTED_TOO_LATE',
    });
    await app.examRuns.enforceTimers();
    expect(await get(op, never)).toMatchObject({ state: 'invalid', errorCode: 'CAPSULE_INSERTED_TOO_LATE' });
  });

  it('a user action waited for warns at 15 minutes left and times out at 30 (EXAM_TIMEOUT)', async () => {
    const op = await operator();
    const device = await reader(op);
    const id = await examRequest(op);
    await start(op, id, device.code);
    // Access tokens live 15 minutes: past that, the state is read from the service itself.
    const state = () => app.examRuns.get(op.workplace, id);
    app.clock.advance(15 * 60_000 - 1000);
    await app.examRuns.enforceTimers();
    expect((await state()).warnedAt).toBeNull();
    app.clock.advance(1000);
    await app.examRuns.enforceTimers();
    const warned = await state();
    expect(warned.warnedAt).toBeTruthy();
    expect(warned.timeline.at(-1)).toMatchObject({ type: 'timeoutWarning' });
    app.clock.advance(15 * 60_000 - 1000);
    await app.examRuns.enforceTimers();
    expect(await state()).toMatchObject({ running: true });
    app.clock.advance(1000);
    await app.examRuns.enforceTimers();
    expect(await state()).toMatchObject({
      running: false,
      errorCode: 'EXAM_TIMEOUT',
      state: 'waitingForTest',
    });
    await eventually(
      async () => device.commands,
      (c) => c.some((m) => m.type === 'cancel'),
    );
  });

  it('cancel: the capsule stays spent, the reader is told; support may cancel, another operator may not', async () => {
    const op = await operator();
    const device = await reader(op);
    const lotNumber = await lot(op);
    const id = await examRequest(op);
    await start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lotNumber });
    await until(op, id, (d) => d.state === 'inAnalysis');

    const colleague = await createUser(app.database.db, {
      workplaceIds: [op.workplace.id],
      roles: ['operator'],
    });
    const support = await createUser(app.database.db, {
      workplaceIds: [op.workplace.id],
      roles: ['support'],
    });
    const headersOf = async (user: { document: string; password: string }) => {
      const login = await app.http.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { document: user.document, password: user.password },
      });
      return { authorization: `Bearer ${login.json().accessToken}`, cnpj: op.workplace.cnpj };
    };
    const refused = await app.http.inject({
      method: 'POST',
      url: `/exam-requests/${id}/cancel`,
      headers: await headersOf(colleague),
    });
    expect(refused.statusCode).toBe(403);
    const cancelled = await app.http.inject({
      method: 'POST',
      url: `/exam-requests/${id}/cancel`,
      headers: await headersOf(support),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', running: false });
    await eventually(
      async () => device.commands,
      (c) => c.some((m) => m.type === 'cancel'),
    );
    const used = await app.database.db.select().from(capsulesUsed).where(eq(capsulesUsed.examRequestId, id));
    expect(used).toHaveLength(1);
    const again = await app.http.inject({
      method: 'POST',
      url: `/exam-requests/${id}/cancel`,
      headers: op.headers,
    });
    expect(again.json().error.code).toBe('EXAM_CANCELLED');
  });

  it('another workplace’s exam request or reader answers 404', async () => {
    const op = await operator();
    const stranger = await operator();
    const device = await reader(op);
    const strangersReader = await reader(stranger);
    const id = await examRequest(op);
    for (const res of [
      await app.http.inject({ method: 'GET', url: `/exam-requests/${id}`, headers: stranger.headers }),
      await start(stranger, id, strangersReader.code),
      await app.http.inject({
        method: 'POST',
        url: `/exam-requests/${id}/cancel`,
        headers: stranger.headers,
      }),
      await start(op, id, strangersReader.code),
    ])
      expect(res.statusCode).toBe(404);
    expect((await start(op, id, device.code)).statusCode).toBe(201);
  });

  it('a restart changes nothing: a new server on the same database reads the state and enforces the timer', async () => {
    const op = await operator();
    const device = await reader(op);
    const lotNumber = await lot(op);
    const id = await examRequest(op);
    await start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lotNumber });
    await until(op, id, (d) => d.state === 'inAnalysis');

    const restarted = await createTestApp({ ...env, DATABASE_URL: app.databaseUrl });
    try {
      restarted.clock.set(app.clock.now());
      expect(await get(op, id, restarted)).toMatchObject({ state: 'inAnalysis', running: true });
      restarted.clock.advance(10 * 60_000 + 1000);
      await restarted.examRuns.enforceTimers();
      expect(await get(op, id, restarted)).toMatchObject({
        state: 'invalid',
        errorCode: 'CAPSULE_INSERTED_TOO_LATE',
      });
      const [row] = await app.database.db
        .select({ status: examRequests.status })
        .from(examRequests)
        .where(and(eq(examRequests.id, id)));
      expect(row!.status).toBe('invalid');
    } finally {
      await restarted.stop();
    }
  });
});
