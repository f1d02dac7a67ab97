import type { FieldError } from '../errors/api-error';
import type { ErrorCode } from '../errors/catalogue';
import { checkVoucher, type VoucherFacts } from '../rules/voucher-check';
import { fromIsoDate } from '../shared/calendar-date';
import type { Instant } from '../shared/instant';
import type { Outcome } from '../shared/outcome';
import { type AgeRuleOptions, examAllowedForAge } from '../validation/age-rules';
import { fieldError } from '../validation/messages';
import type { ExamCombo, QuizQuestion, SelfCollectionKit } from './catalogue';
import { errorCodeFieldError, orderFields, orderingFieldError } from './messages';
import type { OrderPayment, QuizForm } from './order';

/** A rule refused the order: the §8 code and the fields it names. */
export interface OrderRefusal {
  code: ErrorCode;
  fields: FieldError[];
}

const QUIZ_TEXT_MAX = 500;

export function sameExamSet(a: readonly number[], b: readonly number[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((i) => y.has(i));
}

/** Each exam once, and only exams the workplace offers. */
export function examSelectionProblems(
  examIndexes: readonly number[],
  offered: readonly number[],
): FieldError[] {
  const problems: FieldError[] = [];
  if (new Set(examIndexes).size !== examIndexes.length) {
    problems.push(orderingFieldError(orderFields.examIndexes, 'examChosenTwice'));
  }
  const missing = examIndexes.filter((i) => !offered.includes(i));
  if (missing.length > 0) {
    problems.push(
      orderingFieldError(orderFields.examIndexes, 'examNotOffered', { exams: missing.join(', ') }),
    );
  }
  return problems;
}

/** A combo is ordered whole: every one of its exams must be among the chosen ones. */
export function comboProblems(
  comboCode: string | undefined,
  combos: readonly ExamCombo[],
  examIndexes: readonly number[],
): FieldError[] {
  if (comboCode === undefined) return [];
  const combo = combos.find((c) => c.code === comboCode);
  if (!combo) return [orderingFieldError(orderFields.comboCode, 'comboNotFound')];
  const missing = combo.examIndexes.filter((i) => !examIndexes.includes(i));
  return missing.length > 0
    ? [orderingFieldError(orderFields.comboCode, 'comboIncomplete', { exams: missing.join(', ') })]
    : [];
}

/**
 * §5 self-collection: the kit must exist for exactly this exam combination, otherwise 'no kits for this
 * exam combination'. Where self-collection is not allowed, asking for a kit is a field problem.
 */
export function selfCollectionKitRefusal(
  kitCode: string | undefined,
  kits: readonly SelfCollectionKit[],
  examIndexes: readonly number[],
  allowed: boolean,
): OrderRefusal | null {
  if (kitCode === undefined) return null;
  if (!allowed) {
    return {
      code: 'VALIDATION_FAILED',
      fields: [orderingFieldError(orderFields.selfCollectionKit, 'selfCollectionNotAllowed')],
    };
  }
  const kit = kits.find((k) => k.code === kitCode);
  if (kit && sameExamSet(kit.examIndexes, examIndexes)) return null;
  return {
    code: 'NO_KITS_FOR_COMBINATION',
    fields: [errorCodeFieldError(orderFields.selfCollectionKit, 'NO_KITS_FOR_COMBINATION')],
  };
}

/** The kit made for exactly these exams, if there is one (the wizard offers it). */
export function kitForExams(
  kits: readonly SelfCollectionKit[],
  examIndexes: readonly number[],
): SelfCollectionKit | null {
  return kits.find((k) => sameExamSet(k.examIndexes, examIndexes)) ?? null;
}

/**
 * §5 age restrictions for every chosen exam (the restricted exams under 14, or the project's threshold).
 * Each refused exam is named on 'order.examIndexes'.
 */
export function examAgeRefusal(
  exams: ReadonlyArray<{ index: number; code: string }>,
  age: number,
  options: AgeRuleOptions,
): OrderRefusal | null {
  let code: ErrorCode | null = null;
  const fields: FieldError[] = [];
  for (const exam of exams) {
    const verdict = examAllowedForAge(exam, age, options);
    if (verdict.ok) continue;
    code ??= verdict.code;
    fields.push(fieldError(orderFields.examIndexes, verdict.key, { ...verdict.params, index: exam.index }));
  }
  return code ? { code, fields } : null;
}

function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function answerProblem(question: QuizQuestion, value: unknown, field: string): FieldError | null {
  switch (question.type) {
    case 'yesNo':
      return typeof value === 'boolean' ? null : fieldError(field, 'invalidOption');
    case 'text':
      if (typeof value !== 'string') return fieldError(field, 'invalid');
      return value.length > QUIZ_TEXT_MAX ? fieldError(field, 'tooLong') : null;
    case 'choice':
      return typeof value === 'string' && question.options?.some((o) => o.value === value)
        ? null
        : fieldError(field, 'invalidOption');
    case 'date':
      return typeof value === 'string' && fromIsoDate(value) ? null : fieldError(field, 'invalidDate');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : fieldError(field, 'invalid');
  }
}

/**
 * §3 quiz_form: the answers of every chosen exam's questionnaire, required ones present and each of its
 * question's type (yes/no a boolean, a choice one of its options, a date an ISO day, a number finite).
 * Answers to questions (or exams) that are not part of the order are refused, so nothing unasked is kept.
 */
export function quizFormProblems(
  quizzes: ReadonlyMap<number, readonly QuizQuestion[]>,
  examIndexes: readonly number[],
  quizForm: QuizForm,
): FieldError[] {
  const problems: FieldError[] = [];
  for (const key of Object.keys(quizForm)) {
    if (!examIndexes.some((i) => String(i) === key)) {
      problems.push(orderingFieldError(`${orderFields.quizForm}.${key}`, 'unknownQuestion'));
    }
  }
  for (const index of examIndexes) {
    const questions = quizzes.get(index) ?? [];
    const answers = quizForm[String(index)] ?? {};
    for (const id of Object.keys(answers)) {
      if (!questions.some((q) => q.id === id)) {
        problems.push(orderingFieldError(`${orderFields.quizForm}.${index}.${id}`, 'unknownQuestion'));
      }
    }
    for (const question of questions) {
      const field = `${orderFields.quizForm}.${index}.${question.id}`;
      const value = answers[question.id];
      if (isEmptyAnswer(value)) {
        if (question.required) problems.push(fieldError(field, 'required'));
        continue;
      }
      const problem = answerProblem(question, value, field);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

export interface PricedExam {
  index: number;
  priceCents: number;
}

/**
 * The full price the server charges, never the client's: the combo's price for its exams, the catalogue
 * price (with the workplace's override) for the others; a voucher pays for its own exam, so that exam's
 * catalogue price is taken off (never below zero).
 */
export function fullPriceCents(
  exams: readonly PricedExam[],
  combo: Pick<ExamCombo, 'examIndexes' | 'priceCents'> | null,
  voucherExamIndex: number | null,
): number {
  const inCombo = (index: number) => combo?.examIndexes.includes(index) ?? false;
  const base =
    (combo?.priceCents ?? 0) +
    exams.filter((e) => !inCombo(e.index)).reduce((sum, e) => sum + e.priceCents, 0);
  const voucherExam = exams.find((e) => e.index === voucherExamIndex);
  return Math.max(0, base - (voucherExam?.priceCents ?? 0));
}

export type PaymentOutcome = { ok: true; remainderCents: number } | { ok: false; fields: FieldError[] };

/**
 * §3 payment arithmetic: remainder = full price + displacement fee − discount − price paid. The discount
 * is at most the full price and needs its motive; paying more than is due is refused (no negative remainder).
 */
export function paymentOutcome(
  fullPrice: number,
  payment: Pick<OrderPayment, 'discountCents' | 'discountMotive' | 'pricePaidCents' | 'displacementFeeCents'>,
): PaymentOutcome {
  const fields: FieldError[] = [];
  if (payment.discountCents > fullPrice) {
    fields.push(
      orderingFieldError(orderFields.discountCents, 'discountExceedsFullPrice', { max: fullPrice }),
    );
  }
  if (payment.discountCents > 0 && !payment.discountMotive?.trim()) {
    fields.push(fieldError(orderFields.discountMotive, 'required'));
  }
  const remainderCents =
    fullPrice + payment.displacementFeeCents - payment.discountCents - payment.pricePaidCents;
  if (remainderCents < 0) {
    fields.push(
      orderingFieldError(orderFields.pricePaidCents, 'paidExceedsDue', {
        max: fullPrice + payment.displacementFeeCents - payment.discountCents,
      }),
    );
  }
  return fields.length > 0 ? { ok: false, fields } : { ok: true, remainderCents };
}

/** Codes a voucher may have: letters, digits, dash and underscore; anything else cannot be checked. */
export function isVoucherCodeWellFormed(code: string): boolean {
  return /^[A-Za-z0-9_-]{1,40}$/.test(code);
}

/**
 * §5 the seven voucher checks for an order of several exams: the voucher's exam must be one of them.
 * A code that cannot be checked at all (malformed) is the generic voucher error.
 */
export function checkOrderVoucher(
  code: string,
  voucher: VoucherFacts | null,
  use: { workplaceCnpj: string; examIndexes: readonly number[]; patientDocument: string },
  now: Instant,
): Outcome {
  if (!isVoucherCodeWellFormed(code)) return { ok: false, code: 'VOUCHER_ERROR' };
  const examIndex =
    voucher && use.examIndexes.includes(voucher.examIndex) ? voucher.examIndex : (use.examIndexes[0] ?? 0);
  return checkVoucher(
    voucher,
    { workplaceCnpj: use.workplaceCnpj, examIndex, patientDocument: use.patientDocument },
    now,
  );
}

/** The field problem a refused voucher shows beside the voucher code. */
export function voucherRefusal(code: ErrorCode): OrderRefusal {
  return { code, fields: [errorCodeFieldError(orderFields.voucherCode, code)] };
}
