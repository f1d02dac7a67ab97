import crypto from 'node:crypto';
import type { Bundle, DiagnosticReport, Observation, Resource } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, examResults, examRuns, readers } from '../../db/schema';
import { createUser } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  analystOf,
  type Integrator,
  integrator,
  release,
  typeResult,
} from '../integration-api/test-fixtures';
import { systems } from './systems';
import { expectValidBundle, expectValidFhir } from './test-validation';

const BASE = '/fhir/R4';
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

function fhirGet(token: string | null, path: string, headers: Record<string, string> = {}) {
  return app.http.inject({
    method: 'GET',
    url: `${BASE}${path}`,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
  });
}

/** A FHIR answer: its content type, and a body that validates against the R4 base definitions. */
function fhirBody<T extends Resource>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
  const body = res.json() as T;
  if (body.resourceType === 'Bundle') expectValidBundle(body as unknown as Bundle, res.raw.req.url ?? '');
  else expectValidFhir(body, res.raw.req.url ?? '');
  return body;
}

function expectOutcome(res: LightMyRequestResponse, status: number, issue: string, code: string) {
  const outcome = fhirBody<
    Resource & { issue: Array<{ code: string; details: { coding: Array<{ code: string }> } }> }
  >(res, status);
  expect(outcome.resourceType).toBe('OperationOutcome');
  expect(outcome.issue[0]?.code).toBe(issue);
  expect(outcome.issue[0]?.details.coding[0]?.code).toBe(code);
}

const ids = (bundle: Bundle) =>
  (bundle.entry ?? []).map((e) => `${e.resource?.resourceType}/${e.resource?.id}`);

/** A workplace with a released HbA1c measured on a Flow reader, and a COVID antigen exam still waiting. */
async function releasedExam() {
  const op = await integrator(app);
  const analyst = await analystOf(app, op);
  const externalId = `erp-${crypto.randomUUID().slice(0, 8)}`;
  const released = await op.preExam('HBA1C', { externalId });
  await typeResult(app, op, released.examRequestId, '6,25');
  await release(app, analyst, released.examRequestId);
  const [reader] = await app.database.db
    .insert(readers)
    .values({
      code: `FL${Date.now().toString(36).toUpperCase()}`,
      family: 'Flow',
      workplaceId: op.workplace.id,
    })
    .returning();
  const startedAt = new Date(Date.now() - 15 * 60_000);
  const [run] = await app.database.db
    .insert(examRuns)
    .values({
      examRequestId: released.examRequestId,
      workplaceId: op.workplace.id,
      readerId: reader!.id,
      startedAt,
      capsuleCode: 'CAP123',
      endedAt: new Date(startedAt.getTime() + 600_000),
    })
    .returning();
  await app.database.db
    .update(examResults)
    .set({ runId: run!.id })
    .where(eq(examResults.examRequestId, released.examRequestId));
  const waiting = await op.preExam('COVID_AG');
  const detail = await app.http.inject({
    method: 'GET',
    url: `/pre-exams/${released.id}`,
    headers: op.headers,
  });
  const protocolNumber = detail.json().protocolNumber as string;
  const serviceRequest = fhirBody<Resource & { subject: { reference: string } }>(
    await fhirGet(op.token, `/ServiceRequest/${released.id}`),
  );
  const patientId = serviceRequest.subject.reference.split('/')[1] as string;
  return { op, released, waiting, reader: reader!, protocolNumber, externalId, patientId };
}

describe('GET /fhir/R4/metadata', () => {
  it('is public and lists exactly the types, interactions and parameters served', async () => {
    const statement = fhirBody<
      Resource & {
        fhirVersion: string;
        rest: Array<{
          resource: Array<{ type: string; interaction: Array<{ code: string }>; searchInclude?: string[] }>;
        }>;
      }
    >(await fhirGet(null, '/metadata'));
    expect(statement.fhirVersion).toBe('4.0.1');
    const resources = statement.rest[0]!.resource;
    expect(resources.map((r) => r.type).sort()).toEqual([
      'Device',
      'DiagnosticReport',
      'Observation',
      'Organization',
      'Patient',
      'Practitioner',
      'ServiceRequest',
      'Specimen',
    ]);
    for (const r of resources) expect(r.interaction.map((i) => i.code)).toEqual(['read', 'search-type']);
    expect(resources.find((r) => r.type === 'DiagnosticReport')?.searchInclude).toEqual(
      expect.arrayContaining(['DiagnosticReport:subject', 'DiagnosticReport:result']),
    );
  });
});

describe('errors are OperationOutcomes', () => {
  it('answers anonymous and forged callers with a 401 OperationOutcome', async () => {
    expectOutcome(await fhirGet(null, '/Patient'), 401, 'login', 'AUTH_LOGIN_EXPIRED');
    expectOutcome(await fhirGet('not.a.token', '/Observation/x'), 401, 'login', 'AUTH_LOGIN_EXPIRED');
  });

  it('answers a user without API access with 403, an unknown path and a bad date with 404 and 400', async () => {
    const op = await integrator(app);
    const operator = await createUser(app.database.db, { workplaceIds: [op.workplace.id] });
    const operatorToken = (await signIn(app, operator)).accessToken;
    expectOutcome(
      await fhirGet(operatorToken, '/Patient'),
      403,
      'forbidden',
      'INTEGRATION_ACCESS_NOT_GRANTED',
    );
    expectOutcome(await fhirGet(op.token, '/Medication'), 404, 'not-found', 'NOT_FOUND');
    const bad = await fhirGet(op.token, '/Observation?date=yesterday');
    expectOutcome(bad, 400, 'invalid', 'VALIDATION_FAILED');
    expect(bad.json().issue[0].expression).toEqual(['date']);
    expectOutcome(
      await fhirGet(op.token, '/DiagnosticReport?_include=DiagnosticReport:nope'),
      400,
      'invalid',
      'VALIDATION_FAILED',
    );
  });
});

describe('reads: each resource of a released exam, valid FHIR R4', () => {
  let fx: Awaited<ReturnType<typeof releasedExam>>;
  beforeAll(async () => {
    fx = await releasedExam();
  });

  it('reads the patient, the order, the sample, the report, the result and who and what made it', async () => {
    const { op, released } = fx;
    const patient = fhirBody<Resource & { identifier: Array<{ system: string }> }>(
      await fhirGet(op.token, `/Patient/${fx.patientId}`),
    );
    expect(patient.identifier[0]?.system).toBe(systems.cpf);
    const audited = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'fhirPatient'), eq(auditLog.targetId, fx.patientId)));
    expect(audited.map((e) => e.action)).toContain('patientRead');

    const order = fhirBody<
      Resource & { identifier: Array<{ system: string; value: string }>; status: string }
    >(await fhirGet(op.token, `/ServiceRequest/${released.id}`));
    expect(order.identifier.map((i) => [i.system, i.value])).toEqual([
      [systems.protocolNumber, fx.protocolNumber],
      [systems.externalId, fx.externalId],
    ]);
    expect(order.status).toBe('completed');

    const specimen = fhirBody<Resource & { type: { coding: Array<{ code: string }> } }>(
      await fhirGet(op.token, `/Specimen/${released.examRequestId}`),
    );
    expect(specimen.type.coding[0]?.code).toBe('122554006');

    const report = fhirBody<DiagnosticReport>(
      await fhirGet(op.token, `/DiagnosticReport/${released.examRequestId}`),
    );
    expect(report.status).toBe('final');
    expect(report.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '4548-4' });
    expect(report.presentedForm?.[0]?.contentType).toBe('application/pdf');
    const pdf = await app.http.inject({
      method: 'GET',
      url: new URL(report.presentedForm![0]!.url!).pathname + new URL(report.presentedForm![0]!.url!).search,
      headers: { authorization: `Bearer ${op.token}` },
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    const observationRef = report.result?.[0]?.reference as string;
    const observation = fhirBody<Observation>(await fhirGet(op.token, `/${observationRef}`));
    expect(observation.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '4548-4' });
    expect(observation.valueQuantity).toEqual({
      value: 6.25,
      unit: '%',
      system: 'http://unitsofmeasure.org',
      code: '%',
    });
    expect(observation.interpretation?.[0]?.coding?.[0]?.code).toBe('H');
    expect(observation.referenceRange?.[0]?.high?.value).toBe(5.6);
    expect(observation.status).toBe('final');
    expect(observation.device?.reference).toBe(`Device/${fx.reader.id}`);

    const device = fhirBody<Resource & { serialNumber: string }>(
      await fhirGet(op.token, `/${observation.device!.reference}`),
    );
    expect(device.serialNumber).toBe(fx.reader.code);
    const organization = fhirBody<Resource & { identifier: Array<{ value: string }> }>(
      await fhirGet(op.token, `/Organization/${op.workplace.id}`),
    );
    expect(organization.identifier[0]?.value).toBe(op.workplace.cnpj);
    const practitioner = fhirBody<Resource & { identifier: Array<{ value: string }> }>(
      await fhirGet(op.token, `/${report.resultsInterpreter?.[0]?.reference}`),
    );
    expect(practitioner.identifier[0]?.value).toBe('CRBM-RJ-98765');
  });

  it('tells a waiting exam as a registered report with no result and no PDF', async () => {
    const { op, waiting } = fx;
    const report = fhirBody<DiagnosticReport>(
      await fhirGet(op.token, `/DiagnosticReport/${waiting.examRequestId}`),
    );
    expect(report.status).toBe('registered');
    expect(report.result).toBeUndefined();
    expect(report.presentedForm).toBeUndefined();
    expect(report.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '97097-0' });
  });

  it('answers another workplace’s resources as not found, even when it names their workplace', async () => {
    const { op, released } = fx;
    const other: Integrator = await integrator(app);
    for (const path of [
      `/Patient/${fx.patientId}`,
      `/ServiceRequest/${released.id}`,
      `/DiagnosticReport/${released.examRequestId}`,
      `/Specimen/${released.examRequestId}`,
      `/Device/${fx.reader.id}`,
      `/Organization/${op.workplace.id}`,
    ])
      expectOutcome(await fhirGet(other.token, path), 404, 'not-found', 'NOT_FOUND');
    const observations = fhirBody<Bundle>(await fhirGet(other.token, `/Observation?patient=${fx.patientId}`));
    expect(observations.total).toBe(0);
    expectOutcome(
      await fhirGet(other.token, `/Patient/${fx.patientId}?cnpj=${op.workplace.cnpj}`),
      404,
      'not-found',
      'NOT_FOUND',
    );
  });
});

describe('search', () => {
  let fx: Awaited<ReturnType<typeof releasedExam>>;
  beforeAll(async () => {
    fx = await releasedExam();
  });

  it('finds the order by protocol number or external id, and its reports by the order’s', async () => {
    const { op } = fx;
    for (const query of [
      `identifier=${encodeURIComponent(`${systems.protocolNumber}|${fx.protocolNumber}`)}`,
      `identifier=${fx.externalId}`,
    ]) {
      const bundle = fhirBody<Bundle>(await fhirGet(op.token, `/ServiceRequest?${query}`));
      expect(ids(bundle)).toEqual([`ServiceRequest/${fx.released.id}`]);
    }
    const exam = encodeURIComponent(`${systems.examIdentifier}|${fx.protocolNumber}/${op.index('HBA1C')}`);
    const reports = fhirBody<Bundle>(await fhirGet(op.token, `/DiagnosticReport?identifier=${exam}`));
    expect(ids(reports)).toEqual([`DiagnosticReport/${fx.released.examRequestId}`]);
    const none = fhirBody<Bundle>(
      await fhirGet(op.token, `/ServiceRequest?identifier=${systems.externalId}|nope`),
    );
    expect(none.total).toBe(0);
    expect(none.entry).toBeUndefined();
  });

  it('finds results by patient, LOINC code, date and status', async () => {
    const { op, patientId } = fx;
    const today = new Date().toISOString().slice(0, 10);
    const search = async (query: string) =>
      ids(fhirBody<Bundle>(await fhirGet(op.token, `/Observation?patient=Patient/${patientId}&${query}`)));
    const [one] = await search('code=http://loinc.org|4548-4');
    expect(one).toMatch(/^Observation\//);
    expect(await search(`date=ge${today.slice(0, 7)}&status=final`)).toEqual([one]);
    expect(await search('date=lt2000-01-01')).toEqual([]);
    expect(await search('status=corrected')).toEqual([]);
    expect(await search('code=http://loinc.org|718-7')).toEqual([]);
  });

  it('finds reports by status and orders by status, for a patient', async () => {
    const { op } = fx;
    const reports = async (query: string) =>
      ids(fhirBody<Bundle>(await fhirGet(op.token, `/DiagnosticReport?${query}`)));
    expect(await reports(`subject=${fx.patientId}&status=final`)).toEqual([
      `DiagnosticReport/${fx.released.examRequestId}`,
    ]);
    expect(await reports(`subject=${fx.patientId}&status=registered,partial`)).toEqual([]);
    expect(await reports(`status=registered&based-on=ServiceRequest/${fx.waiting.id}`)).toEqual([
      `DiagnosticReport/${fx.waiting.examRequestId}`,
    ]);
    const orders = async (status: string) =>
      ids(fhirBody<Bundle>(await fhirGet(op.token, `/ServiceRequest?status=${status}&_count=100`)));
    expect(await orders('completed')).toEqual([`ServiceRequest/${fx.released.id}`]);
    expect(await orders('active')).toEqual([`ServiceRequest/${fx.waiting.id}`]);
    expect(await orders('revoked')).toEqual([]);
  });

  it('includes the patient and the results of reports', async () => {
    const { op } = fx;
    const bundle = fhirBody<Bundle>(
      await fhirGet(
        op.token,
        `/DiagnosticReport?patient=${fx.patientId}&_include=DiagnosticReport:subject&_include=DiagnosticReport:result`,
      ),
    );
    const modes = (bundle.entry ?? []).map((e) => [e.resource?.resourceType, e.search?.mode]);
    expect(modes).toEqual([
      ['DiagnosticReport', 'match'],
      ['Patient', 'include'],
      ['Observation', 'include'],
    ]);
    expect(bundle.entry?.[1]?.fullUrl).toMatch(new RegExp(`^http://[^/]+/fhir/R4/Patient/${fx.patientId}$`));
  });

  it('pages with _count, following the next link to the end', async () => {
    const { op } = fx;
    const seen: string[] = [];
    let url: string | undefined = `${BASE}/DiagnosticReport?_count=1`;
    let total = 0;
    while (url) {
      const res = await app.http.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${op.token}` },
      });
      const bundle: Bundle = fhirBody<Bundle>(res);
      total = bundle.total ?? 0;
      expect(bundle.entry?.length).toBe(1);
      expect(bundle.link?.find((l) => l.relation === 'self')?.url).toContain('_count=1');
      seen.push(...ids(bundle));
      const next: string | undefined = bundle.link?.find((l) => l.relation === 'next')?.url;
      url = next ? new URL(next).pathname + new URL(next).search : undefined;
    }
    expect(total).toBe(2);
    expect(new Set(seen).size).toBe(2);
  });
});

describe('a third-party FHIR client', () => {
  it('reads and searches the API with fhir-kit-client', async () => {
    const fx = await releasedExam();
    const { Client } = await import('fhir-kit-client');
    const baseUrl = await app.listen();
    const client = new Client({ baseUrl: `${baseUrl}${BASE}`, bearerToken: fx.op.token });
    const statement = (await client.capabilityStatement()) as Resource;
    expect(statement.resourceType).toBe('CapabilityStatement');
    const patient = (await client.read({ resourceType: 'Patient', id: fx.patientId })) as Resource;
    expect(patient.id).toBe(fx.patientId);
    const first = (await client.search({
      resourceType: 'DiagnosticReport',
      searchParams: { patient: fx.patientId, _count: '1', _include: 'DiagnosticReport:result' },
    })) as unknown as Bundle;
    expectValidBundle(first, 'fhir-kit-client');
    expect(first.entry?.map((e) => e.resource?.resourceType)).toEqual(['DiagnosticReport', 'Observation']);
    const everyOrder = (await client.search({
      resourceType: 'ServiceRequest',
      searchParams: { _count: '1' },
    })) as unknown as Bundle;
    const second = (await client.nextPage({
      bundle: everyOrder as unknown as Parameters<typeof client.nextPage>[0]['bundle'],
    })) as unknown as Bundle;
    expect(second.entry?.[0]?.resource?.id).not.toBe(everyOrder.entry?.[0]?.resource?.id);
  });
});
