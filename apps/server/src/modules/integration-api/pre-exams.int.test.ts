import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, preExams } from '../../db/schema';
import { createWorkplace, randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { apiPatient, integrator, type Json } from './test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

const rowsWith = (workplaceId: string, externalId: string) =>
  app.database.db
    .select({ id: preExams.id })
    .from(preExams)
    .where(and(eq(preExams.workplaceId, workplaceId), eq(preExams.externalId, externalId)));

describe('POST /integration/v1/pre-exams', () => {
  it('creates the pre-exam (201) as the wizard would: origin api, the device as requester, the quiz answered', async () => {
    const op = await integrator(app);
    const res = await op.api('POST', '/pre-exams', {
      cnpj: op.workplace.cnpj,
      examIndex: op.index('COVID_AG'),
      externalId: 'erp-0001',
      device: 'pharmacy-erp',
      patient: apiPatient({ fullName: 'Paula Integrada' }),
      quizForm: { symptoms: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      protocolNumber: expect.stringMatching(/^\d{10}$/),
      externalId: 'erp-0001',
    });
    const detail = await app.http.inject({
      method: 'GET',
      url: `/pre-exams/${res.json().id}`,
      headers: op.headers,
    });
    expect(detail.json()).toMatchObject({
      origin: 'api',
      subject: { kind: 'patient', name: 'Paula Integrada' },
      exams: [{ index: op.index('COVID_AG'), status: 'waitingForTest' }],
      quizForm: { [op.index('COVID_AG')]: { symptoms: true } },
      payment: { method: 'agreement' },
    });
    const [row] = await app.database.db
      .select({ requester: preExams.requester })
      .from(preExams)
      .where(eq(preExams.id, res.json().id));
    expect(row?.requester).toBe('pharmacy-erp');
  });

  it('the same external_id at the same workplace answers the same id (200) and makes no second row', async () => {
    const op = await integrator(app);
    const body = {
      cnpj: op.workplace.cnpj,
      examIndex: op.index('HBA1C'),
      externalId: 'erp-42',
      patient: apiPatient(),
    };
    const first = await op.api('POST', '/pre-exams', body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await op.api('POST', '/pre-exams', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowsWith(op.workplace.id, 'erp-42')).toHaveLength(1);

    // Another workplace may use the same external id for its own pre-exam.
    const other = await integrator(app);
    const elsewhere = await other.api('POST', '/pre-exams', {
      ...body,
      cnpj: other.workplace.cnpj,
      examIndex: other.index('HBA1C'),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json().id).not.toBe(first.json().id);
  });

  it('two equal requests at once still make one pre-exam and one patient', async () => {
    const op = await integrator(app);
    const body = {
      cnpj: op.workplace.cnpj,
      examIndex: op.index('HBA1C'),
      externalId: 'erp-race',
      patient: apiPatient(),
    };
    const answers = await Promise.all(Array.from({ length: 4 }, () => op.api('POST', '/pre-exams', body)));
    for (const res of answers) expect([200, 201], res.body).toContain(res.statusCode);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await rowsWith(op.workplace.id, 'erp-race')).toHaveLength(1);
    const people = await app.database.db
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.workplaceId, op.workplace.id));
    expect(people).toHaveLength(1);

    // The same patient again under a new external id: now the unique index on it settles the race.
    const next = { ...body, externalId: 'erp-race-2' };
    const second = await Promise.all(Array.from({ length: 4 }, () => op.api('POST', '/pre-exams', next)));
    expect(second.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(second.map((r) => r.json().id)).size).toBe(1);
    expect(await rowsWith(op.workplace.id, 'erp-race-2')).toHaveLength(1);
  });

  it('a returning patient (same document) gets a new pre-exam, the record updated, not a duplicate', async () => {
    const op = await integrator(app);
    const cpf = randomCpf();
    for (const [externalId, phone] of [
      ['visit-1', '11 98765-4321'],
      ['visit-2', '11 91234-5678'],
    ]) {
      const res = await op.api('POST', '/pre-exams', {
        cnpj: op.workplace.cnpj,
        examIndex: op.index('HBA1C'),
        externalId,
        patient: apiPatient({ phone }, cpf),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const people = await app.database.db
      .select({ registration: patients.registration })
      .from(patients)
      .where(eq(patients.workplaceId, op.workplace.id));
    expect(people).toHaveLength(1);
    expect(people[0]?.registration).toMatchObject({ patient: { phone: '11 91234-5678' } });
  });

  it('every patient rule applies, each problem named by the field the integrator sent (400)', async () => {
    const op = await integrator(app);
    const base = { cnpj: op.workplace.cnpj, examIndex: op.index('COVID_AG'), quizForm: { symptoms: false } };
    const problems = async (body: Json) => {
      const res = await op.api('POST', '/pre-exams', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      return (res.json().error.fields as Array<{ field: string; messageKey: string }>).map((f) => [
        f.field,
        f.messageKey,
      ]);
    };
    // Schema rules: an invalid CPF, a name with digits.
    expect(
      await problems({
        ...base,
        patient: apiPatient({ fullName: 'Paula 2', document: { type: 'cpf', number: '111.111.111-11' } }),
      }),
    ).toEqual(
      expect.arrayContaining([
        ['patient.fullName', 'validation:invalidPersonName'],
        ['patient.document.number', 'validation:invalidDocument'],
      ]),
    );
    // Rules across fields, from the domain: a child of 8 needs a guardian.
    expect(await problems({ ...base, patient: apiPatient({ birthDate: '2018-01-01' }) })).toEqual([
      ['guardian', 'validation:guardianRequired'],
    ]);
    // The order: an exam not offered, the questionnaire's required answer.
    expect(await problems({ ...base, examIndex: 9999, patient: apiPatient(), quizForm: {} })).toContainEqual([
      'examIndex',
      'ordering:examNotOffered',
    ]);
    expect(await problems({ ...base, patient: apiPatient(), quizForm: {} })).toEqual([
      ['quizForm.symptoms', 'validation:required'],
    ]);
    expect(await problems({ ...base, patient: undefined })).toContainEqual(['patient', expect.any(String)]);
    // Nothing was saved on the way.
    const people = await app.database.db
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.workplaceId, op.workplace.id));
    expect(people).toHaveLength(0);
  });

  it('another workplace’s tax id answers 404; a veterinary workplace takes no human pre-exam (422)', async () => {
    const op = await integrator(app);
    const foreign = await createWorkplace(app.database.db);
    const body = { examIndex: op.index('HBA1C'), patient: apiPatient() };
    const res = await op.api('POST', '/pre-exams', { ...body, cnpj: foreign.cnpj });
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);

    const vet = await integrator(app, { workplace: { classification: 'VET_CLINIC' } });
    const refused = await vet.api('POST', '/pre-exams', {
      ...body,
      examIndex: vet.index('HBA1C'),
      cnpj: vet.workplace.cnpj,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'INTEGRATION_PRE_EXAM_NOT_CREATED',
      fields: [{ field: 'patient', messageKey: 'ordering:subjectMustBeAnimal' }],
    });
  });
});

describe('DELETE /integration/v1/pre-exams/{id}', () => {
  it('deletes a request that has not started; its status is then NOT_FOUND and its external id free again', async () => {
    const op = await integrator(app);
    const { id } = await op.preExam('HBA1C', { externalId: 'to-delete' });
    const res = await op.api('DELETE', `/pre-exams/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    const status = await op.api('GET', `/pre-exams/${id}/status?cnpj=${op.workplace.cnpj}`);
    expect(status.json()).toMatchObject({ id, status: 'NOT_FOUND', exams: [] });
    expect((await op.api('DELETE', `/pre-exams/${id}`)).statusCode).toBe(404);
    const again = await op.api('POST', '/pre-exams', {
      cnpj: op.workplace.cnpj,
      examIndex: op.index('HBA1C'),
      externalId: 'to-delete',
      patient: apiPatient(),
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a request whose exam has begun (409) and keeps it', async () => {
    const op = await integrator(app);
    const { id, examRequestId } = await op.preExam('HBA1C');
    const typed = await app.http.inject({
      method: 'POST',
      url: `/exam-requests/${examRequestId}/results`,
      headers: op.headers,
      payload: { analytes: [{ code: 'HBA1C', value: '5,1' }] },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const res = await op.api('DELETE', `/pre-exams/${id}?cnpj=${op.workplace.cnpj}`);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'INTEGRATION_PRE_EXAM_ALREADY_STARTED']);
    expect(await app.database.db.select().from(preExams).where(eq(preExams.id, id))).toHaveLength(1);
  });
});
