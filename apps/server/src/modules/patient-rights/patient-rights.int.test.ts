import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  examRequests,
  examResults,
  patients,
  preExams,
  resultRevisions,
  storedFiles,
  vouchers,
} from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';
import { colleagueOf, order, orderingOperator, registration } from '../ordering/test-fixtures';
import {
  expectAuditUnavailable,
  releasedExamRectifiedOnce,
  rightsRequests,
  trailUnwritable,
} from './test-fixtures';

let app: TestApp;

beforeAll(async () => {
  // Own database: one test makes the audit trail refuse every entry for a moment.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
});
afterAll(async () => {
  await app?.stop();
});

type Json = Record<string, unknown>;
type Manager = Awaited<ReturnType<typeof orderingOperator>>;

const photoFixture = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/photos/face.jpg'),
);

async function uploadPhoto(manager: Manager): Promise<string> {
  const boundary = `----ponto${crypto.randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photoFixture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.http.inject({
    method: 'POST',
    url: '/photos',
    headers: { ...manager.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/**
 * A manager's workplace with one patient as the wizard and a reader leave them: a released COVID antigen
 * exam with its result (rectified once), a questionnaire with a free-text answer, an order with a
 * health-plan registration number and a discount motive, a photo in the file store and a voucher bound to
 * the patient's document.
 */
async function patientWithHistory() {
  const manager = await orderingOperator(app, { offer: ['COVID_AG'], user: { roles: ['manager'] } });
  const db = app.database.db;
  const { preExam, request } = await releasedExamRectifiedOnce(app, manager);
  const patientId = preExam.patientId!;
  const cpf = randomCpf();
  const name = `Rita Direitos ${crypto.randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
  const put = await app.http.inject({
    method: 'PUT',
    url: `/patients/${patientId}`,
    headers: manager.headers,
    payload: registration(
      cpf,
      { fullName: name, email: 'rita@example.com', motherName: 'Clara Direitos', photoId: undefined },
      { guardian: undefined },
    ),
  });
  expect(put.statusCode, put.body).toBe(200);
  const photoId = await uploadPhoto(manager);
  await db
    .update(preExams)
    .set({
      photoId,
      order: {
        ...preExam.order,
        procedure: { kind: 'registration', registrationNumber: 'PLANO-7731' },
        payment: {
          method: 'pix',
          discountCents: 100,
          discountMotive: 'vizinha da Rita',
          pricePaidCents: 4400,
        },
        quizForm: { [String(manager.index('COVID_AG'))]: { contact: true, note: 'ligar para a Rita' } },
      },
    })
    .where(eq(preExams.id, preExam.id));
  await db
    .update(examRequests)
    .set({ quizForm: { contact: true, onsetDate: '2026-03-18', note: 'ligar para a Rita' } })
    .where(eq(examRequests.id, request.id));
  const voucher = await manager.addVoucher({ examCode: 'COVID_AG', patientDocument: cpf });
  return { manager, patientId, preExamId: preExam.id, requestId: request.id, photoId, cpf, name, voucher };
}

const { exportOf, anonymise } = rightsRequests(() => app, 'patients');

describe('patient data export (LGPD art. 18, GDPR art. 15 and 20)', () => {
  it('answers a ZIP with patient.json, the released report as PDF and the photo, and records the export', async () => {
    const { manager, patientId, requestId, photoId, name, cpf, voucher } = await patientWithHistory();

    const res = await exportOf(manager, patientId);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="paciente-${patientId}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');

    const entries = await unzip(res.rawPayload);
    const json = JSON.parse(entries.get('patient.json')!.toString('utf8'));
    expect(json.patient).toMatchObject({
      id: patientId,
      fullName: name,
      documentNumber: cpf,
      anonymisedAt: null,
    });
    expect(json.patient.registration.patient).toMatchObject({
      email: 'rita@example.com',
      motherName: 'Clara Direitos',
    });
    expect(json.consents).toEqual({ promotions: false, reportBySms: false, shareResultWithEmployer: false });
    const [exam] = json.examRequests;
    expect(exam).toMatchObject({
      id: requestId,
      exam: { code: 'COVID_AG' },
      questionnaire: { note: 'ligar para a Rita' },
    });
    expect(exam.results.length).toBeGreaterThan(0);
    expect(exam.rectifications).toEqual([
      expect.objectContaining({ oldValue: '1', reason: 'Transcription error' }),
    ]);
    expect(json.preExams[0].order.payment.discountMotive).toBe('vizinha da Rita');
    expect(json.vouchers).toEqual([expect.objectContaining({ code: voucher })]);
    expect(json).toMatchObject({ documents: [], notificationsSent: [], driveThroughBookings: [] });

    // The released report, in each language chosen at registration.
    expect(exam.reports).toEqual([
      expect.stringMatching(/^reports\/.+-COVID_AG-pt-BR\.pdf$/),
      expect.stringMatching(/-en-US\.pdf$/),
    ]);
    for (const name of exam.reports) expect(entries.get(name)!.subarray(0, 5).toString()).toBe('%PDF-');
    // The photo, byte for byte as stored.
    const [photo] = json.photos;
    expect(photo).toMatchObject({ id: photoId, contentType: 'image/jpeg', file: `files/${photoId}.jpg` });
    const bytes = entries.get(`files/${photoId}.jpg`)!;
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(photo.sha256);
    expect([...entries.keys()].sort()).toEqual(['patient.json', ...exam.reports, photo.file].sort());

    // The export is in the audit trail, naming the patient by id only.
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.workplaceId, manager.workplace.id), eq(auditLog.targetType, 'patientDataExport')),
      );
    expect(entry).toMatchObject({
      action: 'export',
      outcome: 'success',
      targetId: patientId,
      actorId: manager.user.id,
    });
  });

  it("is for managers only (403), and another workplace's patient is not found (404)", async () => {
    const { manager, patientId } = await patientWithHistory();
    const operator = await colleagueOf(app, manager, { roles: ['operator'] });
    expect((await exportOf(operator, patientId)).statusCode).toBe(403);
    expect((await anonymise(operator, patientId)).statusCode).toBe(403);

    // Another workplace's manager: the patient does not exist for them; nothing changed.
    const stranger = await orderingOperator(app, { offer: ['COVID_AG'], user: { roles: ['manager'] } });
    const other = await exportOf(stranger, patientId);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('NOT_FOUND');
    expect((await anonymise(stranger, patientId)).statusCode).toBe(404);
    const [row] = await app.database.db.select().from(patients).where(eq(patients.id, patientId));
    expect(row!.anonymisedAt).toBeNull();
  });
});

describe('patient anonymisation (LGPD art. 18, GDPR art. 17)', () => {
  it('needs a reason from the list, named at its field', async () => {
    const { manager, patientId } = await patientWithHistory();
    const none = await anonymise(manager, patientId, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual([
      expect.objectContaining({ field: 'reason', messageKey: 'validation:invalidOption' }),
    ]);
    const typed = await anonymise(manager, patientId, { reason: 'Rita asked by phone' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
  });

  it('erases what identifies the patient, keeps results, their history and traceability, once and for good', async () => {
    const { manager, patientId, preExamId, requestId, photoId, name, cpf, voucher } =
      await patientWithHistory();
    const db = app.database.db;
    const [photoRow] = await db.select().from(storedFiles).where(eq(storedFiles.id, photoId));
    const photoPath = path.join(app.dataDir, 'files', ...photoRow!.storageKey.split('/'));
    expect(fs.existsSync(photoPath)).toBe(true);
    const resultsBefore = await db.select().from(examResults).where(eq(examResults.examRequestId, requestId));
    const [requestBefore] = await db.select().from(examRequests).where(eq(examRequests.id, requestId));

    const res = await anonymise(manager, patientId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: patientId, anonymisedAt: expect.any(String) });

    // The record shows as anonymised, with only sex, birth year, document type and country, city and state.
    const record = await app.http.inject({
      method: 'GET',
      url: `/patients/${patientId}`,
      headers: manager.headers,
    });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({
      anonymisedAt: expect.any(String),
      registration: {
        anonymised: true,
        patient: {
          sex: 'female',
          birthYear: 1990,
          document: { type: 'cpf', countryOfOrigin: 'BR' },
          address: { city: 'São Paulo', state: 'SP', country: 'BR' },
        },
      },
    });
    const [row] = await db.select().from(patients).where(eq(patients.id, patientId));
    const stored = JSON.stringify(row);
    for (const gone of [
      name,
      cpf,
      'rita@example.com',
      'Clara',
      'Paulista',
      '01310',
      '99999-9999',
      '1990-04-12',
    ])
      expect(stored).not.toContain(gone);
    expect(row).toMatchObject({
      fullName: '***',
      searchName: '',
      birthDate: '1990-07-01',
      anonymisedBy: manager.user.id,
    });

    // Not found by name nor by document any more.
    const byName = await app.http.inject({
      method: 'GET',
      url: `/patients?search=${encodeURIComponent(name)}`,
      headers: manager.headers,
    });
    expect(byName.json().items).toEqual([]);
    const byDocument = await app.http.inject({
      method: 'GET',
      url: `/patients?search=${cpf}`,
      headers: manager.headers,
    });
    expect(byDocument.json().items).toEqual([]);
    const wizard = await app.http.inject({
      method: 'GET',
      url: '/patients/get/data/v2',
      headers: { ...manager.headers, document: cpf, country: 'BR' },
    });
    expect(wizard.statusCode).toBe(404);

    // The photo: its row and its bytes are gone.
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, photoId))).toEqual([]);
    expect(fs.existsSync(photoPath)).toBe(false);
    // Free text of the order and the questionnaire is gone; what interprets the result stays.
    const [preExam] = await db.select().from(preExams).where(eq(preExams.id, preExamId));
    expect(preExam!.photoId).toBeNull();
    const order = preExam!.order as Json;
    expect(order.procedure).toEqual({ kind: 'registration' });
    expect(order.payment).toEqual({ method: 'pix', discountCents: 100, pricePaidCents: 4400 });
    expect(order.quizForm).toEqual({ [String(manager.index('COVID_AG'))]: { contact: true } });
    const [request] = await db.select().from(examRequests).where(eq(examRequests.id, requestId));
    expect(request!.quizForm).toEqual({ contact: true, onsetDate: '2026-03-18' });
    // Kept: the results, the release, the hashcode, the rectification history.
    expect(await db.select().from(examResults).where(eq(examResults.examRequestId, requestId))).toEqual(
      resultsBefore,
    );
    expect(request).toMatchObject({
      releasedAt: requestBefore!.releasedAt,
      releasedBy: requestBefore!.releasedBy,
      reportHash: requestBefore!.reportHash,
    });
    expect(
      await db.select().from(resultRevisions).where(eq(resultRevisions.examRequestId, requestId)),
    ).toHaveLength(1);
    // A voucher bound to the patient's document is bound to nobody's now.
    const [v] = await db.select().from(vouchers).where(eq(vouchers.code, voucher));
    expect(v!.patientDocument).toBe(`anonymised-${patientId}`);

    // In the trail, in the same chain, with the reason's code and no personal data.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.workplaceId, manager.workplace.id), eq(auditLog.action, 'patientAnonymise')));
    expect(entry).toMatchObject({
      outcome: 'success',
      targetType: 'patientAnonymisation',
      targetId: patientId,
      details: { reason: 'patientRequest', photosDeleted: 1, examRequests: 1 },
    });
    const verify = await app.http.inject({
      method: 'GET',
      url: '/audit-log/verify',
      headers: manager.headers,
    });
    expect(verify.json().intact).toBe(true);

    // A reprinted report shows the year of birth only, and no document.
    const reprint = await app.http.inject({
      method: 'GET',
      url: `/exam-requests/${requestId}/report.pdf?lang=pt-BR`,
      headers: manager.headers,
    });
    expect(reprint.statusCode, reprint.body).toBe(200);
    const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(reprint.rawPayload)), {
      mergePages: true,
    });
    expect(printed).toContain('Ano de nascimento');
    expect(printed).toContain('1990');
    for (const gone of ['01/07/1990', cpf, 'anonymised-', name]) expect(printed).not.toContain(gone);

    // The export now holds what is left: the results, no name.
    const after = await unzip((await exportOf(manager, patientId)).rawPayload);
    const text = after.get('patient.json')!.toString('utf8');
    expect(text).not.toContain(name);
    expect(text).not.toContain(cpf);
    expect(JSON.parse(text).examRequests[0].results).toHaveLength(resultsBefore.length);
    expect([...after.keys()].some((k) => k.startsWith('files/'))).toBe(false);

    // Once only, and never edited back.
    const again = await anonymise(manager, patientId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PATIENT_ALREADY_ANONYMISED');
    const edit = await app.http.inject({
      method: 'PUT',
      url: `/patients/${patientId}`,
      headers: manager.headers,
      payload: registration(cpf, { fullName: name }),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('PATIENT_ALREADY_ANONYMISED');
    const entries = await db.execute(
      sql`select count(*)::int as n from audit_log where action = 'patientAnonymise' and target_id = ${patientId}`,
    );
    expect((entries.rows[0] as { n: number }).n).toBe(1);
  });
});

describe('the new-exam wizard after an anonymisation', () => {
  it('does not fill an anonymised patient in again (409 PATIENT_ALREADY_ANONYMISED, nothing saved)', async () => {
    const manager = await orderingOperator(app, { offer: ['HIV'], user: { roles: ['manager'] } });
    const cpf = randomCpf();
    const submit = (subject: Json) =>
      app.http.inject({
        method: 'POST',
        url: '/pre-exams',
        headers: manager.headers,
        payload: { subject, order: order([manager.index('HIV')]) },
      });
    const first = await submit({ kind: 'patient', registration: registration(cpf) });
    expect(first.statusCode, first.body).toBe(201);
    const patientId: string = first.json().patientId;
    expect((await anonymise(manager, patientId)).statusCode).toBe(200);

    // The wizard's save of the same patient (by id, with the registration typed again).
    const again = await submit({ kind: 'patient', registration: registration(cpf), patientId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PATIENT_ALREADY_ANONYMISED');
    const [row] = await app.database.db.select().from(patients).where(eq(patients.id, patientId));
    expect(row).toMatchObject({ fullName: '***', documentNumber: `anonymised-${patientId}` });
    const saved = await app.database.db.select().from(preExams).where(eq(preExams.patientId, patientId));
    expect(saved).toHaveLength(1);
  });
});

describe('when the audit trail cannot be written (docs/audit.md, fails closed)', () => {
  it('neither hands out the export nor erases anything', async () => {
    const { manager, patientId, photoId, name } = await patientWithHistory();
    const [exported, anonymised] = await trailUnwritable(app, async () => [
      await exportOf(manager, patientId),
      await anonymise(manager, patientId),
    ]);
    expectAuditUnavailable(exported);
    expect([anonymised.statusCode, anonymised.json().error.code]).toEqual([503, 'AUDIT_UNAVAILABLE']);
    const [row] = await app.database.db.select().from(patients).where(eq(patients.id, patientId));
    expect(row).toMatchObject({ fullName: name, anonymisedAt: null });
    const [photo] = await app.database.db.select().from(storedFiles).where(eq(storedFiles.id, photoId));
    expect(fs.existsSync(path.join(app.dataDir, 'files', ...photo!.storageKey.split('/')))).toBe(true);
  });
});
