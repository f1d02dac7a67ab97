import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlResults, controlSampleSessions, lots, readers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, eventually, examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';
import { controlResult, examByCode } from '../quality/test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Its own database and broker: fake readers of other test files must not hear these commands.
  app = await createTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000', JWT_SECRET: crypto.randomBytes(32).toString('hex'), PORT: '0' },
    undefined,
    { isolated: true },
  );
  await app.listen();
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

const serial = () => String(crypto.randomInt(100_000, 999_999));
const operator = () => orderingOperator(app, { offer: ['COVID_AG', 'HBA1C', 'GLUCOSE'] });
const enter = (op: Operator, password = 'ponto123') =>
  fx.call(op, 'POST', '/control-samples/session', { username: 'controle.demo', password });
const preview = (op: Operator, code: string, readerCode: string) =>
  fx.call(op, 'GET', `/control-samples/samples/${encodeURIComponent(code)}?readerCode=${readerCode}`);
const run = (op: Operator, sampleCode: string, readerCode: string) =>
  fx.call(op, 'POST', '/control-samples/runs', { sampleCode, readerCode });
const getRun = async (op: Operator, id: string) =>
  (await fx.call(op, 'GET', `/control-samples/runs/${id}`)).json();
const errorOf = (res: { json(): Json }) => (res.json().error as Json).code;

type Reader = Awaited<ReturnType<typeof fx.reader>>;

/** Plays the reader through a run: NFC tag, capsule, steps, the result document, the last step. */
async function measure(reader: Reader, id: string, lotNumber: string, results: Json[], examIndex = 6) {
  const commands = await eventually(
    async () => reader.commands,
    (all) => all.some((c) => c.type === 'startExam' && c.examId === id),
  );
  expect(commands.find((c) => c.examId === id)).toMatchObject({ type: 'startExam', examIndex });
  await reader.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lotNumber });
  await reader.send(id, { type: 'capsuleInserted' });
  for (const step of ['waitingCapsule', 'reading', 'analysis', 'send'])
    await reader.send(id, { type: 'stepStarted', step });
  await reader.result(id, results);
  await reader.send(id, { type: 'stepStarted', step: 'reportReady' });
}
const ended = (op: Operator, id: string) =>
  eventually(
    () => getRun(op, id),
    (r) => r.status !== 'running',
  );

describe('control-sample mode session', () => {
  it('enters with the provider login, refuses a wrong password, and leaves', async () => {
    const op = await operator();
    expect((await fx.call(op, 'GET', '/control-samples/session')).json().active).toBe(false);
    const wrong = await enter(op, 'nope');
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong)).toBe('CONTROL_PROVIDER_LOGIN_FAILED');
    const entered = await enter(op);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({ active: true, providerUser: 'controle.demo' });
    expect(JSON.stringify(entered.json())).not.toContain('token');
    const rounds = (await fx.call(op, 'GET', '/control-samples/rounds')).json();
    expect(rounds.items[0]).toMatchObject({
      closed: false,
      materials: [{ material: 'A1CH', examCode: 'HBA1C' }],
    });
    expect(rounds.items[1].closed).toBe(true);
    expect((await fx.call(op, 'DELETE', '/control-samples/session')).json().active).toBe(false);
    const after = await fx.call(op, 'GET', '/control-samples/rounds');
    expect(errorOf(after)).toBe('CONTROL_MODE_REQUIRED');
  });

  it('ends when the provider session expires (8 hours)', async () => {
    const op = await operator();
    await enter(op);
    const [session] = await app.database.db
      .select({ expiresAt: controlSampleSessions.expiresAt })
      .from(controlSampleSessions)
      .where(eq(controlSampleSessions.userId, op.user.id));
    expect(session!.expiresAt.getTime() - app.clock.now().getTime()).toBe(8 * 3_600_000);
    // As if 8 hours had passed: the provider's session is over, and so is the mode.
    await app.database.db
      .update(controlSampleSessions)
      .set({ expiresAt: app.clock.now() })
      .where(eq(controlSampleSessions.userId, op.user.id));
    expect((await fx.call(op, 'GET', '/control-samples/session')).json().active).toBe(false);
    expect(errorOf(await fx.call(op, 'GET', '/control-samples/rounds'))).toBe('CONTROL_MODE_REQUIRED');
  });
});

describe('§5 sample checks', () => {
  it("refuses a wrong prefix and a wrong format ('Formato incorreto') before anything else", async () => {
    const op = await operator();
    const reader = await fx.reader(op);
    const prefix = await preview(op, 'XX123', reader.code);
    expect(prefix.statusCode).toBe(400);
    expect((prefix.json().error as Json).fields).toEqual([
      expect.objectContaining({ field: 'sampleCode', messageKey: 'validation:controlSampleCodePrefix' }),
    ]);
    const format = await preview(op, 'CI-!!', reader.code);
    expect((format.json().error as Json).fields).toEqual([
      expect.objectContaining({ field: 'sampleCode', messageKey: 'validation:controlSampleCodeFormat' }),
    ]);
    // Well formed, but the user is not in the mode.
    expect(errorOf(await preview(op, `CI-A1CN${serial()}`, reader.code))).toBe('CONTROL_MODE_REQUIRED');
  });

  it('checks the sample is known, suits the reader, its lot is valid and its round open', async () => {
    const op = await operator();
    const reader = await fx.reader(op);
    await enter(op);
    expect(errorOf(await preview(op, `CI-ZZZZ${serial()}`, reader.code))).toBe('CONTROL_SAMPLE_NOT_FOUND');
    // An internal material under the external prefix is no sample of the provider's.
    expect(errorOf(await preview(op, `EP-A1CN${serial()}`, reader.code))).toBe('CONTROL_SAMPLE_NOT_FOUND');
    expect(errorOf(await preview(op, `CI-GLUN${serial()}`, reader.code))).toBe('CONTROL_SAMPLE_INCOMPATIBLE');
    expect(errorOf(await preview(op, `CI-A1CX${serial()}`, reader.code))).toBe('LOT_EXPIRED');
    expect(errorOf(await preview(op, `EP-A1CR${serial()}`, reader.code))).toBe('LOT_ROUND_CLOSED');
    const other = await operator();
    const foreign = await fx.reader(other);
    expect((await preview(op, `CI-A1CN${serial()}`, foreign.code)).statusCode).toBe(404);
    const ok = await preview(op, `ci a1cn${serial()}`, reader.code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      kind: 'internal',
      material: 'A1CN',
      exam: { code: 'HBA1C' },
      targetMean: 5.5,
      targetSd: 0.15,
      rangeLow: 5.2,
      rangeHigh: 5.8,
      roundCode: null,
    });
    expect(ok.json().code).toMatch(/^CI-A1CN\d+$/);
  });
});

describe('control runs on a reader', () => {
  it('runs an internal sample to adequate and an external one to inadequate; a used code is refused', async () => {
    const op = await operator();
    const reader = await fx.reader(op);
    const lot = await fx.lot(op, 'HBA1C');
    await enter(op);
    const code = `CI-A1CN${serial()}`;
    const started = await run(op, code, reader.code);
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id as string;
    expect(started.json()).toMatchObject({
      status: 'running',
      sampleCode: code,
      reader: { code: reader.code },
    });
    await measure(reader, id, lot.number, [{ analyte: 'HBA1C', value: '5.4' }]);
    const adequate = await ended(op, id);
    expect(adequate).toMatchObject({ status: 'adequate', value: '5.4', violations: [], errorCode: null });
    expect(adequate.capsuleCode).toMatch(/^CP/);
    const [stock] = await app.database.db
      .select({ quantity: lots.quantity })
      .from(lots)
      .where(eq(lots.id, lot.id));
    expect(stock!.quantity).toBe(9);

    expect(errorOf(await run(op, code, reader.code))).toBe('SAMPLE_CODE_ALREADY_USED');

    const external = await run(op, `EP-A1CH${serial()}`, reader.code);
    expect(external.statusCode, external.body).toBe(201);
    await measure(reader, external.json().id, lot.number, [{ analyte: 'HBA1C', value: '5.4' }]);
    expect(await ended(op, external.json().id)).toMatchObject({ status: 'inadequate', kind: 'external' });

    // The internal control now counts for the schedule.
    const overview = (await fx.call(op, 'GET', '/quality/internal-control')).json();
    const row = (overview.rows as Json[]).find(
      (r) => (r.reader as Json).code === reader.code && (r.exam as Json).code === 'HBA1C',
    );
    expect((row!.standing as Json).state).toBe('ok');
    // Another workplace does not see the run.
    expect((await fx.call(await operator(), 'GET', `/control-samples/runs/${id}`)).statusCode).toBe(404);
  });

  it('judges an in-range value inadequate when it completes a Westgard rule on its series', async () => {
    const op = await operator();
    const reader = await fx.reader(op);
    const lot = await fx.lot(op, 'HBA1C');
    const exam = await examByCode(app, 'HBA1C');
    const [device] = await app.database.db
      .select({ id: readers.id })
      .from(readers)
      .where(eq(readers.code, reader.code));
    for (const [value, daysAgo] of [
      ['5.7', 3],
      ['5.68', 2],
      ['5.72', 1],
    ] as const)
      await controlResult(
        app,
        { workplaceId: op.workplace.id, readerId: device!.id, examId: exam.id },
        { value, daysAgo },
      );
    await enter(op);
    const started = await run(op, `CI-A1CN${serial()}`, reader.code);
    await measure(reader, started.json().id, lot.number, [{ analyte: 'HBA1C', value: '5.7' }]);
    expect(await ended(op, started.json().id)).toMatchObject({
      status: 'inadequate',
      value: '5.7',
      violations: ['4-1s'],
    });
  });

  it('a qualitative sample compares with the expected value', async () => {
    const op = await operator();
    const reader = await fx.reader(op);
    const lot = await fx.lot(op, 'COVID_AG');
    await enter(op);
    const negative = await run(op, `CI-COVN${serial()}`, reader.code);
    await measure(reader, negative.json().id, lot.number, [{ analyte: 'SARS_COV_2_AG', value: 0 }], 1);
    expect((await ended(op, negative.json().id)).status).toBe('adequate');
    const positive = await run(op, `CI-COVP${serial()}`, reader.code);
    await measure(reader, positive.json().id, lot.number, [{ analyte: 'SARS_COV_2_AG', value: 0 }], 1);
    expect((await ended(op, positive.json().id)).status).toBe('inadequate');
  });

  it('holds the reader while it runs, fails on a reader error, and a cancelled sample may run again', async () => {
    const op = await operator();
    const reader = await fx.reader(op);
    await enter(op);
    const code = `CI-A1CN${serial()}`;
    const first = await run(op, code, reader.code);
    expect(first.statusCode, first.body).toBe(201);
    // No patient exam and no second control on a reader running a control.
    const patient = await fx.start(op, await fx.examRequest(op), reader.code);
    expect(errorOf(patient)).toBe('READER_IN_USE');
    expect(errorOf(await run(op, `CI-A1CN${serial()}`, reader.code))).toBe('READER_IN_USE');

    const cancelled = await fx.call(op, 'POST', `/control-samples/runs/${first.json().id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await reader.command('cancel')).toMatchObject({ examId: first.json().id });

    const again = await run(op, code, reader.code);
    expect(again.statusCode, again.body).toBe(201);
    await reader.send(again.json().id, { type: 'error', error: 'CAPSULE_EXPIRED' });
    expect(await ended(op, again.json().id)).toMatchObject({
      status: 'failed',
      errorCode: 'CAPSULE_EXPIRED',
    });
  });
  it('fails a run abandoned for 30 minutes and frees its reader', async () => {
    const op = await operator();
    const reader = await fx.reader(op);
    await enter(op);
    const started = await run(op, `CI-A1CN${serial()}`, reader.code);
    const id = started.json().id as string;
    expect(await app.controlSamples.expireAbandoned()).toBe(0);
    await app.database.db
      .update(controlResults)
      .set({ startedAt: new Date(app.clock.now().getTime() - 30 * 60_000 - 1000) })
      .where(eq(controlResults.id, id));
    expect(await app.controlSamples.expireAbandoned()).toBe(1);
    expect(await getRun(op, id)).toMatchObject({ status: 'failed', errorCode: 'EXAM_TIMEOUT' });
    expect(await reader.command('cancel')).toMatchObject({ examId: id });
    // The reader takes a patient exam again.
    expect((await fx.start(op, await fx.examRequest(op), reader.code)).statusCode).toBe(201);
  });
});
