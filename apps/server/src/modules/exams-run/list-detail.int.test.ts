import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import { capsule, examRunFixtures, type Json, type Operator } from './test-fixtures';

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
const list = (op: Operator, query: string) => fx.call(op, 'GET', `/exam-requests?${query}`);

/** Runs an exam to its report. */
async function readyExam(op: Operator) {
  const device = await fx.reader(op);
  const id = await fx.examRequest(op);
  const lot = await fx.lot(op);
  await fx.start(op, id, device.code);
  await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
  await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
  await device.send(id, { type: 'capsuleInserted' });
  await device.result(id);
  for (const step of ['reading', 'analysis', 'send', 'waitingResult', 'reportReady'])
    await device.send(id, { type: 'stepStarted', step });
  await fx.until(op, id, (d) => d.state === 'ready');
  return { id, device };
}

describe('GET /exam-requests/{id}: what the progress screen draws', () => {
  it('names the exam and protocol, lists the steps, gives the instructions and what the user may do', async () => {
    const op = await operator();
    const device = await fx.reader(op);
    const id = await fx.examRequest(op, 'COVID_AG', 'Ana Beatriz Costa');
    const detail = await fx.get(op, id);
    expect(detail).toMatchObject({
      examCode: 'COVID_AG',
      examName: { 'pt-BR': 'Covid-19 Antígeno', 'en-US': 'Covid-19 Antigen' },
      patientName: 'Ana Beatriz Costa',
      steps: ['waitingCapsule', 'reading', 'analysis', 'send', 'waitingResult', 'reportReady'],
      awaitingDecision: false,
      continuedAt: null,
      redo: false,
      oldCapsuleCode: null,
      recollect: null,
      recollected: false,
      rating: null,
      tube3VolumeUl: null,
      canCancel: true,
      canRecollect: true,
    });
    expect(detail.protocolNumber).toEqual(expect.any(String));
    expect(detail.preExamId).toMatch(/^[0-9a-f-]{36}$/);
    const instructions = detail.instructions as Record<string, Record<string, string>>;
    expect(instructions.waitingCapsule?.['pt-BR']).toContain('de 8 a 15 vezes');
    expect(Object.keys(instructions.waitingCapsule ?? {}).sort()).toEqual([
      'en-US',
      'es-ES',
      'pt-BR',
      'pt-PT',
    ]);

    await fx.start(op, id, device.code);
    const stranger = await operator();
    expect((await fx.call(stranger, 'GET', `/exam-requests/${id}`)).statusCode).toBe(404);
  });

  it('rating: 1 to 5 once the report is ready (INVALID_TRANSITION before); a new rating replaces the old', async () => {
    const op = await operator();
    const pending = await fx.examRequest(op);
    const early = await fx.call(op, 'POST', `/exam-requests/${pending}/rating`, { rating: 4 });
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'INVALID_TRANSITION']);
    const { id } = await readyExam(op);
    const detail = await fx.get(op, id);
    expect(detail).toMatchObject({ canCancel: false, canRecollect: true });
    for (const rating of [0, 6, 2.5]) {
      const bad = await fx.call(op, 'POST', `/exam-requests/${id}/rating`, { rating });
      expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'rating' }] });
    }
    expect((await fx.call(op, 'POST', `/exam-requests/${id}/rating`, { rating: 2 })).json().rating).toBe(2);
    const rated = await fx.call(op, 'POST', `/exam-requests/${id}/rating`, { rating: 5 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({ rating: 5 });
    expect((rated.json().timeline as Json[]).at(-1)).toMatchObject({ type: 'rated', detail: { rating: 5 } });
    expect((await fx.get(op, id)).rating).toBe(5);
  });
});

describe('GET /exam-requests: the exams list and the recollect list', () => {
  it('newest first, by state, by a part of the patient name or the protocol number, page by page', async () => {
    const op = await operator();
    const stranger = await operator();
    await fx.examRequest(stranger, 'COVID_AG', 'Outra Pessoa');
    // Requests are stamped by the server's clock, which the tests move by hand.
    const first = await fx.examRequest(op, 'COVID_AG', 'Helena Duarte');
    app.clock.advance(1000);
    const second = await fx.examRequest(op, 'COVID_AG', 'Igor Tavares');
    app.clock.advance(1000);
    const device = await fx.reader(op);
    const third = await fx.examRequest(op, 'COVID_AG', 'Júlia Helenice Prado');
    await fx.start(op, third, device.code);
    await fx.call(op, 'POST', `/exam-requests/${second}/recollect`, { reason: 'Amostra insuficiente' });

    const all = await list(op, '');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.map((i: Json) => i.id)).toEqual([third, second, first]);
    expect(all.json().nextCursor).toBeNull();
    // Times as Date's toISOString writes them, to the millisecond the server's clock gave.
    const createdAt = all.json().items.map((i: Json) => i.createdAt as string);
    for (const at of createdAt) expect(new Date(at).toISOString()).toBe(at);
    expect(Date.parse(createdAt[1]) - Date.parse(createdAt[2])).toBe(1000);
    expect(all.json().items[0]).toMatchObject({
      examCode: 'COVID_AG',
      examName: { 'en-US': 'Covid-19 Antigen' },
      patientName: 'Júlia Helenice Prado',
      state: 'waitingForTest',
      readerCode: device.code,
      step: null,
      percent: 0,
      recollectDeadlineAt: null,
    });

    const recollect = (await list(op, 'state=awaitingRecollect,recollectExpired')).json();
    expect(recollect.items).toHaveLength(1);
    expect(recollect.items[0]).toMatchObject({ id: second, recollectReason: 'Amostra insuficiente' });
    const deadline = recollect.items[0].recollectDeadlineAt;
    expect(new Date(deadline).toISOString()).toBe(deadline);

    const byName = (await list(op, `q=${encodeURIComponent('helen')}`)).json();
    expect(byName.items.map((i: Json) => i.id)).toEqual([third, first]);
    const { protocolNumber } = await fx.get(op, second);
    const byProtocol = (await list(op, `q=${encodeURIComponent(String(protocolNumber))}`)).json();
    expect(byProtocol.items.map((i: Json) => i.id)).toEqual([second]);
    expect((await list(op, 'q=%25')).json().items).toHaveLength(0); // wildcards are literal

    const page1 = (await list(op, 'limit=2')).json();
    expect(page1.items.map((i: Json) => i.id)).toEqual([third, second]);
    const page2 = (await list(op, `limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2).toMatchObject({ items: [{ id: first }], nextCursor: null });
  });

  it('names the field of a bad filter, limit or cursor', async () => {
    const op = await operator();
    for (const [query, field] of [
      ['state=ready,bogus', 'state'],
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['cursor=nonsense', 'cursor'],
    ]) {
      const res = await list(op, query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields[0].field, query).toBe(field);
    }
  });
});
