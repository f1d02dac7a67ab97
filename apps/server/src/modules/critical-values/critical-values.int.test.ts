import { workplaceTopics } from '@ponto/domain';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { examRequests } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { colleagueOf, order, orderingOperator, registration } from '../ordering/test-fixtures';

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

/** A colleague at the operator's workplace with council data: a manager, or an analyst who releases. */
const colleague = (op: Operator, roles: string[]): Promise<Operator> =>
  colleagueOf(app, op, { roles, councilAcronym: 'CRF', councilState: 'SP', councilNumber: '12345' });

async function glucose(op: Operator, fullName: string) {
  const res = await fx.call(op, 'POST', '/pre-exams', {
    subject: { kind: 'patient', registration: registration(randomCpf(), { fullName }) },
    order: order([op.index('GLUCOSE')], { quizForm: { [op.index('GLUCOSE')]: { fasting: true } } }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: examRequests.id })
    .from(examRequests)
    .where(eq(examRequests.preExamId, res.json().id));
  return row!.id;
}

const enter = async (op: Operator, id: string, value: string) => {
  const res = await fx.call(op, 'POST', `/exam-requests/${id}/results`, {
    analytes: [{ code: 'GLU', value }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
};
const flags = (detail: Json) => (detail.results as Json[]).map((r) => [r.analyteCode, r.value, r.critical]);
const put = (op: Operator, body: Json, analyte = 'GLU') =>
  fx.call(op, 'PUT', `/critical-ranges/GLUCOSE/${analyte}`, body);

describe('critical values', () => {
  it('a result out of the catalogue range is flagged and alerts the workplace live; one inside is not', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const published = vi.spyOn(app.bus, 'publish');
    const alerts = () =>
      published.mock.calls
        .filter(
          ([topic, m]) =>
            topic === workplaceTopics.exams(op.workplace.cnpj) && (m as Json).type === 'criticalResult',
        )
        .map(([, m]) => m as Json);
    try {
      const high = await glucose(op, 'Paula Critica');
      expect(flags(await enter(op, high, '450'))).toEqual([['GLU', '450', true]]);
      expect(alerts()).toEqual([
        expect.objectContaining({
          examId: high,
          patient: 'Paula Critica',
          analytes: [expect.objectContaining({ code: 'GLU', value: '450', unit: 'mg/dL' })],
        }),
      ]);
      const normal = await glucose(op, 'Paulo Normal');
      expect(flags(await enter(op, normal, '120'))).toEqual([['GLU', '120', false]]);
      expect(alerts()).toHaveLength(1);
    } finally {
      published.mockRestore();
    }
  });

  it('a manager sets the workplace’s own range; it then decides; both bounds empty restore the catalogue’s', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE', 'HIV'] });
    const manager = await colleague(op, ['operator', 'manager']);
    const list = (await fx.call(op, 'GET', '/critical-ranges')).json().items as Json[];
    expect(list).toEqual([
      expect.objectContaining({
        examCode: 'GLUCOSE',
        analyteCode: 'GLU',
        defaultRange: { lower: '50', upper: '400' },
        ownRange: null,
      }),
    ]); // the qualitative HIV has no range

    expect((await put(op, { lower: '60', upper: '300' })).statusCode).toBe(403);
    const inverted = await put(manager, { lower: '300', upper: '60' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.fields).toEqual([
      expect.objectContaining({ field: 'upper', messageKey: 'validation:criticalRangeInverted' }),
    ]);
    const word = await put(manager, { lower: 'abc', upper: '300' });
    expect(word.json().error.fields).toEqual([
      expect.objectContaining({ field: 'lower', messageKey: 'validation:resultDecimal' }),
    ]);
    expect((await put(manager, { lower: '60', upper: '300' }, 'NOPE')).statusCode).toBe(404);

    const set = await put(manager, { lower: '60', upper: '300,5' });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json().items as Json[])[0]).toMatchObject({ ownRange: { lower: '60', upper: '300.5' } });
    expect(flags(await enter(op, await glucose(op, 'Rosa Propria'), '350'))).toEqual([['GLU', '350', true]]);

    // Another workplace keeps the catalogue's range.
    const other = await orderingOperator(app, { offer: ['GLUCOSE'] });
    expect(flags(await enter(other, await glucose(other, 'Rosa Outra'), '350'))).toEqual([
      ['GLU', '350', false],
    ]);

    const cleared = await put(manager, { lower: '', upper: null });
    expect((cleared.json().items as Json[])[0]).toMatchObject({ ownRange: null });
    expect(flags(await enter(op, await glucose(op, 'Rosa Volta'), '350'))).toEqual([['GLU', '350', false]]);
  });

  it('a rectify moves the flag with the value', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const analyst = await colleague(op, ['operator', 'analyst']);
    const id = await glucose(op, 'Tiago Retificado');
    await enter(op, id, '30');
    expect((await fx.call(analyst, 'POST', `/exam-requests/${id}/release`)).statusCode).toBe(200);
    const rectified = await fx.call(analyst, 'POST', `/exam-requests/${id}/rectify`, {
      analytes: [{ code: 'GLU', value: '80' }],
      reason: 'Transcription',
      confirmed: true,
    });
    expect(rectified.statusCode, rectified.body).toBe(200);
    expect(flags(rectified.json())).toEqual([['GLU', '80', false]]);
  });
});
