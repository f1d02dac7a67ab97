import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import { capsule, eventually, examRunFixtures, type Json, lastEntry, type Operator } from './test-fixtures';

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

const operator = () => orderingOperator(app, { offer: ['COVID_AG', 'CBC'] });
const reservation = (op: Operator, code: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET', body?: Json) =>
  fx.call(op, method, `/readers/${code}/flow-reservation`, body);

describe('step timeouts (§8 EXAM_STEP_TIMEOUT)', () => {
  it('a step running past its family’s limit (30 minutes for Flow) fails the run', async () => {
    const op = await operator();
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const lot = await fx.lot(op);
    await fx.start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
    await device.send(id, { type: 'capsuleInserted' });
    await device.send(id, { type: 'stepStarted', step: 'reading' });
    await fx.until(op, id, (d) => d.step === 'reading');
    // Access tokens live 15 minutes: past that, the state is read from the service itself.
    const state = () => app.examRuns.get(op.workplace, id);
    app.clock.advance(30 * 60_000);
    await app.examRuns.enforceTimers();
    expect(await state()).toMatchObject({ running: true, step: 'reading' });
    app.clock.advance(1000);
    await app.examRuns.enforceTimers();
    const detail = await state();
    expect(detail).toMatchObject({ running: false, state: 'invalid', errorCode: 'EXAM_STEP_TIMEOUT' });
    expect(detail.timeline.at(-1)).toMatchObject({
      type: 'failed',
      detail: { error: 'EXAM_STEP_TIMEOUT', step: 'reading' },
    });
    expect(await device.command('cancel')).toMatchObject({ examId: id });
  });

  it('a step waiting for the user is timed by the user-action rule instead; a new step restarts the clock', async () => {
    const op = await operator();
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const lot = await fx.lot(op);
    await fx.start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
    await device.send(id, { type: 'capsuleInserted' });
    await fx.until(op, id, (d) => !!d.capsuleInsertedAt);
    // Access tokens live 15 minutes: past that, the state is read from the service itself.
    const stepIs = (step: string) =>
      eventually(
        () => app.examRuns.get(op.workplace, id),
        (d) => d.step === step,
      );
    app.clock.advance(40 * 60_000); // the capsule is in: nothing awaits the user, and waitingCapsule is not timed
    await app.examRuns.enforceTimers();
    expect((await app.examRuns.get(op.workplace, id)).running).toBe(true);
    await device.send(id, { type: 'stepStarted', step: 'reading' });
    await stepIs('reading');
    app.clock.advance(20 * 60_000);
    await device.send(id, { type: 'stepStarted', step: 'analysis' });
    await stepIs('analysis');
    app.clock.advance(20 * 60_000); // 40 minutes since reading started, 20 in analysis
    await app.examRuns.enforceTimers();
    expect(await app.examRuns.get(op.workplace, id)).toMatchObject({ running: true, step: 'analysis' });
  });
});

describe('Flow reservation and the Lens blood count (§4, §9)', () => {
  it('a Lens reserves one Flow; a Flow is held by one Lens; other readers are not suited', async () => {
    const op = await operator();
    const lens = await fx.reader(op, 'Lens');
    const other = await fx.reader(op, 'Lens');
    const flow = await fx.reader(op, 'Flow');
    const spare = await fx.reader(op, 'Flow');
    const stranger = await operator();
    const strangersFlow = await fx.reader(stranger, 'Flow');

    expect((await reservation(op, lens.code)).json()).toEqual({ lens: lens.code, flow: null });
    const none = await reservation(op, lens.code, 'PUT', { flowCode: strangersFlow.code });
    expect([none.statusCode, none.json().error.code]).toEqual([409, 'NO_FLOW_AVAILABLE']);
    const reserved = await reservation(op, lens.code, 'PUT', { flowCode: flow.code.toLowerCase() });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json()).toEqual({ lens: lens.code, flow: flow.code });
    expect((await reservation(op, lens.code, 'PUT', { flowCode: flow.code })).statusCode).toBe(200); // again: same
    expect((await reservation(op, flow.code)).json()).toEqual({ lens: lens.code, flow: flow.code });

    const second = await reservation(op, lens.code, 'PUT', { flowCode: spare.code });
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'FLOW_ALREADY_RESERVED']);
    const held = await reservation(op, other.code, 'PUT', { flowCode: flow.code });
    expect([held.statusCode, held.json().error.code]).toEqual([409, 'READER_IN_USE']);
    const notLens = await reservation(op, flow.code, 'PUT', { flowCode: spare.code });
    expect([notLens.statusCode, notLens.json().error.code]).toEqual([422, 'READER_NOT_SUITED']);
    const notFlow = await reservation(op, other.code, 'PUT', { flowCode: lens.code });
    expect(notFlow.json().error.code).toBe('READER_NOT_SUITED');
    expect((await reservation(stranger, lens.code)).statusCode).toBe(404);
    expect((await reservation(stranger, lens.code, 'DELETE')).statusCode).toBe(404);

    expect((await reservation(op, lens.code, 'DELETE')).statusCode).toBe(204);
    expect((await reservation(op, lens.code)).json()).toEqual({ lens: lens.code, flow: null });
    expect((await reservation(op, other.code, 'PUT', { flowCode: flow.code })).statusCode).toBe(200);
  });

  it('two Lenses reserving one Flow at once: exactly one wins', async () => {
    const op = await operator();
    const [a, b] = [await fx.reader(op, 'Lens'), await fx.reader(op, 'Lens')];
    const flow = await fx.reader(op, 'Flow');
    const answers = await Promise.all(
      [a, b].map((lens) => reservation(op, lens.code, 'PUT', { flowCode: flow.code })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('READER_IN_USE');
  });

  it('a blood count needs the tube 3 volume (5 to 100 µL) and a reserved Flow; the Flow stays held while it runs', async () => {
    const op = await operator();
    const lens = await fx.reader(op, 'Lens');
    const flow = await fx.reader(op, 'Flow');
    const id = await fx.examRequest(op, 'CBC');
    for (const tube3VolumeUl of [undefined, 4, 101, 12.5]) {
      const res = await fx.start(op, id, lens.code, tube3VolumeUl === undefined ? {} : { tube3VolumeUl });
      expect(res.statusCode, String(tube3VolumeUl)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'tube3VolumeUl' }],
      });
    }
    const noFlow = await fx.start(op, id, lens.code, { tube3VolumeUl: 20 });
    expect([noFlow.statusCode, noFlow.json().error.code]).toEqual([409, 'NO_FLOW_AVAILABLE']);
    await reservation(op, lens.code, 'PUT', { flowCode: flow.code });
    const started = await fx.start(op, id, lens.code, { tube3VolumeUl: 20 });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({
      tube3VolumeUl: 20,
      steps: [
        'waitingCapsule',
        'firstReading',
        'secondReading',
        'analysis',
        'send',
        'waitingResult',
        'reportReady',
      ],
    });
    const release = await reservation(op, lens.code, 'DELETE');
    expect([release.statusCode, release.json().error.code]).toEqual([409, 'READER_IN_USE']);
    await fx.call(op, 'POST', `/exam-requests/${id}/cancel`);
    expect((await reservation(op, lens.code, 'DELETE')).statusCode).toBe(204);
    expect(lastEntry(await fx.get(op, id))).toBe('cancelled');
  });
});
