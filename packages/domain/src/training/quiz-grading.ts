import type { FieldError } from '../errors/api-error';
import { fieldError } from '../validation/messages';

/** The problems of a quiz's answers: each question unanswered (answers.N required) or an option it lacks. */
export function quizAnswerProblems(
  optionCounts: readonly number[],
  answers: readonly (number | null | undefined)[],
): FieldError[] {
  const problems: FieldError[] = [];
  optionCounts.forEach((count, index) => {
    const answer = answers[index];
    if (answer === null || answer === undefined) problems.push(fieldError(`answers.${index}`, 'required'));
    else if (answer >= count) problems.push(fieldError(`answers.${index}`, 'invalidOption'));
  });
  if (answers.length > optionCounts.length) problems.push(fieldError('answers', 'invalidOption'));
  return problems;
}

export interface QuizGrade {
  /** 0-100, rounded. */
  grade: number;
  /** Indexes of the questions answered wrong. */
  wrong: number[];
}

/** Grades answers against the right options; an empty quiz grades 100 (nothing to get wrong). */
export function gradeQuiz(
  correct: readonly number[],
  answers: readonly (number | null | undefined)[],
): QuizGrade {
  const wrong = correct.flatMap((right, index) => (answers[index] === right ? [] : [index]));
  const grade =
    correct.length === 0 ? 100 : Math.round(((correct.length - wrong.length) / correct.length) * 100);
  return { grade, wrong };
}

export function passesQuiz(grade: number, passGrade: number): boolean {
  return grade >= passGrade;
}
