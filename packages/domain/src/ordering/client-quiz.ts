import { z } from 'zod';
import type { FieldError } from '../errors/api-error';
import { localizedTextSchema, type QuizQuestion, quizQuestionSchema } from './catalogue';
import { orderFields } from './messages';
import { type QuizForm, quizFormSchema } from './order';
import { quizFormProblems } from './rules';

/** /clientquiz links (docs/client-quiz.md): a purpose-bound token, valid this many days. */
export const CLIENT_QUIZ_LINK_TTL_DAYS = 7;
/** The token's audience: a client-quiz token opens nothing else, a session token never opens this. */
export const CLIENT_QUIZ_TOKEN_AUDIENCE = 'clientquiz';

/** POST /pre-exams/:id/quiz-link. */
export const clientQuizLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ClientQuizLink = z.infer<typeof clientQuizLinkSchema>;

/** GET /public/client-quiz: only what the patient needs to answer (first name, no document). */
export const clientQuizViewSchema = z.object({
  workplaceName: z.string(),
  patientFirstName: z.string(),
  exams: z.array(
    z.object({
      examIndex: z.number().int().positive(),
      examName: localizedTextSchema,
      questions: z.array(quizQuestionSchema),
    }),
  ),
  answered: z.boolean(),
});
export type ClientQuizView = z.infer<typeof clientQuizViewSchema>;

/** POST /public/client-quiz. */
export const clientQuizSubmissionSchema = z.object({
  token: z.string().min(1).max(2000),
  answers: quizFormSchema,
});
export type ClientQuizSubmission = z.infer<typeof clientQuizSubmissionSchema>;

const wizardPrefix = `${orderFields.quizForm}.`;

/**
 * The patient's answers checked with the wizard's own rules (quizFormProblems), every exam of the pre-exam
 * that has questions answered at once; the fields are named `answers.<exam index>.<question id>`.
 */
export function clientQuizProblems(
  quizzes: ReadonlyMap<number, readonly QuizQuestion[]>,
  answers: QuizForm,
): FieldError[] {
  return quizFormProblems(quizzes, [...quizzes.keys()], answers).map((problem) => ({
    ...problem,
    field: `answers.${problem.field.slice(wizardPrefix.length)}`,
  }));
}
