import type { FieldError } from '@ponto/domain';

/** The chosen option of each question; null until answered. */
export type QuizDraft = (number | null)[];

export const emptyDraft = (questionCount: number): QuizDraft =>
  Array.from({ length: questionCount }, () => null);

export function choose(draft: QuizDraft, question: number, option: number): QuizDraft {
  return draft.map((answer, index) => (index === question ? option : answer));
}

/** The server's field errors (answers.N) by question index; others (the whole list) under -1. */
export function problemsByQuestion(fields: readonly FieldError[]): Map<number, FieldError> {
  const byQuestion = new Map<number, FieldError>();
  for (const field of fields) {
    const match = /^answers\.(\d+)$/.exec(field.field);
    byQuestion.set(match ? Number(match[1]) : -1, field);
  }
  return byQuestion;
}

/** "1, 3" — the wrong questions as the user counts them (from 1). */
export const questionList = (wrong: readonly number[]) => wrong.map((i) => i + 1).join(', ');
