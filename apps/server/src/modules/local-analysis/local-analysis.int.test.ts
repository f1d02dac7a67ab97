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

const labAnalyst = (op: Operator): Promise<Operator> =>
  colleagueOf(app, op, {
    labAnalyst: true,
    councilAcronym: 'CRF',
    councilState: 'SP',
    councilNumber: '12345',
  });

/** One protocol with two exams (HIV and syphilis) for one patient: one cluster. */
async function protocolOfTwo(op: Operator, fullName: string) {
  const res = await fx.call(op, 'POST', '/pre-exams', {
    subject: { kind: 'patient', registration: registration(randomCpf(), { fullName }) },
    order: order([op.index('HIV'), op.index('SYPHILIS')]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const preExamId = res.json().id as string;
  const rows = await app.database.db
    .select({ id: examRequests.id, index: examRequests.examIndex })
    .from(examRequests)
    .where(eq(examRequests.preExamId, preExamId));
  const idOf = (code: string) => rows.find((r) => r.index === op.index(code))!.id;
  return { preExamId, hiv: idOf('HIV'), syphilis: idOf('SYPHILIS') };
}

const enter = async (op: Operator, id: string, code: string, value: string) => {
  const res = await fx.call(op, 'POST', `/exam-requests/${id}/results`, { analytes: [{ code, value }] });
  expect(res.statusCode, res.body).toBe(200);
};
const list = async (op: Operator) => (await fx.call(op, 'GET', '/local-analysis')).json() as Json;

describe('local analysis (§4, §6)', () => {
  it('lists a protocol once its results wait; INSERT, UPDATE and DELETE follow it, keyed by clusterId', async () => {
    const op = await orderingOperator(app, {
      offer: ['HIV', 'SYPHILIS'],
      workplace: { permissions: ['drugstore'] },
    });
    const analyst = await labAnalyst(op);
    const { preExamId, hiv, syphilis } = await protocolOfTwo(op, 'Clara Conferida');
    expect(await list(op)).toEqual({ localAnalysis: true, clusters: [] });

    const published = vi.spyOn(app.bus, 'publish');
    const changes = () =>
      published.mock.calls
        .filter(([topic]) => topic === workplaceTopics.localAnalysis(op.workplace.cnpj))
        .map(([, message]) => message as Json);

    await enter(op, hiv, 'HIV_AB', '1');
    await enter(op, syphilis, 'TP_AB', '0');
    const { clusters } = await list(analyst);
    expect(clusters).toEqual([
      {
        clusterId: preExamId,
        protocolNumber: expect.any(String),
        patient: 'Clara Conferida',
        exams: [
          expect.objectContaining({
            examRequestId: hiv,
            results: [expect.objectContaining({ analyteCode: 'HIV_AB', value: '1' })],
          }),
          expect.objectContaining({
            examRequestId: syphilis,
            results: [expect.objectContaining({ analyteCode: 'TP_AB', value: '0' })],
          }),
        ],
      },
    ]);
    expect(changes().map((c) => [c.action, c.clusterId, (c.exam as Json | undefined)?.exams])).toEqual([
      ['INSERT', preExamId, [expect.objectContaining({ examRequestId: hiv })]],
      [
        'UPDATE',
        preExamId,
        [
          expect.objectContaining({ examRequestId: hiv }),
          expect.objectContaining({ examRequestId: syphilis }),
        ],
      ],
    ]);

    expect((await fx.call(analyst, 'POST', `/exam-requests/${hiv}/release`)).statusCode).toBe(200);
    expect((await list(analyst)).clusters).toEqual([
      expect.objectContaining({
        clusterId: preExamId,
        exams: [expect.objectContaining({ examRequestId: syphilis })],
      }),
    ]);
    expect(changes().at(-1)).toMatchObject({ action: 'UPDATE', clusterId: preExamId, type: 'localAnalysis' });

    expect((await fx.call(analyst, 'POST', `/exam-requests/${syphilis}/release`)).statusCode).toBe(200);
    expect((await list(analyst)).clusters).toEqual([]);
    expect(changes().at(-1)).toMatchObject({ action: 'DELETE', clusterId: preExamId });
    expect(changes().at(-1)).not.toHaveProperty('exam');
    expect(changes()).toHaveLength(4);
    published.mockRestore();
  });

  it('a result sent to recollect leaves the list; an invalid one never joins it', async () => {
    const op = await orderingOperator(app, {
      offer: ['HIV', 'SYPHILIS'],
      workplace: { permissions: ['international'] },
    });
    const { preExamId, hiv, syphilis } = await protocolOfTwo(op, 'Rui Recolhido');
    await enter(op, hiv, 'HIV_AB', '-1');
    expect((await list(op)).clusters).toEqual([]);
    await enter(op, syphilis, 'TP_AB', '0');
    expect((await list(op)).clusters).toEqual([expect.objectContaining({ clusterId: preExamId })]);
    const published = vi.spyOn(app.bus, 'publish');
    const recollect = await fx.call(op, 'POST', `/exam-requests/${syphilis}/recollect`, {
      reason: 'Hemolysed sample',
    });
    expect(recollect.statusCode, recollect.body).toBe(200);
    expect((await list(op)).clusters).toEqual([]);
    expect(
      published.mock.calls
        .filter(([topic]) => topic === workplaceTopics.localAnalysis(op.workplace.cnpj))
        .map(([, m]) => (m as Json).action),
    ).toEqual(['DELETE']);
    published.mockRestore();
  });

  it('elsewhere there is no local analysis: no list and no messages; another workplace sees nothing', async () => {
    const op = await orderingOperator(app, { offer: ['HIV', 'SYPHILIS'] });
    const published = vi.spyOn(app.bus, 'publish');
    const { syphilis } = await protocolOfTwo(op, 'Lia Laboratorio');
    await enter(op, syphilis, 'TP_AB', '0');
    expect(await list(op)).toEqual({ localAnalysis: false, clusters: [] });
    expect(published.mock.calls.some(([topic]) => String(topic).endsWith('/local-analysis'))).toBe(false);
    published.mockRestore();

    const drugstore = await orderingOperator(app, {
      offer: ['HIV'],
      workplace: { permissions: ['drugstore'] },
    });
    const other = await orderingOperator(app, {
      offer: ['HIV'],
      workplace: { permissions: ['drugstore'] },
    });
    const id = await fx.examRequest(drugstore, 'HIV');
    await enter(drugstore, id, 'HIV_AB', '0');
    expect((await list(drugstore)).clusters).toHaveLength(1);
    expect((await list(other)).clusters).toEqual([]);
  });
});
