import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests, preExams } from '../../db/schema';
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

function submit(op: Op, fullName: string, extra: Record<string, unknown> = {}, cpf = randomCpf()) {
  return app.http.inject({
    method: 'POST',
    url: '/pre-exams',
    headers: op.headers,
    payload: {
      subject: { kind: 'patient', registration: registration(cpf, { fullName }) },
      order: order([op.index('HIV')]),
      ...extra,
    },
  });
}

async function preExam(op: Op, fullName: string, cpf = randomCpf()) {
  const res = await submit(op, fullName, {}, cpf);
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
    expect((await list(op, '?q=carla')).json().items).toEqual([]);
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
    // A ready report waits for its release (§2, §6): the protocol awaits release, then is complete.
    await app.database.db
      .update(examRequests)
      .set({ status: 'ready' })
      .where(eq(examRequests.id, request!.id));
    const patients = async (status: string) =>
      ((await list(op, `?status=${status}`)).json().items as Row[]).map((r) => r.patient);
    expect(await patients('awaitingRelease')).toEqual(['Dora Pronta']);
    expect(await patients('complete')).toEqual([]);
    expect(await patients('pending')).toEqual(['Paulo Pendente']);
    await app.database.db
      .update(examRequests)
      .set({ releasedAt: new Date() })
      .where(eq(examRequests.id, request!.id));
    expect(await patients('complete')).toEqual(['Dora Pronta']);
    expect(await patients('awaitingRelease')).toEqual([]);
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

describe('dates (§5) and ages on the calendar day of the workplace', () => {
  it('filters by the day the protocol was made where the workplace is, and counts the age on that day', async () => {
    const op = await orderingOperator(app);
    // 23:00 on 30 April in São Paulo is already 1 May in UTC; the patient turns 36 on 1 May.
    app.clock.set(new Date('2026-05-01T02:00:00Z'));
    try {
      const res = await submit(op, 'Lia Noturna', {
        subject: {
          kind: 'patient',
          registration: registration(randomCpf(), { fullName: 'Lia Noturna', birthDate: '1990-05-01' }),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      app.clock.set(new Date('2026-05-03T15:00:00Z'));
      await preExam(op, 'Rui Depois');
    } finally {
      app.clock.set(new Date());
    }
    const names = async (query: string) =>
      ((await list(op, query)).json().items as Row[]).map((r) => r.patient);
    expect(await names('?from=2026-04-30&to=2026-04-30')).toEqual(['Lia Noturna']);
    expect(await names('?from=2026-05-01&to=2026-05-02')).toEqual([]);
    expect(await names('?from=2026-05-01')).toEqual(['Rui Depois']);
    expect(await names('?to=2026-05-02')).toEqual(['Lia Noturna']);
    expect(await names('?from=2026-04-30&to=2026-05-03')).toEqual(['Rui Depois', 'Lia Noturna']);
    const [lia] = (await list(op, '?q=lia')).json().items as Array<Row & { age: number }>;
    expect(lia!.age).toBe(35);
  });
});

describe('protocol type on POST /pre-exams (§3, §6)', () => {
  const savedTypes = async (op: Op) =>
    (
      await app.database.db
        .select({ type: preExams.protocolType })
        .from(preExams)
        .where(eq(preExams.workplaceId, op.workplace.id))
    ).map((r) => r.type);

  it('saves MAB where the workplace offers the mab service, and the type filter finds it', async () => {
    const op = await orderingOperator(app, { workplace: { services: ['ponto', 'mab'] } });
    const res = await submit(op, 'Marta Mab', { protocolType: 'mab' });
    expect(res.statusCode, res.body).toBe(201);
    await preExam(op, 'Ivo Atendido');
    const byType = async (type: string) =>
      ((await list(op, `?type=${type}`)).json().items as Row[]).map((r) => r.patient);
    expect(await byType('mab')).toEqual(['Marta Mab']);
    expect(await byType('attendance')).toEqual(['Ivo Atendido']);
  });

  it('refuses MAB without the mab service, or where the selfCollection permission disables it; nothing is saved', async () => {
    for (const workplace of [
      { services: ['ponto', 'attendance'] },
      { services: ['ponto', 'mab'], permissions: ['selfCollection'] },
    ]) {
      const op = await orderingOperator(app, { workplace });
      const res = await submit(op, 'Nina Negada', { protocolType: 'mab' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'FORBIDDEN',
        fields: [{ field: 'protocolType', messageKey: 'errors:FORBIDDEN.title' }],
      });
      expect(await savedTypes(op)).toEqual([]);
    }
  });

  it('makes it self-collection when a kit is chosen, and saves pre-register as asked', async () => {
    const op = await orderingOperator(app, {
      workplace: { permissions: ['selfCollection'] },
      user: { selfCollection: true },
    });
    await op.addKit('KIT-HIV', ['HIV']);
    const kit = await submit(op, 'Kátia Kit', {
      protocolType: 'attendance',
      order: order([op.index('HIV')], { selfCollectionKit: 'KIT-HIV' }),
    });
    expect(kit.statusCode, kit.body).toBe(201);
    const pre = await submit(op, 'Pedro Prévio', { protocolType: 'preRegister' });
    expect(pre.statusCode, pre.body).toBe(201);
    const rows = (await list(op)).json().items as Row[];
    expect(rows.map((r) => [r.patient, r.type])).toEqual([
      ['Pedro Prévio', 'preRegister'],
      ['Kátia Kit', 'selfCollection'],
    ]);
  });

  it('takes no self-collection type from the client (the kit decides it), naming the field', async () => {
    const op = await orderingOperator(app);
    const res = await submit(op, 'Sara Sem Kit', { protocolType: 'selfCollection' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toEqual(['protocolType']);
    expect(await savedTypes(op)).toEqual([]);
  });
});
