import {
  type Animal,
  type ClientQuizLink,
  type ClientQuizView,
  clientQuizProblems,
  type LocalizedText,
  type QuizForm,
  type QuizQuestion,
  quizQuestionSchema,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import { emitQuestionnaireFilled } from '../webhooks/emit';
import { ClientQuizRepository, QuizLinkRepository } from './repository';
import type { QuizTokens } from './tokens';

type ExamRow = Awaited<ReturnType<ClientQuizRepository['exams']>>[number];

const started = (exams: ExamRow[]) => exams.some((e) => e.state !== 'waitingForTest' || e.everRun);
const questionsOf = (exam: ExamRow): QuizQuestion[] =>
  (exam.questions ?? []).map((q) => quizQuestionSchema.parse(q));

/** The first word of a name: the page greets the patient without showing the full name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * /clientquiz (docs/client-quiz.md): an operator makes a link for a pre-exam, the patient answers its
 * questionnaire from it without signing in, the answers join the pre-exam as the wizard's would.
 */
export class ClientQuizService {
  /** The public pages' way in: a link names its pre-exam, not a workplace (see QuizLinkRepository). */
  private readonly links: QuizLinkRepository;

  constructor(private readonly deps: { db: Db; clock: Clock; tokens: QuizTokens; publicUrl: () => string }) {
    this.links = new QuizLinkRepository(deps.db);
  }

  /** POST /pre-exams/:id/quiz-link: the workplace's own pre-exam (else 404), while no exam has started. */
  async createLink({ repos }: WorkplaceContext, preExamId: string): Promise<ClientQuizLink> {
    const preExam = await repos.clientQuiz.preExam(preExamId);
    if (!preExam) throw new AppError('NOT_FOUND');
    if (started(await repos.clientQuiz.exams(preExam.id))) throw new AppError('CLIENT_QUIZ_CLOSED');
    const { token, expiresAt } = await this.deps.tokens.sign(preExam.id, this.deps.clock.now());
    return {
      url: `${this.deps.publicUrl()}/clientquiz?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  private async preExamOf(token: string) {
    const check = await this.deps.tokens.verify(token, this.deps.clock.now());
    if (!check.ok)
      throw new AppError(
        check.reason === 'expired' ? 'CLIENT_QUIZ_LINK_EXPIRED' : 'CLIENT_QUIZ_LINK_INVALID',
      );
    const preExam = await this.links.preExam(check.preExamId);
    if (!preExam) throw new AppError('CLIENT_QUIZ_LINK_INVALID');
    return preExam;
  }

  /** GET /public/client-quiz: only what the patient needs — where, their first name, the questions. */
  async view(token: string): Promise<ClientQuizView> {
    const preExam = await this.preExamOf(token);
    const exams = await new ClientQuizRepository(this.deps.db, preExam.workplaceId).exams(preExam.id);
    if (started(exams)) throw new AppError('CLIENT_QUIZ_CLOSED');
    const withQuestions = exams.filter((e) => questionsOf(e).length > 0);
    const name = preExam.patientName ?? (preExam.animal as Animal | null)?.nameOrCode ?? '';
    return {
      workplaceName: preExam.workplaceName,
      patientFirstName: firstName(name),
      exams: withQuestions.map((e) => ({
        examIndex: e.examIndex,
        examName: e.name as LocalizedText,
        questions: questionsOf(e),
      })),
      answered:
        withQuestions.length > 0 && withQuestions.every((e) => Object.keys(e.quizForm ?? {}).length > 0),
    };
  }

  /**
   * POST /public/client-quiz: the answers checked with the wizard's rules, stored per exam (the exams
   * answered replace theirs in the pre-exam's quiz_form) and questionnaire.filled queued, in one
   * transaction that holds the exam rows, so a start on a reader waits or wins (then 409).
   */
  async submit(token: string, answers: QuizForm): Promise<void> {
    const preExam = await this.preExamOf(token);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const repo = new ClientQuizRepository(tx, preExam.workplaceId);
      await repo.lockExams(preExam.id);
      const exams = await repo.exams(preExam.id);
      if (started(exams)) throw new AppError('CLIENT_QUIZ_CLOSED');
      const quizzes = new Map(
        exams
          .map((e) => [e.examIndex, questionsOf(e)] as const)
          .filter(([, questions]) => questions.length > 0),
      );
      const problems = clientQuizProblems(quizzes, answers);
      if (problems.length > 0) throw validationError(problems);
      const stored: Record<string, Record<string, unknown>> = {};
      const answered: string[] = [];
      for (const exam of exams) {
        const given = answers[String(exam.examIndex)];
        if (!given || !quizzes.has(exam.examIndex)) continue;
        await repo.saveExamAnswers(exam.id, given);
        stored[String(exam.examIndex)] = given;
        answered.push(exam.id);
      }
      await repo.mergeOrderQuizForm(preExam.id, stored);
      await emitQuestionnaireFilled(
        tx,
        { workplaceId: preExam.workplaceId, preExamId: preExam.id, examRequestIds: answered },
        now,
      );
    });
  }
}
