import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, examRequests } from '../../db/schema';
import { trailUnwritable } from '../../testing/audit-failure';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { colleagueOf, order, orderingOperator, registration } from '../ordering/test-fixtures';
import { chainOf } from './service';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Own database: a test here makes the audit trail unwritable for a moment.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

const analystOf = (op: Operator): Promise<Operator> =>
  colleagueOf(app, op, {
    roles: ['analyst'],
    councilAcronym: 'CRF',
    councilState: 'SP',
    councilNumber: '12345',
  }) as Promise<Operator>;

/** A patient's Covid-19 exam at the operator's workplace, its result typed (ready to release). */
async function readyExam(op: Operator) {
  const created = await fx.call(op, 'POST', '/pre-exams', {
    subject: { kind: 'patient', registration: registration(randomCpf(), { fullName: 'Irene Auditada' }) },
    order: order([op.index('COVID_AG')], { quizForm: { [op.index('COVID_AG')]: { symptoms: false } } }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const preExam = await fx.call(op, 'GET', `/pre-exams/${created.json().id}`);
  const id = ((preExam.json() as Json).exams as Json[])[0]!.examRequestId as string;
  const typed = await fx.call(op, 'POST', `/exam-requests/${id}/results`, {
    analytes: [{ code: 'SARS_COV_2_AG', value: '0' }],
  });
  expect(typed.statusCode, typed.body).toBe(200);
  const subject = (preExam.json() as Json).subject as Json;
  return { id, preExamId: created.json().id as string, patientId: subject.id as string };
}

const entriesOf = (workplaceId: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.chain, chainOf(workplaceId)))
    .orderBy(auditLog.seq);

/** The entries recorded from now on in the workplace's chain. */
async function recorder(workplaceId: string) {
  const from = (await entriesOf(workplaceId)).length;
  return async () =>
    (await entriesOf(workplaceId))
      .slice(from)
      .map((e) => [e.action, e.outcome, e.targetType, e.targetId, e.actorId]);
}

describe('what goes into the audit trail', () => {
  it('reads of patient data: search, record, pre-exam, exams list and detail, reports; not the ids out of scope', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'], user: { stockView: true } });
    const { id, preExamId, patientId } = await readyExam(op);
    const recorded = await recorder(op.workplace.id);
    const stranger = '6f0c1c1e-0000-4000-8000-000000000000';
    for (const url of [
      '/patients?search=Irene',
      `/patients/${patientId}`,
      `/pre-exams/${preExamId}`,
      '/exam-requests',
      `/exam-requests/${id}`,
      '/reports/exams?from=2026-03-01&to=2026-03-31&exam=all&model=all',
      '/reports/notifications?from=2026-03-01&to=2026-03-31',
      '/local-analysis',
      '/protocols',
      '/stock/recall?lot=NONE',
    ]) {
      const res = await fx.call(op, 'GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    expect((await fx.call(op, 'GET', `/patients/${stranger}`)).statusCode).toBe(404);
    expect((await fx.call(op, 'GET', `/exam-requests/${stranger}`)).statusCode).toBe(404);
    const who = op.user.id;
    expect(await recorded()).toEqual([
      ['patientRead', 'success', 'patientList', null, who],
      ['patientRead', 'success', 'patient', patientId, who],
      ['patientRead', 'success', 'preExam', preExamId, who],
      ['patientRead', 'success', 'examList', null, who],
      ['patientRead', 'success', 'examRequest', id, who],
      ['patientRead', 'success', 'examReport', null, who],
      ['patientRead', 'success', 'notifications', null, who],
      ['patientRead', 'success', 'localAnalysis', null, who],
      ['patientRead', 'success', 'protocolList', null, who],
      ['patientRead', 'success', 'lotRecall', null, who],
      // An id outside the caller's scope: an attempt, recorded as such.
      ['patientRead', 'failure', 'patient', stranger, who],
      ['patientRead', 'failure', 'examRequest', stranger, who],
    ]);
    // Ids and codes only: no name, no search term, no result.
    const entries = await entriesOf(op.workplace.id);
    expect(JSON.stringify(entries)).not.toMatch(/Irene|Auditada/);
    expect(entries.at(-1)!.details).toEqual({ route: 'GET /exam-requests/:id', status: 404 });
  });

  it('a list read refused by its own checks after its entry was started: a failure entry follows, same request', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const recorded = await recorder(op.workplace.id);
    // Past the door and the schema; the search itself wants three characters.
    const res = await fx.call(op, 'GET', '/patients?search=Ir');
    expect(res.statusCode, res.body).toBe(400);
    expect(await recorded()).toEqual([
      ['patientRead', 'success', 'patientList', null, op.user.id],
      ['patientRead', 'failure', 'patientList', null, op.user.id],
    ]);
    const [started, failed] = (await entriesOf(op.workplace.id)).slice(-2);
    expect(failed!.requestId).toBe(started!.requestId);
    expect(failed!.details).toEqual({ route: 'GET /patients', status: 400 });
  });

  it('exports and prints', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'], user: { stockView: true } });
    const analyst = await analystOf(op);
    const { id, preExamId } = await readyExam(op);
    expect((await fx.call(analyst, 'POST', `/exam-requests/${id}/release`)).statusCode).toBe(200);
    const recorded = await recorder(op.workplace.id);
    // The browser prints the protocol sheet and labels itself, once the server has recorded it.
    for (const what of ['sheet', 'labels']) {
      const printed = await fx.call(op, 'POST', `/protocols/${preExamId}/${what}/print`);
      expect(printed.statusCode, printed.body).toBe(204);
    }
    const stranger = '6f0c1c1e-0000-4000-8000-000000000000';
    expect((await fx.call(op, 'POST', `/protocols/${stranger}/sheet/print`)).statusCode).toBe(404);
    const period = 'from=2026-03-01&to=2026-03-31';
    for (const url of [
      `/exam-requests/${id}/report.pdf`,
      `/reports/exams.csv?${period}&exam=all&model=all`,
      `/reports/notifications.csv?${period}`,
      `/reports/services.csv?${period}`,
      `/reports/covid.csv?${period}`,
      '/stock/recall.csv?lot=NONE',
    ]) {
      const res = await fx.call(op, 'GET', url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
    }
    expect(await recorded()).toEqual([
      ['print', 'success', 'protocolSheet', preExamId, op.user.id],
      ['print', 'success', 'protocolLabels', preExamId, op.user.id],
      ['print', 'failure', 'protocolSheet', stranger, op.user.id],
      ['print', 'success', 'examRequest', id, op.user.id],
      ['export', 'success', 'examReportCsv', null, op.user.id],
      ['export', 'success', 'notificationsCsv', null, op.user.id],
      ['export', 'success', 'servicesCsv', null, op.user.id],
      ['export', 'success', 'covidCsv', null, op.user.id],
      ['export', 'success', 'lotRecallCsv', null, op.user.id],
    ]);
  });

  it('releases and rectifications, each once and by whom; a refused one as a refusal', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const analyst = await analystOf(op);
    const { id } = await readyExam(op);
    const recorded = await recorder(op.workplace.id);
    expect((await fx.call(op, 'POST', `/exam-requests/${id}/release`)).statusCode).toBe(403);
    expect((await fx.call(analyst, 'POST', `/exam-requests/${id}/release`)).statusCode).toBe(200);
    const rectified = await fx.call(analyst, 'POST', `/exam-requests/${id}/rectify`, {
      analytes: [{ code: 'SARS_COV_2_AG', value: '1' }],
      reason: 'Leitura trocada',
      confirmed: true,
    });
    expect(rectified.statusCode, rectified.body).toBe(200);
    expect(await recorded()).toEqual([
      ['accessDenied', 'denied', 'route', 'POST /exam-requests/:id/release', op.user.id],
      ['resultRelease', 'success', 'examRequest', id, analyst.user.id],
      ['resultRectify', 'success', 'examRequest', id, analyst.user.id],
    ]);
    // Which analytes changed, never their values.
    expect((await entriesOf(op.workplace.id)).at(-1)!.details).toEqual({ analytes: ['SARS_COV_2_AG'] });
  });

  it('when the trail cannot be written, no patient data, export or print leaves, no result is released and no one signs in', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const analyst = await analystOf(op);
    const { id, patientId } = await readyExam(op);
    const before = (await entriesOf(op.workplace.id)).length;
    const answers = await trailUnwritable(app, async () => ({
      patient: await fx.call(op, 'GET', `/patients/${patientId}`),
      list: await fx.call(op, 'GET', '/patients?search=Irene'),
      csv: await fx.call(op, 'GET', '/reports/exams.csv?from=2026-03-01&to=2026-03-31&exam=all&model=all'),
      release: await fx.call(analyst, 'POST', `/exam-requests/${id}/release`),
      login: await app.http.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { document: op.user.document, password: op.user.password },
      }),
      // A refusal is refused all the same.
      refused: await fx.call(op, 'POST', `/exam-requests/${id}/release`),
    }));
    for (const name of ['patient', 'list', 'csv', 'release', 'login'] as const) {
      const res = answers[name];
      expect([res.statusCode, res.json().error?.code], name).toEqual([503, 'AUDIT_UNAVAILABLE']);
      expect(res.body, name).not.toContain('Irene');
      expect(res.headers['content-disposition'], name).toBeUndefined();
      expect(res.body, name).not.toContain('accessToken');
    }
    expect(answers.refused.statusCode).toBe(403);
    // The release did not happen without its entry.
    const [exam] = await app.database.db
      .select({ releasedAt: examRequests.releasedAt })
      .from(examRequests)
      .where(eq(examRequests.id, id));
    expect(exam!.releasedAt).toBeNull();
    expect(await entriesOf(op.workplace.id)).toHaveLength(before);
    // Once it can be written again, all is as before.
    expect((await fx.call(op, 'GET', `/patients/${patientId}`)).statusCode).toBe(200);
    expect(await app.audit.verify(op.workplace.id)).toMatchObject({ intact: true });
  });
});
