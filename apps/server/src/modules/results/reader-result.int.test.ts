import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, examRunFixtures, type Json, lastEntry, type Operator } from '../exams-run/test-fixtures';

type Device = Awaited<ReturnType<ReturnType<typeof examRunFixtures>['reader']>>;

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
const steps = ['reading', 'analysis', 'send', 'waitingResult', 'reportReady'];

/** An exam on a fresh reader with its capsule in; `measure` sends what the reader sends before the report. */
async function run(op: Operator, examCode: string, measure: (device: Device, id: string) => Promise<void>) {
  const device = await fx.reader(op);
  const id = await fx.examRequest(op, examCode);
  const lot = await fx.lot(op, examCode);
  await fx.start(op, id, device.code);
  await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
  await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
  await device.send(id, { type: 'capsuleInserted' });
  await measure(device, id);
  for (const step of steps) await device.send(id, { type: 'stepStarted', step });
  return { id, detail: await fx.until(op, id, (d) => d.running === false) };
}

describe('a result from the reader (§2 sending result part x of y, §3 Result)', () => {
  it('joins the parts, checks the hash and stores each analyte against the catalogue; the report is then ready', async () => {
    const op = await operator();
    const { detail } = await run(op, 'HBA1C', (device, id) =>
      device.result(
        id,
        [
          {
            analyte: 'HbA1c',
            value: '5.9',
            unit: '%',
            lowerLimit: '4.0',
            upperLimit: '5.6',
            processTimeSeconds: 181,
          },
        ],
        8,
      ),
    );
    expect(detail).toMatchObject({ state: 'ready', errorCode: null });
    expect(detail.results).toEqual([
      expect.objectContaining({
        analyteCode: 'HBA1C',
        value: '5.9',
        unit: '%',
        valid: true,
        source: 'reader',
        methodology: 'Imunofluorescência',
      }),
    ]);
    expect((detail.timeline as Json[]).map((e) => e.type)).toContain('resultReceived');
  });

  it('a reading out of the critical range is flagged and alerts the workplace once the report is ready', async () => {
    const op = await operator();
    const published = vi.spyOn(app.bus, 'publish');
    try {
      const { id, detail } = await run(op, 'HBA1C', (device, examId) =>
        device.result(examId, [{ analyte: 'HbA1c', value: '15.2', unit: '%' }]),
      );
      expect(detail).toMatchObject({ state: 'ready' });
      expect(detail.results).toEqual([expect.objectContaining({ analyteCode: 'HBA1C', critical: true })]);
      const alerts = published.mock.calls.filter(([, m]) => (m as Json).type === 'criticalResult');
      expect(alerts.map(([, m]) => (m as Json).examId)).toEqual([id]);
    } finally {
      published.mockRestore();
    }
  });

  it('no result by the last step: no report — the exam is invalid with RESULT_UNREADABLE', async () => {
    const op = await operator();
    const { detail } = await run(op, 'COVID_AG', async () => {});
    expect(detail).toMatchObject({ state: 'invalid', errorCode: 'RESULT_UNREADABLE', results: [] });
    expect((detail.timeline as Json[]).at(-1)).toMatchObject({
      type: 'failed',
      detail: { reason: 'missing' },
    });
  });

  it('a part that does not match the hash makes the result unreadable; nothing is stored', async () => {
    const op = await operator();
    const { detail } = await run(op, 'COVID_AG', (device, id) =>
      device.send(id, {
        type: 'resultPart',
        part: 1,
        of: 1,
        data: Buffer.from(JSON.stringify({ examId: id, results: [] })).toString('base64'),
        hashcode: 'f'.repeat(64),
      }),
    );
    expect(detail).toMatchObject({ state: 'invalid', errorCode: 'RESULT_UNREADABLE', results: [] });
  });

  it('an analyte the exam does not have, or a qualitative value outside the §3 codes, is unreadable', async () => {
    const op = await operator();
    const other = await run(op, 'COVID_AG', (device, id) =>
      device.result(id, [{ analyte: 'Glucose', value: '90' }]),
    );
    expect(other.detail).toMatchObject({ state: 'invalid', errorCode: 'RESULT_UNREADABLE' });
    const bad = await run(op, 'COVID_AG', (device, id) =>
      device.result(id, [{ analyte: 'SARS_COV_2_AG', value: 7 }]),
    );
    expect(bad.detail).toMatchObject({ state: 'invalid', errorCode: 'RESULT_UNREADABLE' });
  });

  it('an invalid reading (-1) gives an invalid report that can go to recollect; more parts than allowed are too large', async () => {
    const op = await operator();
    const { detail } = await run(op, 'COVID_AG', (device, id) =>
      device.result(id, [{ analyte: 'SARS_COV_2_AG', value: -1 }]),
    );
    expect(detail).toMatchObject({
      state: 'invalid',
      errorCode: null,
      canRecollect: true,
      results: [{ value: '-1' }],
    });
    expect(lastEntry(detail)).toBe('resultReady');

    const big = await run(op, 'COVID_AG', (device, id) =>
      device.send(id, { type: 'resultPart', part: 1, of: 65, data: 'AAAA' }),
    );
    expect(big.detail).toMatchObject({ state: 'invalid', errorCode: 'RESULT_TOO_LARGE' });
  });
});
