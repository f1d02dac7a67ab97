import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

const operator = () => orderingOperator(app, { offer: ['COVID_AG', 'HBA1C'] });
const enter = (op: Operator, id: string, payload: Json) =>
  fx.call(op, 'POST', `/exam-requests/${id}/results`, payload);
const fields = (res: { json: () => Json }) =>
  ((res.json().error as Json).fields as Json[]).map((f) => [f.field, f.messageKey]);

describe('external exam result entry (§2, §3)', () => {
  it('a typed qualitative result makes the exam ready, with the analyte, its methodology and who typed it', async () => {
    const op = await operator();
    const id = await fx.examRequest(op, 'COVID_AG');
    const before = await fx.get(op, id);
    expect(before).toMatchObject({ canEnterResult: true, results: [] });
    expect((before.analytes as Json[]).map((a) => [a.code, a.qualitative])).toEqual([
      ['SARS_COV_2_AG', true],
    ]);

    const res = await enter(op, id, {
      analytes: [{ code: 'SARS_COV_2_AG', value: '1' }],
      description: 'Linha T visível',
      resultAt: '2026-01-02T10:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ state: 'ready', canEnterResult: false, running: false });
    expect(detail.results).toEqual([
      expect.objectContaining({
        analyteCode: 'SARS_COV_2_AG',
        value: '1',
        valid: true,
        description: 'Linha T visível',
        methodology: 'Imunocromatografia',
        resultAt: '2026-01-02T10:00:00.000Z',
        source: 'external',
      }),
    ]);
    // Typed in, then whoever may release is told (no one here: the operator is no analyst).
    expect((detail.timeline as Json[]).slice(-2)).toMatchObject([
      { type: 'resultEntered', detail: { by: op.user.id, invalid: false } },
      { type: 'releaseRequested', detail: { told: 0 } },
    ]);

    // One result per exam: a second entry is refused and the first is kept.
    const again = await enter(op, id, { analytes: [{ code: 'SARS_COV_2_AG', value: '0' }] });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'INVALID_TRANSITION']);
    expect(((await fx.get(op, id)).results as Json[])[0]?.value).toBe('1');
  });

  it('an invalid reading (-1) makes the exam invalid, so it can go to recollect', async () => {
    const op = await operator();
    const id = await fx.examRequest(op, 'COVID_AG');
    const res = await enter(op, id, { analytes: [{ code: 'SARS_COV_2_AG', value: '-1' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'invalid', canRecollect: true, results: [{ valid: false }] });
  });

  it('a quantitative value takes a comma or a dot and keeps the catalogue limits and unit', async () => {
    const op = await operator();
    const id = await fx.examRequest(op, 'HBA1C');
    const res = await enter(op, id, { analytes: [{ code: 'HBA1C', value: '6,25' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({
        value: '6.25',
        unit: '%',
        lowerLimit: '4.0',
        upperLimit: '5.6',
        valid: true,
      }),
    ]);
  });

  it('names the field of each bad value, a missing analyte and a future reading; nothing is saved', async () => {
    const op = await operator();
    const id = await fx.examRequest(op, 'HBA1C');
    const text = await enter(op, id, { analytes: [{ code: 'HBA1C', value: 'alto' }] });
    expect(text.statusCode).toBe(400);
    expect(fields(text)).toEqual([['analyte.HBA1C', 'validation:resultDecimal']]);
    const other = await enter(op, id, {
      analytes: [{ code: 'SARS_COV_2_AG', value: '1' }],
      resultAt: '2099-01-01T00:00:00Z',
    });
    expect(fields(other)).toEqual([
      ['analytes.0.code', 'validation:invalidOption'],
      ['analyte.HBA1C', 'validation:required'],
      ['resultAt', 'validation:dateInFuture'],
    ]);
    const covid = await fx.examRequest(op, 'COVID_AG');
    const word = await enter(op, covid, { analytes: [{ code: 'SARS_COV_2_AG', value: 'positivo' }] });
    expect(fields(word)).toEqual([['analyte.SARS_COV_2_AG', 'validation:resultQualitative']]);
    expect(await fx.get(op, id)).toMatchObject({
      state: 'waitingForTest',
      results: [],
      canEnterResult: true,
    });
  });

  it('refuses an exam started on a reader, and another workplace never sees the exam', async () => {
    const op = await operator();
    const device = await fx.reader(op);
    const id = await fx.examRequest(op, 'COVID_AG');
    expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
    expect((await fx.get(op, id)).canEnterResult).toBe(false);
    const res = await enter(op, id, { analytes: [{ code: 'SARS_COV_2_AG', value: '0' }] });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'INVALID_TRANSITION']);

    const stranger = await operator();
    const other = await fx.examRequest(op, 'COVID_AG');
    const foreign = await enter(stranger, other, { analytes: [{ code: 'SARS_COV_2_AG', value: '0' }] });
    expect(foreign.statusCode).toBe(404);
    expect((await fx.get(op, other)).results).toEqual([]);
  });
});
