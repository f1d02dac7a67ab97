import {
  type CatalogueExam,
  type ExamCatalogue,
  type FieldError,
  fieldError,
  fullPriceCents,
  kitForExams,
  type LocalizedText,
  localised,
  parseDate,
  type QuizQuestion,
  toIsoDate,
} from '@ponto/domain';
import type { OrderDraft } from './draft';

/** Catalogue data (names, questions) in the interface language, pt-BR when the language is not one of four. */
export function localized(text: LocalizedText, language: string): string {
  return localised(text as Record<string, string>, language);
}

export function chosenExams(
  catalogue: ExamCatalogue,
  order: Pick<OrderDraft, 'examIndexes'>,
): CatalogueExam[] {
  return order.examIndexes
    .map((index) => catalogue.exams.find((exam) => exam.index === index))
    .filter((exam): exam is CatalogueExam => exam !== undefined);
}

/** The questions of the chosen exams, by exam index (what quizFormProblems checks). */
export function quizzesOf(catalogue: ExamCatalogue, order: Pick<OrderDraft, 'examIndexes'>) {
  return new Map<number, readonly QuizQuestion[]>(
    chosenExams(catalogue, order).map((e) => [e.index, e.quiz]),
  );
}

/**
 * The answers as the API takes them: only the chosen exams' questions, empty answers left out, typed dates
 * (dd/mm/yyyy) as ISO days. Answers of exams taken off the order are dropped here, not on the screen.
 */
export function quizFormForSubmission(
  catalogue: ExamCatalogue,
  order: Pick<OrderDraft, 'examIndexes' | 'quizForm'>,
): Record<string, Record<string, unknown>> {
  return quizAnswersForSubmission(chosenExams(catalogue, order), order.quizForm);
}

/** quizFormForSubmission for any list of exams with their questions (the /clientquiz page's too). */
export function quizAnswersForSubmission(
  exams: ReadonlyArray<{ index: number; quiz: readonly QuizQuestion[] }>,
  quizForm: Readonly<Record<string, Record<string, unknown>>>,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const exam of exams) {
    const answers = quizForm[String(exam.index)] ?? {};
    const kept: Record<string, unknown> = {};
    for (const question of exam.quiz) {
      let value = answers[question.id];
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        continue;
      if (question.type === 'date' && typeof value === 'string') {
        const parsed = parseDate(value);
        value = parsed.ok ? toIsoDate(parsed.date) : value;
      }
      kept[question.id] = value;
    }
    if (Object.keys(kept).length > 0) out[String(exam.index)] = kept;
  }
  return out;
}

/** What the server will charge (domain fullPriceCents): the combo's price, the others', minus a voucher. */
export function orderFullPrice(catalogue: ExamCatalogue, order: OrderDraft): number {
  const combo = order.comboCode ? (catalogue.combos.find((c) => c.code === order.comboCode) ?? null) : null;
  const voucherExam = order.procedure.kind === 'voucher' ? order.voucherExamIndex : null;
  return fullPriceCents(chosenExams(catalogue, order), combo, voucherExam);
}

/** The kit for exactly the chosen exams, or a 'no kits for this exam combination' problem. */
export function kitProblems(catalogue: ExamCatalogue, order: OrderDraft): FieldError[] {
  if (!order.selfCollection) return [];
  const kit = kitForExams(catalogue.kits, order.examIndexes);
  if (!kit) return [{ field: 'order.selfCollectionKit', messageKey: 'errors:NO_KITS_FOR_COMBINATION.title' }];
  return order.selfCollectionKit === kit.code ? [] : [fieldError('order.selfCollectionKit', 'required')];
}
