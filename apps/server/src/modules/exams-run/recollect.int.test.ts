import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import { capsule, examRunFixtures, type Json, lastEntry, type Operator } from './test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Own database: test apps of other files hear these devices on a shared broker (see exam-run.int.test.ts).
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

const operator = () => orderingOperator(app, { offer: ['COVID_AG'] });
const HOUR = 3_600_000;

/** An exam in analysis on a fresh reader, its capsule inserted and reading. */
async function reading(op: Operator) {
  const device = await fx.reader(op);
  const id = await fx.examRequest(op);
  const lot = await fx.lot(op);
  const code = capsule();
  await fx.start(op, id, device.code);
  await device.send(id, { type: 'nfcRead', capsuleCode: code, lot: lot.number });
  await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
  await device.send(id, { type: 'capsuleInserted' });
  await device.send(id, { type: 'stepStarted', step: 'reading' });
  await fx.until(op, id, (d) => d.step === 'reading');
  return { device, id, code, lot };
}

/** An exam whose run failed with its capsule bound: invalid. */
async function invalidExam(op: Operator) {
  const exam = await reading(op);
  await exam.device.send(exam.id, { type: 'error', error: 'READER_THERMAL_RUNAWAY' });
  await fx.until(op, exam.id, (d) => d.state === 'invalid' && lastEntry(d) === 'failed');
  return exam;
}

const post = (op: Operator, id: string, action: string, payload?: Json) =>
  fx.call(op, 'POST', `/exam-requests/${id}/${action}`, payload);

describe('continue after an early capsule removal (§4)', () => {
  it('awaits the decision; continue tells the reader; the capsule back in; an error then sends the exam to recollect', async () => {
    const op = await operator();
    const { device, id } = await reading(op);
    const early = await post(op, id, 'continue');
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'INVALID_TRANSITION']);

    await device.send(id, { type: 'capsuleRemoved', early: true });
    let detail = await fx.until(op, id, (d) => d.awaitingDecision === true);
    expect(detail).toMatchObject({ state: 'inAnalysis', running: true, continuedAt: null });

    const continued = await post(op, id, 'continue');
    expect(continued.statusCode, continued.body).toBe(200);
    expect(continued.json()).toMatchObject({ awaitingDecision: false, state: 'inAnalysis' });
    expect(continued.json().continuedAt).toBeTruthy();
    expect(await device.command('continue')).toMatchObject({ type: 'continue', examId: id });
    expect((await post(op, id, 'continue')).statusCode).toBe(409); // once per removal

    await device.send(id, { type: 'capsuleInserted' });
    detail = await fx.until(op, id, (d) => lastEntry(d) === 'capsuleInserted');
    expect(detail).toMatchObject({ actionDeadlineAt: null, awaitingDecision: false });

    const failedAt = app.clock.now().getTime();
    await device.send(id, { type: 'error', error: 'READER_THERMAL_RUNAWAY' });
    detail = await fx.until(op, id, (d) => d.state === 'awaitingRecollect');
    expect(detail).toMatchObject({
      running: false,
      errorCode: 'READER_THERMAL_RUNAWAY',
      recollect: { reason: 'CAPSULE_REMOVED_DURING_PROCESSING', expired: false },
    });
    expect(Date.parse((detail.recollect as Json).deadlineAt as string) - failedAt).toBe(72 * HOUR);
    expect((detail.timeline as Json[]).slice(-2).map((e) => e.type)).toEqual([
      'failed',
      'recollectRequested',
    ]);
  });

  it('without continuing, the early removal can go to recollect with its own reason', async () => {
    const op = await operator();
    const { device, id, code } = await reading(op);
    await device.send(id, { type: 'capsuleRemoved', early: true });
    await fx.until(op, id, (d) => d.awaitingDecision === true);
    const res = await post(op, id, 'recollect', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'awaitingRecollect',
      running: false,
      oldCapsuleCode: code,
      recollect: { reason: 'CAPSULE_REMOVED_DURING_PROCESSING' },
      canRecollect: false,
    });
    expect(await device.command('cancel')).toMatchObject({ examId: id });
  });
});

describe('recollect (§4)', () => {
  it('an invalid report needs no reason (its error is kept); the deadline is 72 hours; the recollect starts as a redo with the old capsule', async () => {
    const op = await operator();
    const { id, code, lot } = await invalidExam(op);
    const requestedAt = app.clock.now().getTime();
    const res = await post(op, id, 'recollect');
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      state: 'awaitingRecollect',
      oldCapsuleCode: code,
      recollected: false,
      recollect: { reason: 'READER_THERMAL_RUNAWAY', expired: false },
    });
    expect(Date.parse(detail.recollect.deadlineAt) - requestedAt).toBe(72 * HOUR);

    const other = await fx.reader(op);
    const started = await fx.start(op, id, other.code);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({
      state: 'waitingForTest',
      redo: true,
      recollected: true,
      running: true,
    });
    expect(await other.command('startExam')).toMatchObject({ examId: id, oldCapsuleCode: code });
    const [row] = await app.database.db.select().from(examRequests).where(eq(examRequests.id, id));
    expect(row!.recollectedAt).toBeTruthy();

    // The redo runs like a first run; failing again — even after continuing an early removal — it is
    // invalid, and there is no second recollect.
    await other.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await other.send(id, { type: 'capsuleInserted' });
    await other.send(id, { type: 'capsuleRemoved', early: true });
    await fx.until(op, id, (d) => d.awaitingDecision === true);
    expect((await post(op, id, 'continue')).statusCode).toBe(200);
    await other.send(id, { type: 'error', error: 'READER_THERMAL_RUNAWAY' });
    expect(await fx.until(op, id, (d) => d.running === false)).toMatchObject({
      state: 'invalid',
      redo: true,
    });
    const second = await post(op, id, 'recollect');
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'RECOLLECT_ALREADY_DONE']);
  });

  it('a valid report or a running exam needs a reason (field reason); a running one ends and its reader cancels', async () => {
    const op = await operator();
    const { device, id } = await reading(op);
    const missing = await post(op, id, 'recollect', { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'reason' }] });
    const tooLong = await post(op, id, 'recollect', { reason: 'x'.repeat(201) });
    expect(tooLong.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'reason' }] });
    const res = await post(op, id, 'recollect', { reason: 'Amostra hemolisada' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'awaitingRecollect',
      running: false,
      recollect: { reason: 'Amostra hemolisada' },
    });
    expect(await device.command('cancel')).toMatchObject({ examId: id });
    const again = await post(op, id, 'recollect', { reason: 'x' });
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'RECOLLECT_NOT_AVAILABLE']);
  });

  it('past its deadline the recollect is refused (RECOLLECT_EXPIRED) and the timer job expires it', async () => {
    const op = await operator();
    const { id } = await invalidExam(op);
    expect((await post(op, id, 'recollect')).statusCode).toBe(200);
    const device = await fx.reader(op);
    await app.database.db
      .update(examRequests)
      .set({ recollectDeadlineAt: new Date(app.clock.now().getTime() - 1000) })
      .where(eq(examRequests.id, id));
    expect((await fx.get(op, id)).recollect).toMatchObject({ expired: true });
    const late = await fx.start(op, id, device.code);
    expect([late.statusCode, late.json().error.code]).toEqual([410, 'RECOLLECT_EXPIRED']);
    expect(await app.examRuns.enforceTimers()).toBeGreaterThanOrEqual(1);
    const detail = await fx.get(op, id);
    expect(detail).toMatchObject({
      state: 'recollectExpired',
      canCancel: false,
      recollect: { expired: true },
    });
    expect(lastEntry(detail)).toBe('recollectExpired');
    const after = await fx.start(op, id, device.code);
    expect([after.statusCode, after.json().error.code]).toEqual([410, 'RECOLLECT_EXPIRED']);
  });

  it('the deadline is counted from the request: exactly at it the recollect still starts', async () => {
    const op = await operator();
    const { id } = await invalidExam(op);
    await post(op, id, 'recollect');
    const device = await fx.reader(op);
    await app.database.db
      .update(examRequests)
      .set({ recollectDeadlineAt: app.clock.now() })
      .where(eq(examRequests.id, id));
    await app.examRuns.enforceTimers();
    expect((await fx.get(op, id)).state).toBe('awaitingRecollect');
    expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
  });

  it('refuses a recollect on a reader where another exam waits for its capsule (RECOLLECT_READER_BUSY), and a second one (RECOLLECT_ALREADY_DONE)', async () => {
    const op = await operator();
    const { id } = await invalidExam(op);
    await post(op, id, 'recollect');
    const busy = await fx.reader(op);
    const other = await fx.examRequest(op);
    const lot = await fx.lot(op);
    await fx.start(op, other, busy.code);
    await busy.send(other, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await fx.until(op, other, (d) => d.state === 'inAnalysis');
    const refused = await fx.start(op, id, busy.code);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'RECOLLECT_READER_BUSY']);

    await app.database.db
      .update(examRequests)
      .set({ recollectedAt: app.clock.now() })
      .where(eq(examRequests.id, id));
    const free = await fx.reader(op);
    const done = await fx.start(op, id, free.code);
    expect([done.statusCode, done.json().error.code]).toEqual([409, 'RECOLLECT_ALREADY_DONE']);
  });
});
