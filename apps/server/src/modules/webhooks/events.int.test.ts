import { webhookPayloadSchema } from '@ponto/domain';
import { eq, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests, webhookDeliveries } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { order, orderingOperator, registration } from '../ordering/test-fixtures';
import { registerEndpoint } from './test-receiver';

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

/**
 * A manager who also orders, runs and releases exams (an analyst with council data), with an endpoint for
 * the events given (all by default).
 */
async function integrated(events?: string[], offer = ['COVID_AG', 'HIV', 'GLUCOSE']) {
  const op = await orderingOperator(app, {
    offer,
    user: {
      roles: ['operator', 'manager', 'analyst'],
      councilAcronym: 'CRF',
      councilState: 'SP',
      councilNumber: '12345',
    },
  });
  const endpoint = await registerEndpoint(app, op.headers, 'http://127.0.0.1:9/hooks', events);
  return { op, endpoint };
}

async function deliveriesOf(endpointId: string) {
  const rows = await app.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.createdAt);
  return rows.map((r) => ({ ...r, payload: webhookPayloadSchema.parse(r.payload) }));
}

async function preExam(op: Operator, examCodes: string[], quizForm: Json, fullName = 'Maria Souza') {
  const cpf = randomCpf();
  const res = await fx.call(op, 'POST', '/pre-exams', {
    subject: { kind: 'patient', registration: registration(cpf, { fullName }) },
    order: order(examCodes.map(op.index), { quizForm }),
  });
  const rows = res.statusCode === 201 ? await requestsOf(res.json().id) : [];
  return { res, cpf, rows };
}

async function requestsOf(preExamId: string) {
  return app.database.db
    .select({ id: examRequests.id, examIndex: examRequests.examIndex })
    .from(examRequests)
    .where(eq(examRequests.preExamId, preExamId));
}

/** The transaction of the next matching insert fails at COMMIT, after every statement of the change ran. */
async function failCommitOf(table: string, condition: string): Promise<() => Promise<void>> {
  await app.database.db.execute(
    sql.raw(`CREATE FUNCTION refuse_commit() RETURNS trigger AS $$ BEGIN
      IF ${condition} THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT ON ${table} DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refuse_commit();`),
  );
  return async () => {
    await app.database.db.execute(
      sql.raw(`DROP TRIGGER refuse_commit ON ${table}; DROP FUNCTION refuse_commit();`),
    );
  };
}

describe('webhook events are written with the change that causes them', () => {
  it('questionnaire.filled: one per exam answered when the pre-exam is saved; ids, index and status only', async () => {
    const { op, endpoint } = await integrated();
    const { res, cpf, rows } = await preExam(
      op,
      ['COVID_AG', 'HIV'],
      { [op.index('COVID_AG')]: { symptoms: false } },
      'Joana Sigilo',
    );
    expect(res.statusCode, res.body).toBe(201);
    const covid = rows.find((r) => r.examIndex === op.index('COVID_AG'))!;

    const [delivery, ...more] = await deliveriesOf(endpoint.id);
    expect(more).toEqual([]); // HIV's questionnaire was left empty
    expect(delivery).toMatchObject({ status: 'pending', eventType: 'questionnaire.filled', attempts: 0 });
    expect(delivery!.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(delivery!.payload).toEqual({
      type: 'questionnaire.filled',
      timestamp: app.clock.now().toISOString(),
      data: {
        cnpj: op.workplace.cnpj,
        preExamId: res.json().id,
        externalId: null,
        examRequestId: covid.id,
        examIndex: op.index('COVID_AG'),
        status: 'STARTED',
        state: 'waitingForTest',
      },
    });
    // Health data: neither the name nor the document of the patient, nor the answers.
    const text = JSON.stringify(delivery!.payload);
    for (const secret of ['Joana', cpf, 'symptoms']) expect(text).not.toContain(secret);
  });

  it('only enabled endpoints subscribed to the event get it', async () => {
    const { op, endpoint } = await integrated(['result.finished']);
    const off = await registerEndpoint(app, op.headers, 'http://127.0.0.1:9/off');
    await app.http.inject({
      method: 'PATCH',
      url: `/webhooks/endpoints/${off.id}`,
      headers: op.headers,
      payload: { enabled: false },
    });
    const { res } = await preExam(op, ['COVID_AG'], { [op.index('COVID_AG')]: { symptoms: true } });
    expect(res.statusCode).toBe(201);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    expect(await deliveriesOf(off.id)).toEqual([]);
  });

  it('a pre-exam whose transaction fails writes no event', async () => {
    const { op, endpoint } = await integrated();
    const restore = await failCommitOf('exam_requests', `NEW.workplace_id = '${op.workplace.id}'`);
    try {
      const { res } = await preExam(op, ['COVID_AG'], { [op.index('COVID_AG')]: { symptoms: false } });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  it('exam.started when it starts on a reader; result.finished with the results once the ready result is released', async () => {
    const { op, endpoint } = await integrated(['exam.started', 'result.finished']);
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const lot = await fx.lot(op);
    expect((await fx.start(op, id, device.code)).statusCode).toBe(201);

    const [started] = await deliveriesOf(endpoint.id);
    expect(started!.payload).toMatchObject({
      type: 'exam.started',
      data: {
        examRequestId: id,
        examIndex: op.index('COVID_AG'),
        status: 'IN_PROGRESS', // as the integration API shows a started exam
        state: 'waitingForTest',
        recollect: false,
      },
    });

    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await device.send(id, { type: 'capsuleInserted' });
    await device.result(id);
    for (const step of ['waitingCapsule', 'reading', 'analysis', 'send', 'waitingResult', 'reportReady'])
      await device.send(id, { type: 'stepStarted', step });
    await fx.until(op, id, (d) => d.state === 'ready');
    // Ready but not confirmed: integrators wait (the API says WAITING_RESULT and shows no result).
    expect((await deliveriesOf(endpoint.id)).map((e) => e.eventType)).toEqual(['exam.started']);
    expect((await fx.call(op, 'POST', `/exam-requests/${id}/release`)).statusCode).toBe(200);

    const events = await deliveriesOf(endpoint.id);
    expect(events.map((e) => e.eventType)).toEqual(['exam.started', 'result.finished']);
    expect(events[1]!.payload).toMatchObject({
      type: 'result.finished',
      data: {
        examRequestId: id,
        status: 'FINISHED',
        state: 'ready',
        errorCode: null,
        results: [{ analyte: 'SARS_COV_2_AG', value: '0', qualitative: true, valid: true }],
      },
    });
    // The same result as FHIR: a link integrators follow with their token.
    const link = (events[1]!.payload as { data: { diagnosticReport: string } }).data.diagnosticReport;
    expect(link).toMatch(new RegExp(`^https?://[^/]+/fhir/R4/DiagnosticReport/${id}$`));
  });

  it('result.finished with no results and the §8 code when a run ends invalid', async () => {
    const { op, endpoint } = await integrated(['result.finished']);
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const lot = await fx.lot(op);
    await fx.start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await device.send(id, { type: 'error', error: 'READER_THERMAL_RUNAWAY' });
    await fx.until(op, id, (d) => d.state === 'invalid');
    const [finished] = await deliveriesOf(endpoint.id);
    expect(finished!.payload).toMatchObject({
      type: 'result.finished',
      data: {
        examRequestId: id,
        status: 'FINISHED',
        state: 'invalid',
        results: [],
        errorCode: 'READER_THERMAL_RUNAWAY',
      },
    });
  });

  it('exam.failed when a run fails: back to STARTED before the capsule is bound, FINISHED (invalid) after', async () => {
    const { op, endpoint } = await integrated(['exam.failed']);
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    await fx.start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: 'NOT-ON-THE-SHELF' });
    await fx.until(op, id, (d) => (d.timeline as Json[]).some((e) => e.type === 'failed'));
    const [beforeCapsule] = await deliveriesOf(endpoint.id);
    expect(beforeCapsule!.payload).toMatchObject({
      type: 'exam.failed',
      data: { examRequestId: id, status: 'STARTED', state: 'waitingForTest', errorCode: 'LOT_NOT_FOUND' },
    });

    const lot = await fx.lot(op);
    await fx.start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await device.send(id, { type: 'error', error: 'READER_THERMAL_RUNAWAY' });
    await fx.until(op, id, (d) => d.state === 'invalid');
    const events = await deliveriesOf(endpoint.id);
    expect(events.map((e) => e.eventType)).toEqual(['exam.failed', 'exam.failed']);
    expect(events[1]!.payload).toMatchObject({
      data: { status: 'FINISHED', state: 'invalid', errorCode: 'READER_THERMAL_RUNAWAY' },
    });
  });

  it('an external result: result.finished at its release, with its reference limits; an invalid one at once', async () => {
    const { op, endpoint } = await integrated(['result.finished']);
    const { rows } = await preExam(op, ['GLUCOSE'], { [op.index('GLUCOSE')]: { fasting: true } });
    const res = await fx.call(op, 'POST', `/exam-requests/${rows[0]!.id}/results`, {
      analytes: [{ code: 'GLU', value: '98' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    expect((await fx.call(op, 'POST', `/exam-requests/${rows[0]!.id}/release`)).statusCode).toBe(200);
    const [finished] = await deliveriesOf(endpoint.id);
    expect(finished!.payload).toMatchObject({
      type: 'result.finished',
      data: {
        examRequestId: rows[0]!.id,
        status: 'FINISHED',
        results: [{ analyte: 'GLU', value: '98', unit: 'mg/dL', lowerLimit: '70', qualitative: false }],
      },
    });

    const hiv = (await preExam(op, ['HIV'], {})).rows[0]!.id;
    const invalid = await fx.call(op, 'POST', `/exam-requests/${hiv}/results`, {
      analytes: [{ code: 'HIV_AB', value: '-1' }],
    });
    expect(invalid.statusCode, invalid.body).toBe(200);
    const last = (await deliveriesOf(endpoint.id)).at(-1);
    expect(last!.payload).toMatchObject({
      type: 'result.finished',
      data: { examRequestId: hiv, status: 'FINISHED', state: 'invalid', results: [], errorCode: null },
    });
  });

  it('an exam start whose transaction fails writes no event', async () => {
    const { op, endpoint } = await integrated(['exam.started']);
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const restore = await failCommitOf('exam_run_events', `NEW.exam_request_id = '${id}'`);
    try {
      expect((await fx.start(op, id, device.code)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    // Once the database takes it, the start and its event commit together.
    expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
    expect((await deliveriesOf(endpoint.id)).map((d) => d.eventType)).toEqual(['exam.started']);
  });
});
