import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { order, orderingOperator, registration } from '../ordering/test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

type Op = Awaited<ReturnType<typeof orderingOperator>>;
type Row = {
  preExamId: string;
  protocolNumber: string;
  patient: string;
  status: string;
  type: string;
  exams: Array<{ examRequestId: string; state: string }>;
};

async function preExam(op: Op, fullName: string, cpf = randomCpf()) {
  const res = await app.http.inject({
    method: 'POST',
    url: '/pre-exams',
    headers: op.headers,
    payload: {
      subject: { kind: 'patient', registration: registration(cpf, { fullName }) },
      order: order([op.index('HIV')]),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; protocolNumber: string };
}

const list = async (op: Op, query = '') => {
  const res = await app.http.inject({ method: 'GET', url: `/protocols${query}`, headers: op.headers });
  return res;
};

describe('protocol table (§2, §3, §4)', () => {
  it('lists the workplace protocols newest first, with their exams, type and status; other workplaces never', async () => {
    const op = await orderingOperator(app);
    const other = await orderingOperator(app);
    const first = await preExam(op, 'Ana Primeira');
    const second = await preExam(op, 'Bia Segunda');
    await preExam(other, 'Carla Outra');
    const res = await list(op);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Row[];
    expect(items.map((r) => r.protocolNumber)).toEqual([second.protocolNumber, first.protocolNumber]);
    expect(items[0]).toMatchObject({
      patient: 'Bia Segunda',
      type: 'attendance',
      status: 'pending',
      age: expect.any(Number),
    });
    expect(items[0]!.exams).toEqual([expect.objectContaining({ examCode: 'HIV', state: 'waitingForTest' })]);
  });

  it('searches by protocol number, by name without accents and by document', async () => {
    const op = await orderingOperator(app);
    const cpf = randomCpf();
    const joao = await preExam(op, 'João Araújo', cpf);
    await preExam(op, 'Maria Silva');
    const byNumber = (await list(op, `?q=${joao.protocolNumber}`)).json().items as Row[];
    expect(byNumber.map((r) => r.patient)).toEqual(['João Araújo']);
    const byName = (await list(op, '?q=joao araujo')).json().items as Row[];
    expect(byName.map((r) => r.patient)).toEqual(['João Araújo']);
    const byDocument = (await list(op, `?q=${cpf.slice(0, 6)}`)).json().items as Row[];
    expect(byDocument.map((r) => r.patient)).toEqual(['João Araújo']);
  });

  it('derives the status from the exams and filters by it', async () => {
    const op = await orderingOperator(app);
    const done = await preExam(op, 'Dora Pronta');
    await preExam(op, 'Paulo Pendente');
    const [request] = await app.database.db
      .select({ id: examRequests.id })
      .from(examRequests)
      .where(eq(examRequests.preExamId, done.id));
    await app.database.db
      .update(examRequests)
      .set({ status: 'ready' })
      .where(eq(examRequests.id, request!.id));
    expect(((await list(op, '?status=complete')).json().items as Row[]).map((r) => r.patient)).toEqual([
      'Dora Pronta',
    ]);
    expect(((await list(op, '?status=pending')).json().items as Row[]).map((r) => r.patient)).toEqual([
      'Paulo Pendente',
    ]);
    expect((await list(op, '?status=awaitingRelease')).json().items).toEqual([]);
  });

  it('refuses an initial date after the final one, naming the field (§5)', async () => {
    const op = await orderingOperator(app);
    const res = await list(op, '?from=2026-05-02&to=2026-05-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ field: 'from', messageKey: 'validation:dateRangeInverted' }]);
    const bad = await list(op, '?type=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('loads more with a cursor and filters by type', async () => {
    const op = await orderingOperator(app);
    for (const name of ['Um Teste', 'Dois Teste', 'Tres Teste']) await preExam(op, name);
    const first = (await list(op, '?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const rest = (await list(op, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(rest.nextCursor).toBeNull();
    const seen = [...first.items, ...rest.items].map((r: Row) => r.patient).sort();
    expect(seen).toEqual(['Dois Teste', 'Tres Teste', 'Um Teste']);
    expect((await list(op, '?type=mab')).json().items).toEqual([]);
  });
});
