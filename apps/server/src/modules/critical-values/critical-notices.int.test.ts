import { and, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, criticalNotices, examRequests } from '../../db/schema';
import { trailUnwritable } from '../../testing/audit-failure';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { colleagueOf, order, orderingOperator, registration } from '../ordering/test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Own database: one test makes the audit trail refuse every entry for a moment.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

/** A glucose exam of a new patient, its result typed in (ready at once). */
async function glucoseWith(op: Operator, fullName: string, value: string): Promise<string> {
  const res = await fx.call(op, 'POST', '/pre-exams', {
    subject: { kind: 'patient', registration: registration(randomCpf(), { fullName }) },
    order: order([op.index('GLUCOSE')], { quizForm: { [op.index('GLUCOSE')]: { fasting: true } } }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: examRequests.id })
    .from(examRequests)
    .where(eq(examRequests.preExamId, res.json().id));
  const entered = await fx.call(op, 'POST', `/exam-requests/${row!.id}/results`, {
    analytes: [{ code: 'GLU', value }],
  });
  expect(entered.statusCode, entered.body).toBe(200);
  return row!.id;
}

const list = async (op: Operator, status: 'open' | 'acknowledged') => {
  const res = await fx.call(op, 'GET', `/critical-notices?status=${status}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Json[];
};
const noticeOf = async (op: Operator, examId: string, status: 'open' | 'acknowledged' = 'open') =>
  (await list(op, status)).filter((n) => n.examRequestId === examId);

const told = (extra: Json = {}): Json => ({
  contactedParty: 'prescriber',
  contactedName: 'Dra. Helena Prado',
  channel: 'phone',
  contactedAt: new Date(Date.now() - 60_000).toISOString(),
  readBack: true,
  note: 'Paciente encaminhada ao pronto-socorro',
  ...extra,
});
const acknowledge = (op: Operator, id: string, body: Json) =>
  fx.call(op, 'POST', `/critical-notices/${id}/acknowledgement`, body);

const entriesFor = (noticeId: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'criticalNoticeAcknowledge'), eq(auditLog.targetId, noticeId)));

describe('critical notices', () => {
  it('a critical result opens one notice for the workplace, listed open with what to tell; a normal one opens none', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const critical = await glucoseWith(op, 'Paula Critica', '450');
    const normal = await glucoseWith(op, 'Paulo Normal', '120');
    const open = await list(op, 'open');
    expect(open).toEqual([
      expect.objectContaining({
        status: 'open',
        examRequestId: critical,
        patientName: 'Paula Critica',
        protocolNumber: expect.any(String),
        examName: expect.objectContaining({ 'pt-BR': expect.any(String) }),
        analytes: [
          expect.objectContaining({
            code: 'GLU',
            value: '450',
            unit: 'mg/dL',
            criticalRange: { lower: '50', upper: '400' },
          }),
        ],
        createdAt: expect.any(String),
        acknowledgement: null,
      }),
    ]);
    expect(await noticeOf(op, normal)).toEqual([]);
    expect(await list(op, 'acknowledged')).toEqual([]);
  });

  it('lists newest first', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const first = await glucoseWith(op, 'Ana Primeira', '20');
    app.clock.advance(1_000);
    const second = await glucoseWith(op, 'Bruno Segundo', '30');
    expect((await list(op, 'open')).map((n) => n.examRequestId)).toEqual([second, first]);
  });

  it('an acknowledgement records who told whom, when and how, in the audit trail; a second one is 409', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const examId = await glucoseWith(op, 'Carla Aviso', '500');
    const [notice] = await noticeOf(op, examId);
    const body = told();
    const res = await acknowledge(op, notice!.id as string, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: notice!.id,
      status: 'acknowledged',
      acknowledgement: {
        by: { id: op.user.id, name: expect.any(String) },
        at: expect.any(String),
        contactedParty: 'prescriber',
        contactedName: 'Dra. Helena Prado',
        channel: 'phone',
        contactedAt: new Date(body.contactedAt as string).toISOString(),
        readBack: true,
        note: 'Paciente encaminhada ao pronto-socorro',
      },
    });
    expect(await noticeOf(op, examId)).toEqual([]);
    expect(await noticeOf(op, examId, 'acknowledged')).toEqual([res.json()]);

    const entries = await entriesFor(notice!.id as string);
    expect(entries).toEqual([
      expect.objectContaining({
        workplaceId: op.workplace.id,
        actorId: op.user.id,
        outcome: 'success',
        targetType: 'criticalNotice',
        details: { contactedParty: 'prescriber', channel: 'phone', readBack: true },
      }),
    ]);
    // The name of the person told stays out of the trail.
    expect(JSON.stringify(entries)).not.toContain('Helena');

    const again = await acknowledge(op, notice!.id as string, told({ contactedName: 'Outra Pessoa' }));
    expect([again.statusCode, again.json().error.code]).toEqual([
      409,
      'CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED',
    ]);
    expect((await noticeOf(op, examId, 'acknowledged'))[0]).toMatchObject({
      acknowledgement: { contactedName: 'Dra. Helena Prado' },
    });
  });

  it('bad input is 400 naming each field; nothing is recorded', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const [notice] = await noticeOf(op, await glucoseWith(op, 'Davi Campos', '10'));
    const id = notice!.id as string;
    const fieldsOf = async (body: Json) => {
      const res = await acknowledge(op, id, body);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json().error.fields as Json[]).map((f) => [f.field, f.messageKey]);
    };
    expect(
      await fieldsOf({
        contactedParty: 'neighbour',
        contactedName: ' ',
        channel: 'pigeon',
        contactedAt: 'yesterday',
        readBack: false,
        note: 'x'.repeat(501),
      }),
    ).toEqual(
      expect.arrayContaining([
        ['contactedParty', 'validation:invalidOption'],
        ['contactedName', 'validation:required'],
        ['channel', 'validation:invalidOption'],
        ['contactedAt', 'validation:invalidDate'],
        ['readBack', 'validation:readBackRequired'],
        ['note', 'validation:tooLong'],
      ]),
    );
    expect(await fieldsOf(told({ readBack: undefined }))).toEqual([
      ['readBack', 'validation:readBackRequired'],
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await fieldsOf(told({ contactedAt: tomorrow }))).toEqual([
      ['contactedAt', 'validation:dateInFuture'],
    ]);
    expect(await noticeOf(op, notice!.examRequestId as string)).toHaveLength(1);
    expect(await entriesFor(id)).toEqual([]);
  });

  it('another workplace’s notice is not found, neither listed nor acknowledged', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const other = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const [notice] = await noticeOf(op, await glucoseWith(op, 'Elisa Alheia', '600'));
    expect((await list(other, 'open')).map((n) => n.id)).not.toContain(notice!.id);
    const res = await acknowledge(other, notice!.id as string, told());
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await noticeOf(op, notice!.examRequestId as string))[0]).toMatchObject({ status: 'open' });
  });

  it('a rectify that is critical again refreshes the open notice instead of adding one; after an acknowledgement it opens a new one', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const analyst = await colleagueOf(app, op, {
      roles: ['operator', 'analyst'],
      councilAcronym: 'CRF',
      councilState: 'SP',
      councilNumber: '12345',
    });
    const examId = await glucoseWith(op, 'Fabio Retificado', '450');
    expect((await fx.call(analyst, 'POST', `/exam-requests/${examId}/release`)).statusCode).toBe(200);
    const rectify = async (value: string) => {
      const res = await fx.call(analyst, 'POST', `/exam-requests/${examId}/rectify`, {
        analytes: [{ code: 'GLU', value }],
        reason: 'Transcription',
        confirmed: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await rectify('480');
    const open = await noticeOf(op, examId);
    expect(open.map((n) => (n.analytes as Json[]).map((a) => a.value))).toEqual([['480']]);

    expect((await acknowledge(op, open[0]!.id as string, told())).statusCode).toBe(200);
    await rectify('120');
    expect(await noticeOf(op, examId)).toEqual([]);
    await rectify('700');
    expect((await noticeOf(op, examId)).map((n) => (n.analytes as Json[])[0]!.value)).toEqual(['700']);
    const rows = await app.database.db
      .select({ id: criticalNotices.id })
      .from(criticalNotices)
      .where(eq(criticalNotices.examRequestId, examId));
    expect(rows).toHaveLength(2);
  });

  it('fails closed: without the audit entry the notice stays open (AUDIT_UNAVAILABLE)', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const [notice] = await noticeOf(op, await glucoseWith(op, 'Gabriel Fechado', '15'));
    const res = await trailUnwritable(app, () => acknowledge(op, notice!.id as string, told()));
    expect([res.statusCode, res.json().error.code]).toEqual([503, 'AUDIT_UNAVAILABLE']);
    expect((await noticeOf(op, notice!.examRequestId as string))[0]).toMatchObject({
      status: 'open',
      acknowledgement: null,
    });
  });
});
