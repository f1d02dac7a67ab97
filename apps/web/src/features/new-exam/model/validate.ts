import {
  animalSchema,
  comboProblems,
  type ExamCatalogue,
  examAgeRefusal,
  type FieldError,
  fieldError,
  paymentOutcome,
  quizFormProblems,
} from '@ponto/domain';
import { ageOf, type Issue, issuesToFieldErrors, registrationFieldErrors } from '@/entities/patient';
import type { StepId, WizardDraft } from './draft';
import { chosenExams, kitProblems, orderFullPrice, quizFormForSubmission, quizzesOf } from './order';
import { REGISTRATION_PREFIX, stepOfField } from './steps';
import { animalOf } from './submission';

export interface WizardContext {
  veterinary: boolean;
  /** toAnimal (VET): the typed animal as the API takes it. */
  toAnimal?: (draft: never) => Record<string, unknown>;
  /** Today as an ISO day (the age rules count from it). */
  today: string;
  catalogue: ExamCatalogue | null;
}

function animalProblems(draft: WizardDraft, ctx: WizardContext): FieldError[] {
  const parsed = animalSchema.safeParse(animalOf(draft, ctx));
  return parsed.success
    ? []
    : issuesToFieldErrors(parsed.error.issues as unknown as Issue[], 'subject.animal.');
}

function registrationProblems(draft: WizardDraft, ctx: WizardContext): FieldError[] {
  if (ctx.veterinary) return animalProblems(draft, ctx);
  const adultsOnly = ctx.catalogue?.adultsOnly ?? false;
  return registrationFieldErrors(draft.patient, ctx.today, { adultsOnly }).map((error) => ({
    ...error,
    field: REGISTRATION_PREFIX + error.field,
  }));
}

function examProblems(draft: WizardDraft, ctx: WizardContext): FieldError[] {
  const { order } = draft;
  const problems: FieldError[] = [];
  if (order.examIndexes.length === 0) problems.push(fieldError('order.examIndexes', 'required'));
  if (order.reportLanguages.length === 0) problems.push(fieldError('order.reportLanguages', 'required'));
  const catalogue = ctx.catalogue;
  if (!catalogue) return problems;
  problems.push(...comboProblems(order.comboCode ?? undefined, catalogue.combos, order.examIndexes));
  const age = ctx.veterinary ? null : ageOf(draft.patient.personal, ctx.today);
  if (age !== null) {
    const refusal = examAgeRefusal(chosenExams(catalogue, order), age, {
      restrictedExamMinAge: catalogue.restrictedExamMinAge,
      adultsOnly: catalogue.adultsOnly,
    });
    if (refusal) problems.push(...refusal.fields);
  }
  return problems;
}

function procedureProblems(draft: WizardDraft, ctx: WizardContext): FieldError[] {
  const { procedure } = draft.order;
  const problems: FieldError[] = [];
  if (procedure.kind === 'registration' && procedure.registrationNumber.trim() === '') {
    problems.push(fieldError('order.procedure.registrationNumber', 'required'));
  }
  if (procedure.kind === 'voucher' && procedure.voucherCode.trim() === '') {
    problems.push(fieldError('order.procedure.voucherCode', 'required'));
  }
  if (ctx.catalogue) problems.push(...kitProblems(ctx.catalogue, draft.order));
  return problems;
}

function quizProblems(draft: WizardDraft, ctx: WizardContext): FieldError[] {
  if (!ctx.catalogue) return [];
  const form = quizFormForSubmission(ctx.catalogue, draft.order);
  return quizFormProblems(quizzesOf(ctx.catalogue, draft.order), draft.order.examIndexes, form);
}

function paymentProblems(draft: WizardDraft, ctx: WizardContext): FieldError[] {
  const { payment } = draft.order;
  const problems: FieldError[] = [];
  if (payment.method === '') problems.push(fieldError('order.payment.method', 'required'));
  if (!ctx.catalogue) return problems;
  const outcome = paymentOutcome(orderFullPrice(ctx.catalogue, draft.order), payment);
  if (!outcome.ok) problems.push(...outcome.fields);
  return problems;
}

/**
 * Every problem the browser can find with the rules of packages/domain, with the API's field paths, so a
 * message is the one the server would give. Animal fields are AnimalFields' own (all optional, §3).
 */
export function wizardProblems(draft: WizardDraft, ctx: WizardContext): FieldError[] {
  return [
    ...registrationProblems(draft, ctx),
    ...examProblems(draft, ctx),
    ...procedureProblems(draft, ctx),
    ...quizProblems(draft, ctx),
    ...paymentProblems(draft, ctx),
  ];
}

/** The problems of the given steps (e.g. every step up to the current one before Next). */
export function problemsOfSteps(
  draft: WizardDraft,
  ctx: WizardContext,
  steps: readonly StepId[],
): FieldError[] {
  return wizardProblems(draft, ctx).filter((p) => steps.includes(stepOfField(p.field, ctx.veterinary)));
}
