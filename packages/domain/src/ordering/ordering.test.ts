import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../errors/catalogue';
import {
  examCatalogueSchema,
  orderingParameters,
  type QuizQuestion,
  quizQuestionSchema,
  selfCollectionAllowed,
} from './catalogue';
import { errorCodeFieldError, orderingFieldError, orderingMessageKeys } from './messages';
import { formatProtocolNumber, preExamOrderSchema, preExamSubmissionSchema } from './order';
import {
  checkOrderVoucher,
  comboProblems,
  examAgeRefusal,
  examSelectionProblems,
  fullPriceCents,
  isVoucherCodeWellFormed,
  kitForExams,
  paymentOutcome,
  quizFormProblems,
  sameExamSet,
  selfCollectionKitRefusal,
  voucherRefusal,
} from './rules';

const text = (s: string) => ({ 'pt-BR': s, 'en-US': s, 'es-ES': s, 'pt-PT': s });

describe('catalogue schemas and parameters', () => {
  it('a choice question needs options', () => {
    expect(
      quizQuestionSchema.safeParse({ id: 'q', type: 'choice', required: true, label: text('Q') }).success,
    ).toBe(false);
    expect(
      quizQuestionSchema.safeParse({
        id: 'q',
        type: 'choice',
        required: true,
        label: text('Q'),
        options: [{ value: 'a', label: text('A') }],
      }).success,
    ).toBe(true);
    expect(
      quizQuestionSchema.safeParse({ id: 'q', type: 'yesNo', required: false, label: text('Q') }).success,
    ).toBe(true);
  });

  it('describes the catalogue answer', () => {
    expect(
      examCatalogueSchema.parse({
        exams: [],
        combos: [],
        kits: [],
        selfCollection: false,
        paymentMethods: ['cash'],
        restrictedExamMinAge: 14,
        adultsOnly: false,
      }).paymentMethods,
    ).toEqual(['cash']);
  });

  it.each([
    [{}, 14, false],
    [{ restrictedExamMinAge: '15', adultsOnly: 'true' }, 15, true],
    [{ restrictedExamMinAge: 'x', adultsOnly: 'yes' }, 14, false],
    [{ restrictedExamMinAge: '0' }, 14, false],
    [{ restrictedExamMinAge: '200' }, 14, false],
    [{ restrictedExamMinAge: '14.5' }, 14, false],
  ])('parameters %j → min age %i, adults only %s', (parameters, minAge, adultsOnly) => {
    expect(orderingParameters(parameters as Record<string, string>)).toEqual({
      restrictedExamMinAge: minAge,
      adultsOnly,
    });
  });

  it('self-collection needs the workplace permission and the user flag', () => {
    expect(selfCollectionAllowed({ permissions: ['selfCollection'] }, { selfCollection: true })).toBe(true);
    expect(selfCollectionAllowed({ permissions: ['selfCollection'] }, { selfCollection: false })).toBe(false);
    expect(selfCollectionAllowed({ permissions: [] }, { selfCollection: true })).toBe(false);
  });
});

describe('messages', () => {
  it('builds ordering and error-title field problems', () => {
    expect(orderingFieldError('a', 'examNotOffered')).toEqual({
      field: 'a',
      messageKey: 'ordering:examNotOffered',
    });
    expect(orderingFieldError('a', 'examNotOffered', { exams: '1' })).toEqual({
      field: 'a',
      messageKey: 'ordering:examNotOffered',
      params: { exams: '1' },
    });
    expect(errorCodeFieldError('b', 'VOUCHER_EXPIRED')).toEqual({
      field: 'b',
      messageKey: 'errors:VOUCHER_EXPIRED.title',
    });
    expect(new Set(orderingMessageKeys).size).toBe(orderingMessageKeys.length);
  });
});

const order = {
  examIndexes: [1],
  reportLanguages: ['pt-BR'],
  payment: { method: 'cash' },
};

describe('order schemas', () => {
  it('fills the defaults', () => {
    const parsed = preExamOrderSchema.parse(order);
    expect(parsed.procedure).toEqual({ kind: 'none' });
    expect(parsed.quizForm).toEqual({});
    expect(parsed.payment).toEqual({
      method: 'cash',
      discountCents: 0,
      pricePaidCents: 0,
      displacementFeeCents: 0,
    });
  });

  it('asks for the discount motive when there is a discount', () => {
    const result = preExamOrderSchema.safeParse({ ...order, payment: { method: 'pix', discountCents: 100 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['payment', 'discountMotive']);
    expect(
      preExamOrderSchema.safeParse({
        ...order,
        payment: { method: 'pix', discountCents: 100, discountMotive: 'x' },
      }).success,
    ).toBe(true);
  });

  it('needs at least one exam and one report language', () => {
    expect(preExamOrderSchema.safeParse({ ...order, examIndexes: [] }).success).toBe(false);
    expect(preExamOrderSchema.safeParse({ ...order, reportLanguages: [] }).success).toBe(false);
  });

  it('takes a patient or an animal, origin web by default', () => {
    const animal = preExamSubmissionSchema.parse({
      subject: { kind: 'animal', animal: { nameOrCode: 'Rex' } },
      order,
    });
    expect(animal.origin).toBe('web');
    expect(preExamSubmissionSchema.safeParse({ subject: { kind: 'robot' }, order }).success).toBe(false);
  });

  it('formats protocol numbers as the year and six digits', () => {
    expect(formatProtocolNumber(2026, 42)).toBe('2026000042');
    expect(formatProtocolNumber(2026, 1234567)).toBe('20261234567');
  });
});

describe('exam selection, combos and kits', () => {
  it('compares exam sets regardless of order', () => {
    expect(sameExamSet([1, 2], [2, 1])).toBe(true);
    expect(sameExamSet([1, 2], [1, 2, 3])).toBe(false);
    expect(sameExamSet([1, 2], [1, 3])).toBe(false);
  });

  it('refuses an exam chosen twice or not offered', () => {
    expect(examSelectionProblems([1, 2], [1, 2, 3])).toEqual([]);
    expect(examSelectionProblems([1, 1], [1])).toEqual([
      { field: 'order.examIndexes', messageKey: 'ordering:examChosenTwice' },
    ]);
    expect(examSelectionProblems([1, 9], [1])).toEqual([
      { field: 'order.examIndexes', messageKey: 'ordering:examNotOffered', params: { exams: '9' } },
    ]);
  });

  const combos = [{ code: 'IST', name: text('IST'), examIndexes: [2, 3, 4], priceCents: 15000 }];
  it('a combo needs all its exams chosen', () => {
    expect(comboProblems(undefined, combos, [1])).toEqual([]);
    expect(comboProblems('IST', combos, [2, 3, 4, 1])).toEqual([]);
    expect(comboProblems('IST', combos, [2, 3])).toEqual([
      { field: 'order.comboCode', messageKey: 'ordering:comboIncomplete', params: { exams: '4' } },
    ]);
    expect(comboProblems('NOPE', combos, [2])).toEqual([
      { field: 'order.comboCode', messageKey: 'ordering:comboNotFound' },
    ]);
  });

  const kits = [{ code: 'KIT-IST', name: text('Kit'), examIndexes: [2, 3] }];
  it('a kit must exist for exactly this exam combination', () => {
    expect(selfCollectionKitRefusal(undefined, kits, [2, 3], false)).toBeNull();
    expect(selfCollectionKitRefusal('KIT-IST', kits, [3, 2], true)).toBeNull();
    const noKit = {
      code: 'NO_KITS_FOR_COMBINATION',
      fields: [{ field: 'order.selfCollectionKit', messageKey: 'errors:NO_KITS_FOR_COMBINATION.title' }],
    };
    expect(selfCollectionKitRefusal('KIT-IST', kits, [2, 3, 4], true)).toEqual(noKit);
    expect(selfCollectionKitRefusal('OTHER', kits, [2, 3], true)).toEqual(noKit);
    expect(selfCollectionKitRefusal('KIT-IST', kits, [2, 3], false)).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'order.selfCollectionKit', messageKey: 'ordering:selfCollectionNotAllowed' }],
    });
    expect(kitForExams(kits, [3, 2])?.code).toBe('KIT-IST');
    expect(kitForExams(kits, [3])).toBeNull();
  });
});

describe('age of every chosen exam', () => {
  const exams = [
    { index: 1, code: 'COVID_AG' },
    { index: 2, code: 'HIV' },
    { index: 5, code: 'BHCG' },
  ];
  it('refuses the restricted exams under the threshold, naming each', () => {
    const refusal = examAgeRefusal(exams, 13, {});
    expect(refusal?.code).toBe('EXAM_NOT_ALLOWED_FOR_AGE');
    expect(refusal?.fields.map((f) => f.params?.index)).toEqual([2, 5]);
    expect(refusal?.fields[0]).toMatchObject({
      field: 'order.examIndexes',
      messageKey: 'validation:examNotAllowedForAge',
    });
    expect(examAgeRefusal(exams, 14, {})).toBeNull();
    expect(examAgeRefusal(exams, 14, { restrictedExamMinAge: 15 })?.code).toBe('EXAM_NOT_ALLOWED_FOR_AGE');
  });
  it('refuses minors where the project serves adults only', () => {
    expect(examAgeRefusal(exams, 17, { adultsOnly: true })?.code).toBe('PATIENT_UNDER_AGE');
    expect(examAgeRefusal([{ index: 1, code: 'COVID_AG' }], 17, {})).toBeNull();
  });
});

describe('quiz form', () => {
  const q = (id: string, type: QuizQuestion['type'], required = true, options?: string[]): QuizQuestion => ({
    id,
    type,
    required,
    label: text(id),
    ...(options && { options: options.map((value) => ({ value, label: text(value) })) }),
  });
  const quizzes = new Map<number, QuizQuestion[]>([
    [1, [q('symptoms', 'yesNo'), q('onset', 'date', false), q('notes', 'text', false)]],
    [5, [q('lmp', 'date'), q('count', 'number', false), q('method', 'choice', false, ['a', 'b'])]],
  ]);

  it('accepts complete answers of the right types', () => {
    expect(
      quizFormProblems(quizzes, [1, 5, 7], {
        1: { symptoms: false, onset: '', notes: 'ok' },
        5: { lmp: '2026-10-01', count: 2, method: 'b' },
      }),
    ).toEqual([]);
  });

  it('asks for required answers', () => {
    expect(quizFormProblems(quizzes, [1, 5], {})).toEqual([
      { field: 'order.quizForm.1.symptoms', messageKey: 'validation:required' },
      { field: 'order.quizForm.5.lmp', messageKey: 'validation:required' },
    ]);
  });

  it('checks each type', () => {
    const fields = quizFormProblems(quizzes, [1, 5], {
      1: { symptoms: 'yes', onset: '2026-02-30', notes: 42 },
      5: { lmp: '2026-10-01', count: Number.NaN, method: 'c' },
    });
    expect(fields).toEqual([
      { field: 'order.quizForm.1.symptoms', messageKey: 'validation:invalidOption' },
      { field: 'order.quizForm.1.onset', messageKey: 'validation:invalidDate' },
      { field: 'order.quizForm.1.notes', messageKey: 'validation:invalid' },
      { field: 'order.quizForm.5.count', messageKey: 'validation:invalid' },
      { field: 'order.quizForm.5.method', messageKey: 'validation:invalidOption' },
    ]);
    expect(quizFormProblems(quizzes, [1], { 1: { symptoms: true, notes: 'x'.repeat(501) } })).toEqual([
      { field: 'order.quizForm.1.notes', messageKey: 'validation:tooLong' },
    ]);
    expect(quizFormProblems(quizzes, [1], { 1: { symptoms: true, onset: 20260101 } })).toEqual([
      { field: 'order.quizForm.1.onset', messageKey: 'validation:invalidDate' },
    ]);
    expect(quizFormProblems(quizzes, [5], { 5: { lmp: '2026-01-01', method: 1 } })).toEqual([
      { field: 'order.quizForm.5.method', messageKey: 'validation:invalidOption' },
    ]);
  });

  it('refuses answers to questions or exams not in the order', () => {
    expect(quizFormProblems(quizzes, [1], { 1: { symptoms: null, extra: 1 }, 9: {} })).toEqual([
      { field: 'order.quizForm.9', messageKey: 'ordering:unknownQuestion' },
      { field: 'order.quizForm.1.extra', messageKey: 'ordering:unknownQuestion' },
      { field: 'order.quizForm.1.symptoms', messageKey: 'validation:required' },
    ]);
  });
});

describe('prices and payment', () => {
  const exams = [
    { index: 1, priceCents: 8900 },
    { index: 2, priceCents: 6900 },
    { index: 3, priceCents: 5900 },
  ];
  it('sums catalogue prices, the combo price for its exams, and takes the voucher exam off', () => {
    expect(fullPriceCents(exams, null, null)).toBe(21700);
    expect(fullPriceCents(exams, { examIndexes: [2, 3], priceCents: 10000 }, null)).toBe(18900);
    expect(fullPriceCents(exams, null, 1)).toBe(12800);
    expect(fullPriceCents(exams, null, 9)).toBe(21700);
    expect(fullPriceCents(exams.slice(1), { examIndexes: [2, 3], priceCents: 5000 }, 2)).toBe(0);
  });

  it('works out the remainder', () => {
    expect(
      paymentOutcome(10000, {
        discountCents: 1000,
        discountMotive: 'idoso',
        pricePaidCents: 5000,
        displacementFeeCents: 500,
      }),
    ).toEqual({ ok: true, remainderCents: 4500 });
    expect(paymentOutcome(0, { discountCents: 0, pricePaidCents: 0, displacementFeeCents: 0 })).toEqual({
      ok: true,
      remainderCents: 0,
    });
  });

  it('refuses a discount over the full price, a discount without motive and paying more than is due', () => {
    const out = paymentOutcome(1000, {
      discountCents: 2000,
      discountMotive: ' ',
      pricePaidCents: 0,
      displacementFeeCents: 0,
    });
    expect(out.ok ? [] : out.fields.map((f) => f.field)).toEqual([
      'order.payment.discountCents',
      'order.payment.discountMotive',
      'order.payment.pricePaidCents',
    ]);
    const paid = paymentOutcome(1000, { discountCents: 0, pricePaidCents: 1200, displacementFeeCents: 100 });
    expect(paid).toEqual({
      ok: false,
      fields: [
        {
          field: 'order.payment.pricePaidCents',
          messageKey: 'ordering:paidExceedsDue',
          params: { max: 1100 },
        },
      ],
    });
  });
});

describe('vouchers in an order', () => {
  const now = '2026-11-22T12:00:00Z';
  const voucher = {
    workplaceCnpj: '11222333000181',
    examIndex: 2,
    maxQuantity: 2,
    used: 0,
    validUntil: '2026-12-31T23:59:59Z',
  };
  const use = { workplaceCnpj: '11222333000181', examIndexes: [1, 2], patientDocument: '52998224725' };
  it('passes when the voucher exam is among the chosen ones', () => {
    expect(checkOrderVoucher('V-1', voucher, use, now).ok).toBe(true);
  });
  it.each([
    ['bad code!', voucher, use, 'VOUCHER_ERROR'],
    ['V-1', null, use, 'VOUCHER_NOT_FOUND'],
    ['V-1', voucher, { ...use, examIndexes: [1, 3] }, 'VOUCHER_WRONG_EXAM'],
    ['V-1', voucher, { ...use, examIndexes: [] }, 'VOUCHER_WRONG_EXAM'],
    ['V-1', { ...voucher, used: 2 }, use, 'VOUCHER_MAX_USED'],
  ])('%s → %s', (code, facts, u, expected) => {
    const outcome = checkOrderVoucher(code, facts, u, now);
    expect(outcome.ok ? null : outcome.code).toBe(expected);
  });
  it('names the voucher field', () => {
    expect(voucherRefusal('VOUCHER_EXPIRED')).toEqual({
      code: 'VOUCHER_EXPIRED',
      fields: [{ field: 'order.procedure.voucherCode', messageKey: 'errors:VOUCHER_EXPIRED.title' }],
    });
    expect(isVoucherCodeWellFormed('ABC_12-x')).toBe(true);
    expect(isVoucherCodeWellFormed('')).toBe(false);
    expect(isErrorCode('NO_KITS_FOR_COMBINATION')).toBe(true);
  });
});
