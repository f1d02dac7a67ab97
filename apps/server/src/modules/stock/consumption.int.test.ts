import crypto from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';
import { movementsOf, quantityOf } from './test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Its own database and broker: device events of this file must be handled by this app only.
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

const operator = () => orderingOperator(app, { offer: ['COVID_AG'], user: { stockView: true } });

/** An exam started on its own reader, with the capsule of `lotNumber` read at the NFC tag. */
async function startWithCapsule(op: Operator, lotNumber: string, code = capsule()) {
  const device = await fx.reader(op);
  const id = await fx.examRequest(op);
  expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
  return {
    id,
    device,
    code,
    read: () => device.send(id, { type: 'nfcRead', capsuleCode: code, lot: lotNumber }),
  };
}

const settled = (d: Json) => d.state === 'inAnalysis' || d.running === false;

describe('stock follows the work', () => {
  it('a started exam takes one capsule of its lot, with an examStart line naming the exam and capsule', async () => {
    const op = await operator();
    const lot = await fx.lot(op);
    const exam = await startWithCapsule(op, lot.number);
    await exam.read();
    await fx.until(op, exam.id, (d) => d.state === 'inAnalysis');
    expect(await quantityOf(app, lot.id)).toBe(9);
    expect(await movementsOf(app, lot.id)).toEqual([
      expect.objectContaining({
        kind: 'examStart',
        delta: -1,
        examRequestId: exam.id,
        capsuleCode: exam.code,
        userId: op.user.id,
      }),
    ]);
  });

  it('never goes negative, nor takes one capsule twice, when exams start at the same moment', async () => {
    const op = await operator();
    const lot = await fx.lot(op);
    await app.database.db.execute(`update lots set quantity = 2 where id = '${lot.id}'`);
    const exams = await Promise.all([1, 2, 3, 4, 5].map(() => startWithCapsule(op, lot.number)));
    await Promise.all(exams.map((e) => e.read()));
    const outcomes = await Promise.all(exams.map((e) => fx.until(op, e.id, settled)));
    const started = outcomes.filter((d) => d.state === 'inAnalysis');
    const refused = outcomes.filter((d) => d.running === false);
    expect(started).toHaveLength(2);
    expect(refused.map((d) => d.errorCode)).toEqual(['STOCK_OUT', 'STOCK_OUT', 'STOCK_OUT']);
    expect(await quantityOf(app, lot.id)).toBe(0);
    const lines = await movementsOf(app, lot.id);
    expect(lines.map((l) => l.examRequestId).sort()).toEqual(started.map((d) => d.id).sort());
  });

  it('a refused capsule can be used once the lot has stock again', async () => {
    const op = await operator();
    const lot = await fx.lot(op);
    await app.database.db.execute(`update lots set quantity = 0 where id = '${lot.id}'`);
    const code = capsule();
    const first = await startWithCapsule(op, lot.number, code);
    await first.read();
    expect(await fx.until(op, first.id, settled)).toMatchObject({ running: false, errorCode: 'STOCK_OUT' });
    await app.database.db.execute(`update lots set quantity = 1 where id = '${lot.id}'`);
    const again = await startWithCapsule(op, lot.number, code);
    await again.read();
    expect((await fx.until(op, again.id, settled)).state).toBe('inAnalysis');
    expect(await quantityOf(app, lot.id)).toBe(0);
  });

  it("a cancelled exam's capsule is not returned", async () => {
    const op = await operator();
    const lot = await fx.lot(op);
    const exam = await startWithCapsule(op, lot.number);
    await exam.read();
    await fx.until(op, exam.id, (d) => d.state === 'inAnalysis');
    const cancelled = await fx.call(op, 'POST', `/exam-requests/${exam.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect((await fx.get(op, exam.id)).state).toBe('cancelled');
    expect(await quantityOf(app, lot.id)).toBe(9);
    expect((await movementsOf(app, lot.id)).map((l) => l.kind)).toEqual(['examStart']);
  });

  it('a nullified capsule is written off the lot, once', async () => {
    const op = await operator();
    const lot = await fx.lot(op);
    const code = capsule();
    const body = { capsuleCode: code, lot: lot.number, method: 'typed' };
    expect((await fx.call(op, 'POST', '/capsules/nullify', body)).statusCode).toBe(201);
    expect((await fx.call(op, 'POST', '/capsules/nullify', body)).statusCode).toBe(409);
    expect(await quantityOf(app, lot.id)).toBe(9);
    expect(await movementsOf(app, lot.id)).toEqual([
      expect.objectContaining({ kind: 'nullified', delta: -1, capsuleCode: code, userId: op.user.id }),
    ]);
  });

  it('a lot recall lists every exam run with the lot and its nullified capsules, and nothing of another lot', async () => {
    const op = await operator();
    const lot = await fx.lot(op);
    const other = await fx.lot(op);
    const one = await startWithCapsule(op, lot.number);
    const two = await startWithCapsule(op, lot.number);
    const elsewhere = await startWithCapsule(op, other.number);
    for (const e of [one, two, elsewhere]) await e.read();
    for (const e of [one, two, elsewhere]) await fx.until(op, e.id, (d) => d.state === 'inAnalysis');
    const nullified = capsule();
    await fx.call(op, 'POST', '/capsules/nullify', {
      capsuleCode: nullified,
      lot: lot.number,
      method: 'typed',
    });

    const res = await fx.call(op, 'GET', `/stock/recall?lot=${lot.number.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const recall = res.json();
    expect(recall.exams.map((e: Json) => e.examRequestId).sort()).toEqual([one.id, two.id].sort());
    expect(recall.exams[0]).toMatchObject({
      patientName: 'Maria Souza',
      examCode: 'COVID_AG',
      state: 'inAnalysis',
    });
    expect(recall.nullified).toEqual([expect.objectContaining({ capsuleCode: nullified })]);

    const csv = await fx.call(op, 'GET', `/stock/recall.csv?lot=${lot.number}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain(one.code);
    expect(csv.body).not.toContain(elsewhere.code);
  });
});
