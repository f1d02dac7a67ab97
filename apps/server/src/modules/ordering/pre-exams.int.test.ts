import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests, patients } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { order, orderingOperator, registration, voucherUsed } from './test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  app.clock.set(new Date('2026-11-22T12:00:00Z'));
});
afterAll(async () => {
  await app?.stop();
});

type Operator = Awaited<ReturnType<typeof orderingOperator>>;

function patient(
  cpf = randomCpf(),
  fields: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return { kind: 'patient', registration: registration(cpf, fields, extra) };
}

async function submit(op: Operator, body: Record<string, unknown>) {
  return app.http.inject({ method: 'POST', url: '/pre-exams', headers: op.headers, payload: body });
}

interface ErrorBody {
  error: {
    code: string;
    fields?: Array<{ field: string; messageKey: string; params?: Record<string, unknown> }>;
  };
}
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as ErrorBody).error.fields ?? []).map((f) => f.field);
const codeOf = (res: { json(): unknown }) => (res.json() as ErrorBody).error.code;

async function patientRows(op: Operator, cpf: string) {
  return app.database.db
    .select()
    .from(patients)
    .where(and(eq(patients.workplaceId, op.workplace.id), eq(patients.documentNumber, cpf)));
}

const teenGuardian = { guardian: { name: 'Rosa Souza', kinship: 'parent', phone: '11 98888-7777' } };

describe('POST /pre-exams: saving the attendance', () => {
  it('saves patient, voucher use and pre-exam: protocol number, server prices, one exam request per exam', async () => {
    const op = await orderingOperator(app, { offer: [{ code: 'COVID_AG', priceCents: 7500 }, 'HIV'] });
    const voucher = await op.addVoucher({ examCode: 'HIV', maxQuantity: 3 });
    const cpf = randomCpf();
    const res = await submit(op, {
      subject: patient(cpf),
      order: order([1, 2], {
        procedure: { kind: 'voucher', voucherCode: voucher },
        reportLanguages: ['pt-BR', 'en-US'],
        quizForm: { 1: { symptoms: true, onsetDate: '2026-11-20' }, 2: { reason: 'routine' } },
        payment: {
          method: 'pix',
          discountCents: 500,
          discountMotive: 'Cliente fidelidade',
          pricePaidCents: 5000,
          displacementFeeCents: 1000,
        },
      }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // Full price: COVID at the workplace's 75,00; HIV paid by the voucher. 7500 + 1000 − 500 − 5000.
    expect(body).toMatchObject({
      protocolNumber: '2026000001',
      status: 'waitingForTest',
      fullPriceCents: 7500,
      remainderCents: 3000,
    });
    expect(body.patientId).toBeTruthy();
    expect(body.householdId).toBeTruthy();
    expect(await voucherUsed(app.database.db, voucher)).toBe(1);
    const requests = await app.database.db
      .select()
      .from(examRequests)
      .where(eq(examRequests.preExamId, body.id));
    expect(requests.map((r) => [r.examIndex, r.status, r.voucherCode])).toEqual([
      [1, 'waitingForTest', null],
      [2, 'waitingForTest', voucher],
    ]);

    const detail = await app.http.inject({
      method: 'GET',
      url: `/pre-exams/${body.id}`,
      headers: op.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      protocolNumber: '2026000001',
      status: 'waitingForTest',
      subject: {
        kind: 'patient',
        name: 'Maria Souza',
        document: { type: 'cpf', number: cpf, country: 'BR' },
      },
      exams: [
        { index: 1, code: 'COVID_AG', examRequestId: expect.any(String) },
        { index: 2, code: 'HIV', voucherCode: voucher },
      ],
      reportLanguages: ['pt-BR', 'en-US'],
      payment: { method: 'pix', fullPriceCents: 7500, discountCents: 500, remainderCents: 3000 },
      quizForm: { 1: { symptoms: true } },
    });

    const next = await submit(op, { subject: patient(), order: order([2]) });
    expect(next.json().protocolNumber).toBe('2026000002');
  });

  it('registers cohabitants in a row under one household', async () => {
    const op = await orderingOperator(app);
    const first = (await submit(op, { subject: patient(), order: order([2]) })).json();
    const second = await submit(op, {
      subject: patient(),
      order: order([2]),
      householdId: first.householdId,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().householdId).toBe(first.householdId);
    const other = await orderingOperator(app);
    const foreign = await submit(other, {
      subject: patient(),
      order: order([2]),
      householdId: first.householdId,
    });
    expect(fieldsOf(foreign)).toEqual(['householdId']);
  });

  it('refuses a known document without patientId (409, naming the field) and updates it with patientId', async () => {
    const op = await orderingOperator(app);
    const cpf = randomCpf();
    const first = (await submit(op, { subject: patient(cpf), order: order([2]) })).json();
    const again = await submit(op, { subject: patient(cpf), order: order([2]) });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('PATIENT_ALREADY_REGISTERED');
    expect(fieldsOf(again)).toEqual(['subject.registration.patient.document.number']);
    const update = await submit(op, {
      subject: { ...patient(cpf, { fullName: 'Maria Souza Lima' }), patientId: first.patientId },
      order: order([2]),
    });
    expect(update.statusCode).toBe(201);
    expect(update.json().patientId).toBe(first.patientId);
    expect((await patientRows(op, cpf)).map((p) => p.fullName)).toEqual(['Maria Souza Lima']);
  });

  it('refuses an invalid CPF on the server, naming the field', async () => {
    const op = await orderingOperator(app);
    const res = await submit(op, { subject: patient('123.456.789-00'), order: order([2]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual({
      field: 'subject.registration.patient.document.number',
      messageKey: 'validation:invalidDocument',
    });
  });

  it('refuses ordering where the workplace has the ZERO module', async () => {
    const op = await orderingOperator(app, { workplace: { modules: ['PONTO_ZERO'] } });
    expect((await submit(op, { subject: patient(), order: order([2]) })).statusCode).toBe(403);
  });

  it('refuses exams the workplace does not offer and answers to questions not asked', async () => {
    const op = await orderingOperator(app, { offer: ['HIV'] });
    const res = await submit(op, {
      subject: patient(),
      order: order([2, 7], { quizForm: { 2: { nope: 1 } } }),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['order.examIndexes', 'order.quizForm.2.nope']);
  });
});

describe('questionnaire (§3 quiz_form)', () => {
  it('asks for the required answers and checks their types, by full field path', async () => {
    const op = await orderingOperator(app);
    const missing = await submit(op, { subject: patient(), order: order([1, 5]) });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['order.quizForm.1.symptoms', 'order.quizForm.5.lastMenstrualPeriod']);
    const wrongType = await submit(op, {
      subject: patient(),
      order: order([1, 5], {
        quizForm: { 1: { symptoms: 'sim' }, 5: { lastMenstrualPeriod: '2026-02-30' } },
      }),
    });
    expect(wrongType.json().error.fields).toEqual([
      { field: 'order.quizForm.1.symptoms', messageKey: 'validation:invalidOption' },
      { field: 'order.quizForm.5.lastMenstrualPeriod', messageKey: 'validation:invalidDate' },
    ]);
    const ok = await submit(op, {
      subject: patient(),
      order: order([1, 5], {
        quizForm: { 1: { symptoms: false }, 5: { lastMenstrualPeriod: '2026-10-30' } },
      }),
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('vouchers inside a pre-exam', () => {
  it('a refused voucher names the voucher field, and the transaction leaves no patient behind', async () => {
    const op = await orderingOperator(app);
    const voucher = await op.addVoucher({ validUntil: new Date('2026-01-01T00:00:00Z') });
    const cpf = randomCpf();
    const res = await submit(op, {
      subject: patient(cpf),
      order: order([2], { procedure: { kind: 'voucher', voucherCode: voucher } }),
    });
    expect(res.statusCode).toBe(422);
    expect(codeOf(res)).toBe('VOUCHER_EXPIRED');
    expect(fieldsOf(res)).toEqual(['order.procedure.voucherCode']);
    expect(await patientRows(op, cpf)).toEqual([]);
    expect(await voucherUsed(app.database.db, voucher)).toBe(0);
  });

  it('a personal voucher is checked against the registered patient', async () => {
    const op = await orderingOperator(app);
    const owner = randomCpf();
    const voucher = await op.addVoucher({ patientDocument: owner });
    const other = await submit(op, {
      subject: patient(),
      order: order([2], { procedure: { kind: 'voucher', voucherCode: voucher } }),
    });
    expect(codeOf(other)).toBe('VOUCHER_WRONG_PATIENT');
    const mine = await submit(op, {
      subject: patient(owner),
      order: order([2], { procedure: { kind: 'voucher', voucherCode: voucher } }),
    });
    expect(mine.statusCode).toBe(201);
  });

  it('maximum quantity under two concurrent submissions: only one wins', async () => {
    const op = await orderingOperator(app);
    const voucher = await op.addVoucher({ maxQuantity: 1 });
    const results = await Promise.all(
      [randomCpf(), randomCpf()].map((cpf) =>
        submit(op, {
          subject: patient(cpf),
          order: order([2], { procedure: { kind: 'voucher', voucherCode: voucher } }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.map((r) => (r.statusCode === 409 ? codeOf(r) : 'ok')).sort()).toEqual([
      'VOUCHER_MAX_USED',
      'ok',
    ]);
    expect(await voucherUsed(app.database.db, voucher)).toBe(1);
  });
});

describe('self-collection kits (§5, §6)', () => {
  async function selfCollectionOperator() {
    const op = await orderingOperator(app, {
      workplace: { permissions: ['selfCollection'] },
      user: { selfCollection: true },
    });
    await op.addKit('KIT-IST', ['HIV', 'SYPHILIS', 'HBSAG']);
    return op;
  }

  it('takes a kit made for exactly the chosen exams', async () => {
    const op = await selfCollectionOperator();
    const res = await submit(op, {
      subject: patient(),
      order: order([4, 2, 3], { selfCollectionKit: 'KIT-IST' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it("answers 'no kits for this exam combination' otherwise", async () => {
    const op = await selfCollectionOperator();
    for (const examIndexes of [
      [2, 3],
      [2, 3, 4, 1],
    ]) {
      const quizForm = examIndexes.includes(1) ? { 1: { symptoms: false } } : {};
      const res = await submit(op, {
        subject: patient(),
        order: order(examIndexes, { selfCollectionKit: 'KIT-IST', quizForm }),
      });
      expect(res.statusCode).toBe(422);
      expect(codeOf(res)).toBe('NO_KITS_FOR_COMBINATION');
      expect(fieldsOf(res)).toEqual(['order.selfCollectionKit']);
    }
  });

  it('refuses a kit where self-collection is not allowed (workplace or user)', async () => {
    const userWithout = await orderingOperator(app, { workplace: { permissions: ['selfCollection'] } });
    await userWithout.addKit('KIT-IST', ['HIV', 'SYPHILIS', 'HBSAG']);
    const res = await submit(userWithout, {
      subject: patient(),
      order: order([2, 3, 4], { selfCollectionKit: 'KIT-IST' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { field: 'order.selfCollectionKit', messageKey: 'ordering:selfCollectionNotAllowed' },
    ]);
  });
});

describe('combos', () => {
  it('a combo needs all its exams and is charged at its price', async () => {
    const op = await orderingOperator(app);
    await op.addCombo('IST', ['HIV', 'SYPHILIS', 'HBSAG'], 15000);
    const partial = await submit(op, { subject: patient(), order: order([2, 3], { comboCode: 'IST' }) });
    expect(partial.statusCode).toBe(400);
    expect(fieldsOf(partial)).toEqual(['order.comboCode']);
    const unknown = await submit(op, { subject: patient(), order: order([2], { comboCode: 'NOPE' }) });
    expect(fieldsOf(unknown)).toEqual(['order.comboCode']);
    const whole = await submit(op, {
      subject: patient(),
      order: order([2, 3, 4, 9], { comboCode: 'IST', quizForm: { 9: { fasting: true } } }),
    });
    expect(whole.statusCode).toBe(201);
    // IST at 150,00 + glucose at the catalogue's price (25,00).
    expect(whole.json().fullPriceCents).toBe(15000 + 2500);
  });
});

describe('age restrictions (§5)', () => {
  it.each([
    ['HIV', 2],
    ['BhCG', 5],
    ['Syphilis', 3],
    ['HBsAg', 4],
  ])('refuses %s under 14', async (_name, index) => {
    const op = await orderingOperator(app);
    const quizForm = index === 5 ? { 5: { lastMenstrualPeriod: '2026-10-30' } } : {};
    const res = await submit(op, {
      subject: patient(randomCpf(), { birthDate: '2013-01-10' }, teenGuardian),
      order: order([1, index], { quizForm: { ...quizForm, 1: { symptoms: false } } }),
    });
    expect(res.statusCode).toBe(422);
    expect(codeOf(res)).toBe('EXAM_NOT_ALLOWED_FOR_AGE');
    expect(res.json().error.fields).toEqual([
      expect.objectContaining({
        field: 'order.examIndexes',
        messageKey: 'validation:examNotAllowedForAge',
        params: expect.objectContaining({ index, min: 14 }),
      }),
    ]);
  });

  it('takes them at 14, and refuses them at 14 where the workplace sets the threshold to 15', async () => {
    const op = await orderingOperator(app);
    const fourteen = patient(randomCpf(), { birthDate: '2012-11-22' }, teenGuardian);
    expect((await submit(op, { subject: fourteen, order: order([2]) })).statusCode).toBe(201);
    const strict = await orderingOperator(app, { workplace: { parameters: { restrictedExamMinAge: '15' } } });
    const res = await submit(strict, { subject: fourteen, order: order([2]) });
    expect(codeOf(res)).toBe('EXAM_NOT_ALLOWED_FOR_AGE');
  });

  it('refuses minors where the workplace serves adults only', async () => {
    const op = await orderingOperator(app, { workplace: { parameters: { adultsOnly: 'true' } } });
    const res = await submit(op, {
      subject: patient(randomCpf(), { birthDate: '2009-01-10' }, teenGuardian),
      order: order([9], { quizForm: { 9: { fasting: true } } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual(
      expect.objectContaining({
        field: 'subject.registration.patient.birthDate',
        messageKey: 'validation:patientMustBeAdult',
      }),
    );
  });

  it('the guardian rules reach through: a 10-year-old without a guardian is refused with the field path', async () => {
    const op = await orderingOperator(app);
    const res = await submit(op, {
      subject: patient(randomCpf(), { birthDate: '2016-05-01' }),
      order: order([9], { quizForm: { 9: { fasting: true } } }),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['subject.registration.guardian']);
  });
});

describe('payment (§3)', () => {
  it('asks for the discount motive', async () => {
    const op = await orderingOperator(app);
    const res = await submit(op, {
      subject: patient(),
      order: order([2], {
        payment: { method: 'cash', discountCents: 100, pricePaidCents: 0, displacementFeeCents: 0 },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['order.payment.discountMotive']);
  });

  it('refuses a discount over the full price and paying more than is due', async () => {
    const op = await orderingOperator(app);
    const discount = await submit(op, {
      subject: patient(),
      order: order([2], {
        payment: {
          method: 'cash',
          discountCents: 7000,
          discountMotive: 'x',
          pricePaidCents: 0,
          displacementFeeCents: 500,
        },
      }),
    });
    expect(discount.statusCode).toBe(400);
    expect(fieldsOf(discount)).toEqual(['order.payment.discountCents']);
    const overpaid = await submit(op, {
      subject: patient(),
      order: order([2], {
        payment: { method: 'cash', discountCents: 0, pricePaidCents: 7000, displacementFeeCents: 0 },
      }),
    });
    expect(overpaid.statusCode).toBe(400);
    expect(overpaid.json().error.fields).toEqual([
      { field: 'order.payment.pricePaidCents', messageKey: 'ordering:paidExceedsDue', params: { max: 6900 } },
    ]);
  });

  it('works the remainder out on the server, whatever the client thinks the price is', async () => {
    const op = await orderingOperator(app);
    const res = await submit(op, {
      subject: patient(),
      order: order([2, 3], {
        payment: {
          method: 'credit',
          discountCents: 800,
          discountMotive: 'Campanha',
          pricePaidCents: 10000,
          displacementFeeCents: 1500,
          fullPriceCents: 1,
        },
      }),
    });
    expect(res.statusCode).toBe(201);
    // 6900 + 5900 = 12800; + 1500 − 800 − 10000 = 3500.
    expect(res.json()).toMatchObject({ fullPriceCents: 12800, remainderCents: 3500 });
  });
});

describe('protocol numbers', () => {
  it('are unique per workplace under concurrent creation', async () => {
    const op = await orderingOperator(app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => submit(op, { subject: patient(), order: order([2]) })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const numbers = results.map((r) => r.json().protocolNumber).sort();
    expect(numbers).toEqual([
      '2026000001',
      '2026000002',
      '2026000003',
      '2026000004',
      '2026000005',
      '2026000006',
    ]);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another workplace's pre-exam", async () => {
    const mine = await orderingOperator(app);
    const theirs = await orderingOperator(app);
    const created = (await submit(theirs, { subject: patient(), order: order([2]) })).json();
    const res = await app.http.inject({
      method: 'GET',
      url: `/pre-exams/${created.id}`,
      headers: mine.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it("refuses another workplace's photo, a file that is not a patient photo and one without a face; takes its own", async () => {
    const mine = await orderingOperator(app);
    const theirs = await orderingOperator(app);
    for (const photoId of [await theirs.addPhoto(), await mine.addPhoto('document')]) {
      const res = await submit(mine, { subject: patient(), order: order([2]), photoId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([{ field: 'photoId', messageKey: 'ordering:photoNotFound' }]);
    }
    const faceless = await submit(mine, {
      subject: patient(),
      order: order([2]),
      photoId: await mine.addPhoto('patientPhoto', false),
    });
    expect(faceless.statusCode).toBe(400);
    expect(faceless.json().error.fields).toEqual([
      { field: 'photoId', messageKey: 'errors:CAMERA_NO_FACE.title' },
    ]);
    const photoId = await mine.addPhoto();
    const ok = await submit(mine, { subject: patient(), order: order([2]), photoId });
    expect(ok.statusCode).toBe(201);
    const detail = await app.http.inject({
      method: 'GET',
      url: `/pre-exams/${ok.json().id}`,
      headers: mine.headers,
    });
    expect(detail.json().photoId).toBe(photoId);
  });

  it("refuses another workplace's patient id (404)", async () => {
    const mine = await orderingOperator(app);
    const theirs = await orderingOperator(app);
    const cpf = randomCpf();
    const created = (await submit(theirs, { subject: patient(cpf), order: order([2]) })).json();
    const res = await submit(mine, {
      subject: { ...patient(cpf), patientId: created.patientId },
      order: order([2]),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('veterinary pre-exams (§6 VET)', () => {
  const dog = {
    nameOrCode: 'Thor',
    species: 'dog',
    tutorName: 'Paula Mendes',
    tutorDocument: '111.444.777-35',
  };

  it('saves an animal pre-exam at a VET workplace', async () => {
    const op = await orderingOperator(app, {
      workplace: { classification: 'VET_CLINIC' },
      offer: ['CDV_AG'],
    });
    const res = await submit(op, { subject: { kind: 'animal', animal: dog }, order: order([12]) });
    expect(res.statusCode).toBe(201);
    expect(res.json().animalId).toBeTruthy();
    expect(res.json().patientId).toBeUndefined();
    const detail = await app.http.inject({
      method: 'GET',
      url: `/pre-exams/${res.json().id}`,
      headers: op.headers,
    });
    expect(detail.json().subject).toMatchObject({ kind: 'animal', name: 'Thor' });
    const humans = await submit(op, { subject: patient(), order: order([12]) });
    expect(humans.statusCode).toBe(400);
    expect(humans.json().error.fields).toContainEqual({
      field: 'subject.kind',
      messageKey: 'ordering:subjectMustBeAnimal',
    });
  });

  it('refuses an animal elsewhere', async () => {
    const op = await orderingOperator(app, { offer: ['CDV_AG'] });
    const res = await submit(op, { subject: { kind: 'animal', animal: dog }, order: order([12]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { field: 'subject.kind', messageKey: 'ordering:subjectMustBePatient' },
    ]);
  });
});
