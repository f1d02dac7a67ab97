import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { cohabitantDraft, emptyWizardDraft, type WizardDraft } from './draft';
import { remainderCents } from './money';
import { orderFullPrice, quizAnswersForSubmission, quizFormForSubmission } from './order';
import { stepOfField, visibleSteps } from './steps';
import { toSubmission } from './submission';
import { testCatalogue } from './test-catalogue';
import { problemsOfSteps, type WizardContext } from './validate';

const owner = { userId: 'u1', cnpj: '11222333000181' };
const today = '2025-06-15';
const catalogue = testCatalogue();
const ctx: WizardContext = { veterinary: false, today, catalogue };

function draft(change: (d: WizardDraft) => void = () => undefined): WizardDraft {
  const d = emptyWizardDraft(owner, { veterinary: false });
  d.patient = adultDraft();
  d.order.examIndexes = [1];
  d.order.quizForm = { '1': { symptoms: false } };
  d.order.payment.method = 'pix';
  d.order.payment.pricePaidCents = 7900;
  change(d);
  return d;
}

const fields = (d: WizardDraft, steps: Parameters<typeof problemsOfSteps>[2]) =>
  Object.fromEntries(problemsOfSteps(d, ctx, steps).map((p) => [p.field, p.messageKey]));

describe('step validation', () => {
  it('passes a complete adult order', () => {
    expect(problemsOfSteps(draft(), ctx, visibleSteps({ veterinary: false, guardianNeeded: false }))).toEqual(
      [],
    );
  });

  it('checks only the asked steps, with the API paths', () => {
    const d = draft((d) => {
      d.patient.document.number = '123';
      d.patient.personal.fullName = '';
      d.order.examIndexes = [];
    });
    expect(fields(d, ['document'])).toEqual({
      'subject.registration.patient.document.number': 'validation:invalidDocument',
    });
    expect(fields(d, ['personal'])).toEqual({
      'subject.registration.patient.fullName': 'validation:required',
    });
    expect(fields(d, ['exams'])).toEqual({ 'order.examIndexes': 'validation:required' });
  });

  it('asks for at least one report language', () => {
    expect(
      fields(
        draft((d) => (d.order.reportLanguages = [])),
        ['exams'],
      ),
    ).toEqual({
      'order.reportLanguages': 'validation:required',
    });
  });

  it('refuses HIV for a 13-year-old (domain examAllowedForAge) and lets a 14-year-old take it', () => {
    const teen = (birth: string) =>
      draft((d) => {
        d.patient.personal.birthDate = birth;
        d.order.examIndexes = [2];
      });
    expect(fields(teen('16/06/2011'), ['exams'])).toEqual({
      'order.examIndexes': 'validation:examNotAllowedForAge',
    });
    expect(fields(teen('15/06/2011'), ['exams'])).toEqual({});
  });

  it('needs the registration number or the voucher code of the chosen procedure', () => {
    expect(
      fields(
        draft((d) => (d.order.procedure.kind = 'registration')),
        ['procedure'],
      ),
    ).toEqual({
      'order.procedure.registrationNumber': 'validation:required',
    });
    expect(
      fields(
        draft((d) => (d.order.procedure.kind = 'voucher')),
        ['procedure'],
      ),
    ).toEqual({
      'order.procedure.voucherCode': 'validation:required',
    });
  });

  it("says 'no kits for this exam combination' when self-collection has no kit for the exams", () => {
    const d = draft((d) => (d.order.selfCollection = true));
    expect(fields(d, ['procedure'])).toEqual({
      'order.selfCollectionKit': 'errors:NO_KITS_FOR_COMBINATION.title',
    });
    const hiv = draft((d) => {
      d.order.selfCollection = true;
      d.order.examIndexes = [2];
      d.order.payment.pricePaidCents = 0;
    });
    expect(fields(hiv, ['procedure'])).toEqual({ 'order.selfCollectionKit': 'validation:required' });
    hiv.order.selfCollectionKit = 'KIT-HIV';
    expect(fields(hiv, ['procedure'])).toEqual({});
  });

  it('enforces required questions and the answer types', () => {
    expect(
      fields(
        draft((d) => (d.order.quizForm = {})),
        ['quiz'],
      ),
    ).toEqual({
      'order.quizForm.1.symptoms': 'validation:required',
    });
    expect(
      fields(
        draft((d) => (d.order.quizForm = { '1': { symptoms: true, onsetDate: '31/02/2025' } })),
        ['quiz'],
      ),
    ).toEqual({ 'order.quizForm.1.onsetDate': 'validation:invalidDate' });
  });

  it('needs a payment method, a motive for a discount, and no more paid than is due', () => {
    const d = draft((d) => {
      d.order.payment = {
        method: '',
        discountCents: 900,
        discountMotive: '',
        pricePaidCents: 8000,
        displacementFeeCents: 0,
      };
    });
    expect(fields(d, ['payment'])).toEqual({
      'order.payment.method': 'validation:required',
      'order.payment.discountMotive': 'validation:required',
      'order.payment.pricePaidCents': 'ordering:paidExceedsDue',
    });
  });
});

describe('prices', () => {
  it('charges a combo at its price and the others at theirs; a checked voucher takes its exam off', () => {
    const order = draft((d) => {
      d.order.examIndexes = [1, 2, 3];
      d.order.comboCode = 'PAIR';
    }).order;
    expect(orderFullPrice(catalogue, order)).toBe(7000 + 7900);
    const voucher = {
      ...order,
      procedure: { ...order.procedure, kind: 'voucher' as const },
      voucherExamIndex: 1,
    };
    expect(orderFullPrice(catalogue, voucher)).toBe(7000);
    expect(
      remainderCents({
        fullPriceCents: 7000,
        displacementFeeCents: 500,
        discountCents: 1000,
        pricePaidCents: 6000,
      }),
    ).toBe(500);
  });
});

describe('steps', () => {
  it('skips the guardian for adults and shows the animal step instead of 1–5 at VET workplaces', () => {
    expect(visibleSteps({ veterinary: false, guardianNeeded: false })).not.toContain('guardian');
    expect(visibleSteps({ veterinary: false, guardianNeeded: true })).toContain('guardian');
    expect(visibleSteps({ veterinary: true, guardianNeeded: true })).toEqual([
      'animal',
      'exams',
      'procedure',
      'quiz',
      'payment',
      'confirmation',
    ]);
  });

  it('finds the step that owns a server field, so the wizard opens it', () => {
    expect(stepOfField('subject.registration.patient.fullName', false)).toBe('personal');
    expect(stepOfField('subject.registration.patient.document.number', false)).toBe('document');
    expect(stepOfField('subject.registration.patient.address.postalCode', false)).toBe('address');
    expect(stepOfField('subject.registration.patient.healthPlan.insurer', false)).toBe('personal');
    expect(stepOfField('subject.registration.guardian.contact', false)).toBe('guardian');
    expect(stepOfField('subject.registration.patient.photoId', false)).toBe('photo');
    expect(stepOfField('subject.registration.patient', false)).toBe('personal');
    expect(stepOfField('subject.patientId', false)).toBe('document');
    expect(stepOfField('subject.animal.species', true)).toBe('animal');
    expect(stepOfField('photoId', false)).toBe('photo');
    expect(stepOfField('photoId', true)).toBe('confirmation');
    expect(stepOfField('order.comboCode', false)).toBe('exams');
    expect(stepOfField('order.procedure.voucherCode', false)).toBe('procedure');
    expect(stepOfField('order.selfCollectionKit', false)).toBe('procedure');
    expect(stepOfField('order.quizForm.2.q1', false)).toBe('quiz');
    expect(stepOfField('order.payment.discountMotive', false)).toBe('payment');
    expect(stepOfField('householdId', false)).toBe('confirmation');
  });
});

describe('toSubmission', () => {
  it('builds the POST /pre-exams body: patient id, registration, order, photo id and household', () => {
    const d = draft((d) => {
      d.patientId = '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
      d.householdId = '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
      d.photo = {
        photoId: '8a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
        faceDetected: true,
        previewUrl: '/photos/x',
      };
      d.order.examIndexes = [1, 2];
      d.order.quizForm = { '1': { symptoms: true, onsetDate: '01/06/2025' }, '9': { stale: 1 } };
      d.order.procedure = { kind: 'voucher', voucherCode: ' DEMO-HIV ', registrationNumber: 'ignored' };
      d.order.payment = {
        method: 'cash',
        discountCents: 100,
        discountMotive: ' fidelidade ',
        pricePaidCents: 5000,
        displacementFeeCents: 0,
      };
    });
    const body = toSubmission(d, { veterinary: false, today, catalogue });
    expect(body.subject).toMatchObject({ kind: 'patient', patientId: d.patientId });
    expect(body.subject.kind === 'patient' && body.subject.registration.patient.photoId).toBe(
      d.photo?.photoId,
    );
    expect(body.order).toEqual({
      examIndexes: [1, 2],
      reportLanguages: ['pt-BR'],
      procedure: { kind: 'voucher', voucherCode: 'DEMO-HIV' },
      quizForm: { '1': { symptoms: true, onsetDate: '2025-06-01' } },
      payment: {
        method: 'cash',
        discountCents: 100,
        discountMotive: 'fidelidade',
        pricePaidCents: 5000,
        displacementFeeCents: 0,
      },
    });
    expect(body.photoId).toBe(d.photo?.photoId);
    expect(body.householdId).toBe(d.householdId);
    expect(body.origin).toBe('web');
  });

  it("keeps a known patient's stored photo when no new one is taken", () => {
    const d = draft((d) => {
      d.patient.photoId = 'old-photo';
      d.order.quizForm = {};
    });
    const body = toSubmission(d, { veterinary: false, today, catalogue });
    expect(body.subject.kind === 'patient' && body.subject.registration.patient.photoId).toBe('old-photo');
    expect(body).not.toHaveProperty('photoId');
  });

  it('sends an animal at VET workplaces, without empty fields, and the kit only with self-collection', () => {
    const d = draft((d) => {
      d.animal = { nameOrCode: 'Rex', species: 'dog', breed: '', age: 3 };
      d.animalId = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
      d.order.selfCollectionKit = 'KIT-HIV';
      d.order.quizForm = {};
    });
    const body = toSubmission(d, { veterinary: true, today, catalogue });
    expect(body.subject).toEqual({
      kind: 'animal',
      animalId: d.animalId,
      animal: { nameOrCode: 'Rex', species: 'dog', age: 3 },
    });
    expect(body.order).not.toHaveProperty('selfCollectionKit');
    expect(body).not.toHaveProperty('photoId');
    expect(quizFormForSubmission(catalogue, { examIndexes: [2], quizForm: { '2': { x: '' } } })).toEqual({});
  });
});

describe('quizAnswersForSubmission (/clientquiz)', () => {
  it('keeps the answered questions of the given exams, typed dates as ISO days', () => {
    const label = { 'pt-BR': 'q', 'en-US': 'q', 'es-ES': 'q', 'pt-PT': 'q' };
    const exams = [
      {
        index: 1,
        quiz: [
          { id: 'symptoms', type: 'yesNo' as const, required: true, label },
          { id: 'onset', type: 'date' as const, required: false, label },
          { id: 'notes', type: 'text' as const, required: false, label },
        ],
      },
    ];
    expect(
      quizAnswersForSubmission(exams, {
        1: { symptoms: true, onset: '20/11/2026', notes: ' ' },
        7: { x: 1 },
      }),
    ).toEqual({ 1: { symptoms: true, onset: '2026-11-20' } });
  });
});

describe('cohabitantDraft', () => {
  it('starts a new patient of the same household, keeping the address and listing who was registered', () => {
    const d = draft((d) => {
      d.step = 'confirmation';
      d.saved = {
        id: 'p1',
        protocolNumber: '2025000001',
        householdId: 'h1',
        fullPriceCents: 7900,
        remainderCents: 0,
        name: 'Maria da Silva',
        driveThrough: null,
      };
      d.driveThroughHoldId = 'hold-1';
    });
    const next = cohabitantDraft(d, { veterinary: false });
    expect(next.step).toBe('document');
    expect(next.patient.address).toEqual(d.patient.address);
    expect(next.patient.personal.fullName).toBe('');
    expect(next.patientId).toBeNull();
    expect(next.householdId).toBe('h1');
    // The car's drive-through hold carries on: the next cohabitant gets its next time.
    expect(next.driveThroughHoldId).toBe('hold-1');
    expect(next.cohabitants).toEqual([{ name: 'Maria da Silva', protocolNumber: '2025000001' }]);
    expect(next.saved).toBeNull();
    expect(next.order.examIndexes).toEqual([]);
  });
});
