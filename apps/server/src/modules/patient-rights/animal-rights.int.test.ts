import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animals,
  auditLog,
  examRequests,
  examResults,
  preExams,
  resultRevisions,
  vouchers,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';
import { colleagueOf, order, orderingOperator } from '../ordering/test-fixtures';
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

/**
 * A VET workplace's manager with one animal as the wizard and a reader leave it: a released exam with its
 * result (rectified once), a questionnaire with a free-text answer, an order with a discount motive, and a
 * voucher bound to the tutor's document.
 */
async function animalWithHistory() {
  const manager = await orderingOperator(app, {
    offer: ['COVID_AG'],
    workplace: { classification: 'VET_CLINIC' },
    user: { roles: ['manager'] },
  });
  const db = app.database.db;
  const suffix = crypto.randomUUID().slice(0, 6).replace(/\d/g, 'x');
  const tutorName = `Paula Tutora ${suffix}`;
  const created = await app.http.inject({
    method: 'POST',
    url: '/animals',
    headers: manager.headers,
    payload: {
      nameOrCode: 'Thor',
      species: 'dog',
      breed: 'Vira-lata',
      sex: 'male',
      age: 18,
      ageUnit: 'months',
      tutorName,
      tutorDocument: '111.444.777-35',
      tutorPhone: '11 98765-4321',
      tutorEmail: 'paula@example.com',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const animalId: string = created.json().id;
  const { preExam, request } = await releasedExamRectifiedOnce(app, manager);
  await db
    .update(preExams)
    .set({
      patientId: null,
      animalId,
      order: {
        ...preExam.order,
        payment: {
          method: 'pix',
          discountCents: 100,
          discountMotive: 'cliente da Paula',
          pricePaidCents: 4400,
        },
        quizForm: { [String(manager.index('COVID_AG'))]: { contact: true, note: 'ligar para a Paula' } },
      },
    })
    .where(eq(preExams.id, preExam.id));
  await db
    .update(examRequests)
    .set({ quizForm: { contact: true, onsetDate: '2026-03-18', note: 'ligar para a Paula' } })
    .where(eq(examRequests.id, request.id));
  const voucher = await manager.addVoucher({ examCode: 'COVID_AG', patientDocument: '11144477735' });
  return { manager, animalId, preExamId: preExam.id, requestId: request.id, tutorName, voucher };
}

const { exportOf, anonymise } = rightsRequests(() => app, 'animals');

describe("animal data export (the tutor's LGPD art. 18, GDPR art. 15 and 20)", () => {
  it('answers a ZIP with animal.json and the released report as PDF, and records the export', async () => {
    const { manager, animalId, requestId, tutorName, voucher } = await animalWithHistory();

    const res = await exportOf(manager, animalId);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="animal-${animalId}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');

    const entries = await unzip(res.rawPayload);
    const json = JSON.parse(entries.get('animal.json')!.toString('utf8'));
    expect(json.format).toBe('ponto-animal-export/1');
    expect(json.animal).toMatchObject({
      id: animalId,
      anonymisedAt: null,
      tutorDocument: '11144477735',
      record: { nameOrCode: 'Thor', species: 'dog', tutorName, tutorEmail: 'paula@example.com' },
    });
    const [exam] = json.examRequests;
    expect(exam).toMatchObject({
      id: requestId,
      exam: { code: 'COVID_AG' },
      questionnaire: { note: 'ligar para a Paula' },
    });
    expect(exam.results.length).toBeGreaterThan(0);
    expect(exam.rectifications).toEqual([
      expect.objectContaining({ oldValue: '1', reason: 'Transcription error' }),
    ]);
    expect(json.preExams[0].order.payment.discountMotive).toBe('cliente da Paula');
    expect(json.vouchers).toEqual([expect.objectContaining({ code: voucher })]);
    expect(exam.reports).toEqual([
      expect.stringMatching(/^reports\/.+-COVID_AG-pt-BR\.pdf$/),
      expect.stringMatching(/-en-US\.pdf$/),
    ]);
    for (const name of exam.reports) expect(entries.get(name)!.subarray(0, 5).toString()).toBe('%PDF-');
    expect([...entries.keys()].sort()).toEqual(['animal.json', ...exam.reports].sort());

    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.workplaceId, manager.workplace.id), eq(auditLog.targetType, 'animalDataExport')),
      );
    expect(entry).toMatchObject({
      action: 'export',
      outcome: 'success',
      targetId: animalId,
      actorId: manager.user.id,
    });
  });

  it("is for managers only (403), and another workplace's animal is not found (404)", async () => {
    const { manager, animalId } = await animalWithHistory();
    const operator = await colleagueOf(app, manager, { roles: ['operator'] });
    expect((await exportOf(operator, animalId)).statusCode).toBe(403);
    expect((await anonymise(operator, animalId)).statusCode).toBe(403);

    const stranger = await orderingOperator(app, {
      offer: ['COVID_AG'],
      workplace: { classification: 'VET_CLINIC' },
      user: { roles: ['manager'] },
    });
    const other = await exportOf(stranger, animalId);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('NOT_FOUND');
    expect((await anonymise(stranger, animalId)).statusCode).toBe(404);
    const [row] = await app.database.db.select().from(animals).where(eq(animals.id, animalId));
    expect(row!.anonymisedAt).toBeNull();

    // A manager of a workplace that is not veterinary: animals are not theirs to handle (§6).
    const human = await orderingOperator(app, { offer: ['COVID_AG'], user: { roles: ['manager'] } });
    expect((await exportOf(human, animalId)).statusCode).toBe(403);
  });
});

describe("animal anonymisation (the tutor's LGPD art. 18, GDPR art. 17)", () => {
  it('needs a reason from the list, named at its field', async () => {
    const { manager, animalId } = await animalWithHistory();
    const none = await anonymise(manager, animalId, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual([
      expect.objectContaining({ field: 'reason', messageKey: 'validation:invalidOption' }),
    ]);
    const typed = await anonymise(manager, animalId, { reason: 'Paula asked by phone' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
  });

  it('erases the tutor, keeps the animal, its results, their history and traceability, once and for good', async () => {
    const { manager, animalId, preExamId, requestId, tutorName, voucher } = await animalWithHistory();
    const db = app.database.db;
    const resultsBefore = await db.select().from(examResults).where(eq(examResults.examRequestId, requestId));
    const [requestBefore] = await db.select().from(examRequests).where(eq(examRequests.id, requestId));

    const res = await anonymise(manager, animalId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: animalId, anonymisedAt: expect.any(String) });

    const record = await app.http.inject({
      method: 'GET',
      url: `/animals/${animalId}`,
      headers: manager.headers,
    });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({
      anonymisedAt: expect.any(String),
      animal: {
        nameOrCode: 'Thor',
        species: 'dog',
        breed: 'Vira-lata',
        sex: 'male',
        age: 18,
        ageUnit: 'months',
      },
    });
    const [row] = await db.select().from(animals).where(eq(animals.id, animalId));
    const stored = JSON.stringify(row);
    for (const gone of [tutorName, 'Paula', '11144477735', '111.444', '98765', 'paula@'])
      expect(stored).not.toContain(gone);
    expect(row).toMatchObject({ searchName: '', tutorDocument: null, anonymisedBy: manager.user.id });

    // Not found by the tutor's name nor document any more.
    for (const search of [tutorName, '11144477735', 'Thor']) {
      const found = await app.http.inject({
        method: 'GET',
        url: `/animals?search=${encodeURIComponent(search)}`,
        headers: manager.headers,
      });
      expect(found.json().items).toEqual([]);
    }

    // Free text of the order and the questionnaire is gone; what interprets the result stays.
    const [preExam] = await db.select().from(preExams).where(eq(preExams.id, preExamId));
    const order = preExam!.order as Json;
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
    // The tutor has no other animal here: their voucher is bound to nobody's document now.
    const [v] = await db.select().from(vouchers).where(eq(vouchers.code, voucher));
    expect(v!.patientDocument).toBe(`anonymised-${animalId}`);

    // In the trail, in the same transaction's chain, with the reason's code and no personal data.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.workplaceId, manager.workplace.id), eq(auditLog.action, 'patientAnonymise')));
    expect(entry).toMatchObject({
      outcome: 'success',
      targetType: 'animalAnonymisation',
      targetId: animalId,
      actorId: manager.user.id,
      details: { reason: 'patientRequest', photosDeleted: 0, examRequests: 1 },
    });
    const verify = await app.http.inject({
      method: 'GET',
      url: '/audit-log/verify',
      headers: manager.headers,
    });
    expect(verify.json().intact).toBe(true);

    // A reprinted report names the animal and shows no tutor document.
    const reprint = await app.http.inject({
      method: 'GET',
      url: `/exam-requests/${requestId}/report.pdf?lang=pt-BR`,
      headers: manager.headers,
    });
    expect(reprint.statusCode, reprint.body).toBe(200);
    const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(reprint.rawPayload)), {
      mergePages: true,
    });
    expect(printed).toContain('Thor');
    for (const gone of ['11144477735', '111.444.777-35', 'anonymised-', tutorName])
      expect(printed).not.toContain(gone);

    // The export now holds what is left: the animal and its results, no tutor.
    const after = (await unzip((await exportOf(manager, animalId)).rawPayload))
      .get('animal.json')!
      .toString('utf8');
    expect(after).not.toContain(tutorName);
    expect(after).not.toContain('11144477735');
    expect(JSON.parse(after).examRequests[0].results).toHaveLength(resultsBefore.length);

    // Once only, and never edited back.
    const again = await anonymise(manager, animalId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PATIENT_ALREADY_ANONYMISED');
    const edit = await app.http.inject({
      method: 'PUT',
      url: `/animals/${animalId}`,
      headers: manager.headers,
      payload: { nameOrCode: 'Thor', tutorName },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('PATIENT_ALREADY_ANONYMISED');
    const count = await db.execute(
      sql`select count(*)::int as n from audit_log where action = 'patientAnonymise' and target_id = ${animalId}`,
    );
    expect((count.rows[0] as { n: number }).n).toBe(1);
  });

  it("leaves the tutor's vouchers bound to them while another of their animals is registered", async () => {
    const { manager, animalId, voucher } = await animalWithHistory();
    const other = await app.http.inject({
      method: 'POST',
      url: '/animals',
      headers: manager.headers,
      payload: { nameOrCode: 'Mel', species: 'cat', tutorDocument: '111.444.777-35' },
    });
    expect(other.statusCode).toBe(201);
    expect((await anonymise(manager, animalId)).statusCode).toBe(200);
    const [v] = await app.database.db.select().from(vouchers).where(eq(vouchers.code, voucher));
    expect(v!.patientDocument).toBe('11144477735');
  });
});

describe('the new-exam wizard after the tutor was anonymised', () => {
  it('does not fill the tutor in again (409 PATIENT_ALREADY_ANONYMISED, nothing saved)', async () => {
    const manager = await orderingOperator(app, {
      offer: ['CDV_AG'],
      workplace: { classification: 'VET_CLINIC' },
      user: { roles: ['manager'] },
    });
    const dog = {
      nameOrCode: 'Thor',
      species: 'dog',
      tutorName: 'Paula Mendes',
      tutorDocument: '111.444.777-35',
    };
    const submit = (subject: Json) =>
      app.http.inject({
        method: 'POST',
        url: '/pre-exams',
        headers: manager.headers,
        payload: { subject, order: order([manager.index('CDV_AG')]) },
      });
    const first = await submit({ kind: 'animal', animal: dog });
    expect(first.statusCode, first.body).toBe(201);
    const animalId: string = first.json().animalId;
    expect((await anonymise(manager, animalId)).statusCode).toBe(200);

    // The wizard's save of the same animal (by id, with the tutor typed again).
    const again = await submit({ kind: 'animal', animal: dog, animalId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PATIENT_ALREADY_ANONYMISED');
    const [row] = await app.database.db.select().from(animals).where(eq(animals.id, animalId));
    expect(row).toMatchObject({ tutorDocument: null, searchName: '' });
    expect(JSON.stringify(row!.animal)).not.toContain('Paula');
    const saved = await app.database.db.select().from(preExams).where(eq(preExams.animalId, animalId));
    expect(saved).toHaveLength(1);

    // Another workplace's animal, or none, is still not found.
    const stranger = await orderingOperator(app, {
      offer: ['CDV_AG'],
      workplace: { classification: 'VET_CLINIC' },
    });
    const elsewhere = await app.http.inject({
      method: 'POST',
      url: '/pre-exams',
      headers: stranger.headers,
      payload: {
        subject: { kind: 'animal', animal: dog, animalId },
        order: order([stranger.index('CDV_AG')]),
      },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('when the audit trail cannot be written (docs/audit.md, fails closed)', () => {
  it("neither hands out the animal's export nor erases its tutor", async () => {
    const { manager, animalId, tutorName, voucher } = await animalWithHistory();
    const [exported, anonymised] = await trailUnwritable(app, async () => [
      await exportOf(manager, animalId),
      await anonymise(manager, animalId),
    ]);
    expectAuditUnavailable(exported);
    expect([anonymised.statusCode, anonymised.json().error.code]).toEqual([503, 'AUDIT_UNAVAILABLE']);
    // Nothing changed: the tutor, the order's free text, the voucher, and no trail entry.
    const [row] = await app.database.db.select().from(animals).where(eq(animals.id, animalId));
    expect(row).toMatchObject({ anonymisedAt: null, tutorDocument: '11144477735' });
    expect(row!.animal).toMatchObject({ tutorName, tutorEmail: 'paula@example.com' });
    const [preExam] = await app.database.db.select().from(preExams).where(eq(preExams.animalId, animalId));
    expect((preExam!.order as Json).payment).toMatchObject({ discountMotive: 'cliente da Paula' });
    const [v] = await app.database.db.select().from(vouchers).where(eq(vouchers.code, voucher));
    expect(v!.patientDocument).toBe('11144477735');
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.workplaceId, manager.workplace.id), eq(auditLog.targetId, animalId)));
    expect(entries.filter((e) => e.targetType !== 'animal')).toEqual([]);
  });
});
