import type { Bundle } from '@medplum/fhirtypes';
import {
  type MandatoryNotificationsPage,
  RNDS_PROFILES,
  RNDS_SYSTEMS,
  type RndsSend,
  rndsDocumentSystem,
} from '@ponto/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests, patients, preExams, workplaces } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';
import { expectValidBundle } from '../fhir/test-validation';
import { getReport, insertProtocol, type Operator, orderingOperator } from '../period-reports/test-fixtures';
import { RndsSender } from './sender';
import { rndsCertificates, startRndsStandIn } from './test-rnds';

const REQUESTER_CNS = '980016287385192';
const REQUESTER_ID = '14008';
const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const released = new Date('2026-03-12T15:00:00Z');

let app: TestApp;
let certificates: Awaited<ReturnType<typeof rndsCertificates>>;
let standIn: Awaited<ReturnType<typeof startRndsStandIn>>;
/** The stand-in's answer to the n-th document; 201 unless a test sets otherwise. */
let answer: (n: number) => { status: number; body?: string } = () => ({ status: 201 });

beforeAll(async () => {
  certificates = await rndsCertificates();
  standIn = await startRndsStandIn(certificates, { requester: REQUESTER_CNS, answer: (n) => answer(n) });
  app = await createTestApp({
    RNDS_AUTH_URL: standIn.url,
    RNDS_EHR_URL: standIn.url,
    RNDS_CERTIFICATE_PATH: certificates.clientPath,
    RNDS_REQUESTER_CNS: REQUESTER_CNS,
    RNDS_REQUESTER_ID: REQUESTER_ID,
    RNDS_CA_PATH: certificates.caPath,
  });
});
afterAll(async () => {
  await app?.stop();
  await standIn?.close();
  certificates?.remove();
});

const get = (op: Operator, url: string) => app.http.inject({ method: 'GET', url, headers: op.headers });
const send = (op: Operator, examRequestId: string) =>
  app.http.inject({
    method: 'POST',
    url: `/reports/notifications/${examRequestId}/rnds/sends`,
    headers: op.headers,
  });

async function positive(op: Operator, code: string, value = '1') {
  const { ids } = await insertProtocol(app.database.db, op, {
    at: new Date('2026-03-10T12:00:00Z'),
    exams: [{ code, value, releasedAt: released }],
  });
  return ids[0]!;
}

async function patientOf(examRequestId: string) {
  const [row] = await app.database.db
    .select({ patient: patients })
    .from(examRequests)
    .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
    .innerJoin(patients, eq(patients.id, preExams.patientId))
    .where(eq(examRequests.id, examRequestId));
  return row!.patient;
}

describe('RNDS documents of the mandatory-notifications report', () => {
  it("builds a released positive Covid-19 antigen's document: R4-valid, RNDS profiles, CPF, CNPJ or CNES", async () => {
    const op = await orderingOperator(app);
    const examId = await positive(op, 'COVID_AG');

    const res = await get(op, `/reports/notifications/${examId}/rnds`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rnds-${examId}.json"`);
    const bundle = res.json() as Bundle;
    expectValidBundle(bundle, 'RNDS document');
    expect(bundle.type).toBe('document');
    expect(bundle.identifier).toEqual({ system: rndsDocumentSystem(REQUESTER_ID), value: examId });
    expect(bundle.entry!.map((e) => [e.resource!.resourceType, e.resource!.meta?.profile])).toEqual([
      ['Composition', [RNDS_PROFILES.composition]],
      ['Observation', [RNDS_PROFILES.observation]],
      ['Specimen', [RNDS_PROFILES.specimen]],
    ]);
    const patient = await patientOf(examId);
    const composition = bundle.entry![0]!.resource as unknown as Record<string, unknown>;
    expect(composition).toMatchObject({
      status: 'final',
      date: released.toISOString(),
      subject: { identifier: { system: RNDS_SYSTEMS.individual, value: patient.documentNumber } },
      // No CNES in the workplace's parameters: the establishment by its CNPJ.
      author: [{ identifier: { system: RNDS_SYSTEMS.legalPerson, value: op.workplace.cnpj } }],
    });
    expect(bundle.entry![1]!.resource).toMatchObject({
      code: { coding: [{ system: RNDS_SYSTEMS.examLoinc, code: '94558-4' }] },
      valueCodeableConcept: { coding: [{ system: RNDS_SYSTEMS.qualitativeResult, code: '1' }] },
      specimen: { reference: bundle.entry![2]!.fullUrl },
    });

    await app.database.db
      .update(workplaces)
      .set({ parameters: { cnes: '2337991' } })
      .where(eq(workplaces.id, op.workplace.id));
    const withCnes = (await get(op, `/reports/notifications/${examId}/rnds`)).json() as Bundle;
    expect((withCnes.entry![0]!.resource as unknown as Record<string, unknown>).author).toEqual([
      { identifier: { system: RNDS_SYSTEMS.establishment, value: '2337991' } },
    ]);
  });

  it("answers 404 for another workplace's exam and for an exam not on the report; 422 names why RNDS takes none", async () => {
    const op = await orderingOperator(app);
    const other = await orderingOperator(app);
    const theirs = await positive(other, 'COVID_AG');
    const negative = await positive(op, 'COVID_AG', '0');
    for (const id of [theirs, negative]) {
      expect((await get(op, `/reports/notifications/${id}/rnds`)).statusCode).toBe(404);
      expect((await get(op, `/reports/notifications/${id}/rnds/sends`)).statusCode).toBe(404);
    }

    const hiv = await positive(op, 'HIV');
    const refused = await get(op, `/reports/notifications/${hiv}/rnds`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'RNDS_EXAM_NOT_ACCEPTED',
      fields: [{ field: 'exam', messageKey: 'notificationsReport:rnds.problems.exam' }],
    });

    const withCpf = await positive(op, 'COVID_AG');
    const foreign = await positive(op, 'COVID_AG');
    await app.database.db
      .update(patients)
      .set({ documentType: 'passport', documentCountry: 'PT', documentNumber: 'CB123456' })
      .where(eq(patients.id, (await patientOf(foreign)).id));
    const noCpf = await get(op, `/reports/notifications/${foreign}/rnds`);
    expect(noCpf.statusCode).toBe(422);
    expect(noCpf.json().error.code).toBe('RNDS_PATIENT_CPF_REQUIRED');
    expect(noCpf.json().error.fields[0].field).toBe('patient.document');

    // The report marks which rows have a document, and says the server can send.
    const page = (
      await getReport(app, op, '/reports/notifications', MARCH)
    ).json() as MandatoryNotificationsPage;
    expect(page.rndsSending).toBe(true);
    const marks = Object.fromEntries(page.items.map((i) => [i.examRequestId, i.rndsDocument]));
    expect(marks).toEqual({ [hiv]: false, [withCpf]: true, [foreign]: false });

    // The period: a ZIP of the documents RNDS takes, the others left out.
    const period = await getReport(app, op, '/reports/notifications/rnds', MARCH);
    expect(period.statusCode, period.body).toBe(200);
    expect(period.headers['content-type']).toBe('application/zip');
    expect(period.headers['content-disposition']).toBe(
      'attachment; filename="rnds-2026-03-01_2026-03-31.zip"',
    );
    const files = [...(await unzip(period.rawPayload)).entries()];
    expect(files.map(([name]) => name.replace(/^\d+-/, ''))).toEqual([`${withCpf}.json`]);
    const document = JSON.parse(files[0]![1].toString('utf8')) as Bundle;
    expectValidBundle(document, 'RNDS period document');
    expect(document.identifier?.value).toBe(withCpf);
    const theirFiles = await unzip(
      (await getReport(app, other, '/reports/notifications/rnds', MARCH)).rawPayload,
    );
    expect([...theirFiles.keys()].map((name) => name.replace(/^\d+-/, ''))).toEqual([`${theirs}.json`]);
  });

  it('sends a document for a manager over mutual TLS, records RNDS id or refusal, and lists the sends', async () => {
    const manager = await orderingOperator(app, { user: { roles: ['operator', 'manager'] } });
    const examId = await positive(manager, 'COVID_PCR');
    const operator = await orderingOperator(app);
    const theirs = await positive(operator, 'COVID_AG');

    expect((await send(operator, theirs)).statusCode).toBe(403);
    expect((await send(manager, theirs)).statusCode).toBe(404);

    const before = standIn.received.length;
    const sent = await send(manager, examId);
    expect(sent.statusCode, sent.body).toBe(200);
    const first = sent.json() as RndsSend;
    expect(first).toMatchObject({
      status: 'sent',
      httpStatus: 201,
      rndsId: `rnds-${before + 1}`,
      error: null,
    });
    const got = standIn.received.at(-1)!;
    expect(got.headers.authorization).toBe(REQUESTER_CNS);
    expect(got.headers['x-authorization-server']).toBe('Bearer stand-in-token');
    expect((got.body as Bundle).identifier).toEqual({
      system: rndsDocumentSystem(REQUESTER_ID),
      value: examId,
    });
    expect((got.body as Bundle).entry![1]!.resource).toMatchObject({
      code: { coding: [{ code: '94500-6' }] },
      category: [{ coding: [{ code: '0202' }] }],
    });

    answer = () => ({
      status: 422,
      body: '{"resourceType":"OperationOutcome","issue":[{"severity":"error"}]}',
    });
    const refused = (await send(manager, examId)).json() as RndsSend;
    answer = () => ({ status: 201 });
    expect(refused).toMatchObject({ status: 'failed', httpStatus: 422, rndsId: null });
    expect(refused.error).toContain('OperationOutcome');
    // The token was asked once and kept for the next send.
    expect(standIn.tokensGiven()).toBe(1);

    const sends = await get(manager, `/reports/notifications/${examId}/rnds/sends`);
    expect(sends.statusCode).toBe(200);
    expect((sends.json() as RndsSend[]).map((s) => s.status).sort()).toEqual(['failed', 'sent']);
    const page = (
      await getReport(app, manager, '/reports/notifications', MARCH)
    ).json() as MandatoryNotificationsPage;
    expect(page.items[0]!.rndsLastSend?.status).toBeDefined();
  });

  it('gets no token without a client certificate the authority signed, and names a missing certificate file', async () => {
    const other = await rndsCertificates();
    try {
      const sender = new RndsSender({
        authUrl: standIn.url,
        ehrUrl: standIn.url,
        certificatePath: other.clientPath,
        requesterCns: REQUESTER_CNS,
        requesterId: REQUESTER_ID,
        caPath: certificates.caPath,
      });
      const result = await sender.send({ resourceType: 'Bundle' });
      expect(result.ok).toBe(false);
      expect(result).toMatchObject({ httpStatus: null });
      expect(!result.ok && result.error).toMatch(/^token: /);
    } finally {
      other.remove();
    }
    expect(
      () =>
        new RndsSender({
          authUrl: standIn.url,
          ehrUrl: standIn.url,
          certificatePath: '/nonexistent/establishment.pfx',
          requesterCns: REQUESTER_CNS,
          requesterId: REQUESTER_ID,
        }),
    ).toThrow(/^RNDS_CERTIFICATE_PATH: cannot read/);
  });
});
