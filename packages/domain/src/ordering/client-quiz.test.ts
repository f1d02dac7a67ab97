import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from './catalogue';
import { clientQuizProblems, clientQuizSubmissionSchema, clientQuizViewSchema } from './client-quiz';

const text = (s: string) => ({ 'pt-BR': s, 'en-US': s, 'es-ES': s, 'pt-PT': s });
const q = (id: string, type: QuizQuestion['type'], required = true): QuizQuestion => ({
  id,
  type,
  required,
  label: text(id),
});

describe('client questionnaire (/clientquiz)', () => {
  const quizzes = new Map<number, QuizQuestion[]>([
    [1, [q('symptoms', 'yesNo'), q('onset', 'date', false)]],
    [9, [q('fasting', 'yesNo')]],
  ]);

  it('accepts the answers of every exam with questions', () => {
    expect(clientQuizProblems(quizzes, { 1: { symptoms: true }, 9: { fasting: false } })).toEqual([]);
  });

  it('names each problem answers.<exam index>.<question id>, with the wizard rules', () => {
    expect(clientQuizProblems(quizzes, { 1: { symptoms: 'sim', onset: '2026-02-30' }, 4: {} })).toEqual([
      { field: 'answers.4', messageKey: 'ordering:unknownQuestion' },
      { field: 'answers.1.symptoms', messageKey: 'validation:invalidOption' },
      { field: 'answers.1.onset', messageKey: 'validation:invalidDate' },
      { field: 'answers.9.fasting', messageKey: 'validation:required' },
    ]);
  });

  it('parses the view and the submission', () => {
    expect(clientQuizSubmissionSchema.safeParse({ token: 't', answers: { 1: { a: 1 } } }).success).toBe(true);
    expect(clientQuizSubmissionSchema.safeParse({ token: '', answers: {} }).success).toBe(false);
    const view = {
      workplaceName: 'Farmácia',
      patientFirstName: 'Maria',
      exams: [{ examIndex: 1, examName: text('COVID'), questions: [q('symptoms', 'yesNo')] }],
      answered: false,
    };
    expect(clientQuizViewSchema.parse(view)).toEqual(view);
  });
});
