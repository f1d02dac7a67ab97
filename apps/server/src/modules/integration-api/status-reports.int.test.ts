import crypto from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, examRunFixtures, type Json } from '../exams-run/test-fixtures';
import { order, registration } from '../ordering/test-fixtures';
import { analystOf, type Integrator, integrator, release, typeResult } from './test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Its own database: simulated readers over the broker must reach this app only.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

const statusOf = async (op: Integrator, id: string) => {
  const res = await op.api('GET', `/pre-exams/${id}/status?cnpj=${op.workplace.cnpj}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /integration/v1/pre-exams/{id}/status (§4 API statuses)', () => {
  it('STARTED, then IN_PROGRESS on a reader (before and after the capsule is read), then CANCELED', async () => {
    const op = await integrator(app);
    const { id, examRequestId } = await op.preExam('COVID_AG', { externalId: 'erp-run' });
    expect(await statusOf(op, id)).toEqual({
      id,
      externalId: 'erp-run',
      status: 'STARTED',
      exams: [
        {
          examIndex: op.index('COVID_AG'),
          examCode: 'COVID_AG',
          status: 'STARTED',
          state: 'waitingForTest',
          lastFailure: null,
        },
      ],
    });

    // The operator starts it on a (simulated) Flow reader: it waits for the capsule, already in progress.
    const reader = await fx.reader(op, 'Flow');
    expect((await fx.start(op, examRequestId, reader.code)).statusCode).toBe(201);
    expect(await statusOf(op, id)).toMatchObject({
      status: 'IN_PROGRESS',
      exams: [{ status: 'IN_PROGRESS', state: 'waitingForTest' }],
    });
    const lot = await fx.lot(op);
    await reader.send(examRequestId, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await fx.until(op, examRequestId, (d) => d.state === 'inAnalysis');
    expect(await statusOf(op, id)).toMatchObject({ status: 'IN_PROGRESS', exams: [{ state: 'inAnalysis' }] });

    const cancelled = await fx.call(op, 'POST', `/exam-requests/${examRequestId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(op, id)).toMatchObject({ status: 'CANCELED', exams: [{ state: 'cancelled' }] });
  });

  it('a run that fails before the capsule is bound: STARTED again, and lastFailure says why until the next run', async () => {
    const op = await integrator(app);
    const { id, examRequestId } = await op.preExam('COVID_AG');
    const reader = await fx.reader(op, 'Flow');
    expect((await fx.start(op, examRequestId, reader.code)).statusCode).toBe(201);
    await reader.send(examRequestId, { type: 'nfcRead', capsuleCode: capsule(), lot: 'NOT-ON-THE-SHELF' });
    await fx.until(op, examRequestId, (d) => (d.timeline as Json[]).some((e) => e.type === 'failed'));

    const failed = await statusOf(op, id);
    expect(failed).toMatchObject({
      status: 'STARTED',
      exams: [
        {
          state: 'waitingForTest',
          lastFailure: { code: 'LOT_NOT_FOUND', message: 'Lote não encontrado', at: expect.any(String) },
        },
      ],
    });
    const english = await op.api('GET', `/pre-exams/${id}/status?cnpj=${op.workplace.cnpj}`, undefined, {
      'accept-language': 'en-US',
    });
    expect(english.json().exams[0].lastFailure.message).toBe('Lot not found');

    // Started again: the failure is history, the exam is in progress.
    expect((await fx.start(op, examRequestId, reader.code)).statusCode).toBe(201);
    expect(await statusOf(op, id)).toMatchObject({
      status: 'IN_PROGRESS',
      exams: [{ lastFailure: null }],
    });
  });

  it('WAITING_RESULT while the result waits for release, FINISHED once released', async () => {
    const op = await integrator(app);
    const { id, examRequestId } = await op.preExam('HBA1C');
    await typeResult(app, op, examRequestId);
    expect(await statusOf(op, id)).toMatchObject({ status: 'WAITING_RESULT', exams: [{ state: 'ready' }] });
    await release(app, await analystOf(app, op), examRequestId);
    expect(await statusOf(op, id)).toMatchObject({ status: 'FINISHED', exams: [{ status: 'FINISHED' }] });
  });

  it('a pre-exam of several exams: IN_PROGRESS until all are done', async () => {
    const op = await integrator(app);
    // Made in the portal: its id works in the API as well.
    const made = await fx.call(op, 'POST', '/pre-exams', {
      subject: { kind: 'patient', registration: registration(randomCpf()) },
      order: order([op.index('COVID_AG'), op.index('HBA1C')], {
        quizForm: { [op.index('COVID_AG')]: { symptoms: false } },
      }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    expect((await statusOf(op, id)).status).toBe('STARTED');
    const detail = (await fx.call(op, 'GET', `/pre-exams/${id}`)).json();
    const hba1c = detail.exams.find((e: { code: string }) => e.code === 'HBA1C').examRequestId;
    await typeResult(app, op, hba1c);
    await release(app, await analystOf(app, op), hba1c);
    const status = await statusOf(op, id);
    expect(status.status).toBe('IN_PROGRESS');
    expect(status.exams.map((e: { status: string }) => e.status)).toEqual(['STARTED', 'FINISHED']);

    // Its PDF needs the exam named; the finished one opens.
    const unnamed = await op.api('GET', `/pre-exams/${id}/pdf`);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.fields).toEqual([{ field: 'examIndex', messageKey: 'validation:required' }]);
    const named = await op.api('GET', `/pre-exams/${id}/pdf?examIndex=${op.index('HBA1C')}`);
    expect(named.statusCode).toBe(200);
    const waiting = await op.api('GET', `/pre-exams/${id}/pdf?examIndex=${op.index('COVID_AG')}`);
    expect(waiting.json().error.code).toBe('INTEGRATION_REPORT_NOT_READY');
  });

  it('an id the workplace does not have is the status NOT_FOUND; a tax id not the caller’s is 404', async () => {
    const op = await integrator(app);
    expect(await statusOf(op, crypto.randomUUID())).toMatchObject({ status: 'NOT_FOUND', exams: [] });
    const other = await integrator(app);
    const res = await op.api('GET', `/pre-exams/${crypto.randomUUID()}/status?cnpj=${other.workplace.cnpj}`);
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const bad = await op.api('GET', `/pre-exams/not-an-id/status?cnpj=${op.workplace.cnpj}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('results, PDF and base64 report', () => {
  it('results carry value, reference limits and description once released; the PDF opens then', async () => {
    const op = await integrator(app);
    const { id, examRequestId } = await op.preExam('HBA1C', { externalId: 'erp-results' });
    await typeResult(app, op, examRequestId, '6,25');

    const early = await op.api('GET', `/pre-exams/${id}/results?cnpj=${op.workplace.cnpj}`);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({
      status: 'WAITING_RESULT',
      exams: [{ examCode: 'HBA1C', releasedAt: null, results: [] }],
    });
    const notYet = await op.api('GET', `/pre-exams/${id}/pdf`);
    expect([notYet.statusCode, notYet.json().error.code]).toEqual([409, 'INTEGRATION_REPORT_NOT_READY']);

    await release(app, await analystOf(app, op), examRequestId);
    const res = await op.api('GET', `/pre-exams/${id}/results?cnpj=${op.workplace.cnpj}`);
    expect(res.json()).toMatchObject({
      id,
      externalId: 'erp-results',
      status: 'FINISHED',
      exams: [
        {
          examIndex: op.index('HBA1C'),
          examName: { 'en-US': 'Glycated haemoglobin' },
          status: 'FINISHED',
          state: 'ready',
          releasedAt: expect.any(String),
          results: [
            {
              analyteCode: 'HBA1C',
              value: '6.25',
              unit: '%',
              lowerLimit: '4.0',
              upperLimit: '5.6',
              valid: true,
              description: null,
            },
          ],
        },
      ],
    });

    const pdf = await op.api('GET', `/pre-exams/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('base64 report: for contracted workplaces only', async () => {
    for (const contracted of [false, true]) {
      const op = await integrator(app, { workplace: { contracted } });
      const { id, examRequestId } = await op.preExam('HBA1C');
      await typeResult(app, op, examRequestId);
      await release(app, await analystOf(app, op), examRequestId);
      const res = await op.api('GET', `/pre-exams/${id}/report-base64?cnpj=${op.workplace.cnpj}`);
      if (!contracted) {
        expect([res.statusCode, res.json().error.code]).toEqual([403, 'REPORT_BASE64_NOT_CONTRACTED']);
        continue;
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/\.pdf$/),
      });
      expect(Buffer.from(res.json().base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('tenant isolation', () => {
  it('another workplace’s pre-exam is never revealed: 404 on every id endpoint, NOT_FOUND as status', async () => {
    // First, Ana's pharmacy creates a pre-exam and it is finished and released.
    const ana = await integrator(app, { workplace: { contracted: true } });
    const { id, examRequestId } = await ana.preExam('HBA1C');
    await typeResult(app, ana, examRequestId);
    await release(app, await analystOf(app, ana), examRequestId);

    // Then Bruno, an integrator of another (contracted) workplace, tries its id.
    const bruno = await integrator(app, { workplace: { contracted: true } });
    const own = `cnpj=${bruno.workplace.cnpj}`;
    expect(await statusOf(bruno, id)).toMatchObject({ id, status: 'NOT_FOUND', exams: [], externalId: null });
    for (const path of [
      `/pre-exams/${id}/results?${own}`,
      `/pre-exams/${id}/pdf`,
      `/pre-exams/${id}/pdf?${own}`,
      `/pre-exams/${id}/report-base64`,
      `/pre-exams/${id}/report-base64?${own}`,
    ]) {
      const res = await bruno.api('GET', path);
      expect([res.statusCode, res.json().error.code], path).toEqual([404, 'NOT_FOUND']);
    }
    // Naming Ana's workplace does not help: it is not his.
    const named = await bruno.api('GET', `/pre-exams/${id}/results?cnpj=${ana.workplace.cnpj}`);
    expect(named.statusCode).toBe(404);
    const removed = await bruno.api('DELETE', `/pre-exams/${id}`);
    expect([removed.statusCode, removed.json().error.code]).toEqual([404, 'NOT_FOUND']);

    // Ana still has it, untouched.
    expect((await statusOf(ana, id)).status).toBe('FINISHED');
  });
});
