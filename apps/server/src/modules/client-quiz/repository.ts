import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  animals,
  examQuizzes,
  examRequests,
  examRuns,
  exams,
  patients,
  preExams,
  workplaces,
} from '../../db/schema';

const preExamColumns = {
  id: preExams.id,
  workplaceId: preExams.workplaceId,
  workplaceName: workplaces.name,
  order: preExams.order,
  patientName: patients.fullName,
  animal: animals.animal,
};

/**
 * The pre-exam a /clientquiz link names, bound to no workplace: the patient opens the link without a
 * session or a CNPJ, so there is no workplace to bind to until the signed token's pre-exam is found; its
 * row names the workplace, and everything after goes through ClientQuizRepository bound to it.
 */
export class QuizLinkRepository {
  constructor(private readonly db: Db) {}

  /** The pre-exam of a verified link's token, with whom it is for and where. */
  async preExam(id: string) {
    const [row] = await this.db
      .select(preExamColumns)
      .from(preExams)
      .innerJoin(workplaces, eq(workplaces.id, preExams.workplaceId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(eq(preExams.id, id));
    return row ?? null;
  }
}

/**
 * The SQL of one workplace's /clientquiz: a pre-exam, its exams with their questionnaires, and the
 * answers' writes.
 */
export class ClientQuizRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** The workplace's pre-exam with whom it is for and where. */
  async preExam(id: string) {
    const [row] = await this.db
      .select(preExamColumns)
      .from(preExams)
      .innerJoin(workplaces, eq(workplaces.id, preExams.workplaceId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(and(eq(preExams.workplaceId, this.workplaceId), eq(preExams.id, id)));
    return row ?? null;
  }

  /** Its exams in index order, with their questions and whether each ever began. */
  async exams(preExamId: string) {
    return this.db
      .select({
        id: examRequests.id,
        examIndex: examRequests.examIndex,
        state: examRequests.status,
        quizForm: examRequests.quizForm,
        name: exams.name,
        questions: examQuizzes.questions,
        everRun: sql<boolean>`exists (select 1 from ${examRuns} where ${examRuns.examRequestId} = ${examRequests.id})`,
      })
      .from(examRequests)
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .leftJoin(examQuizzes, eq(examQuizzes.examId, exams.id))
      .where(and(eq(examRequests.workplaceId, this.workplaceId), eq(examRequests.preExamId, preExamId)))
      .orderBy(asc(examRequests.examIndex));
  }

  /** Locks the pre-exam's exam rows (the lock a start on a reader takes too) until the transaction ends. */
  async lockExams(preExamId: string): Promise<void> {
    await this.db
      .select({ id: examRequests.id })
      .from(examRequests)
      .where(and(eq(examRequests.workplaceId, this.workplaceId), eq(examRequests.preExamId, preExamId)))
      .for('update');
  }

  async saveExamAnswers(examRequestId: string, answers: Record<string, unknown>): Promise<void> {
    await this.db
      .update(examRequests)
      .set({ quizForm: answers })
      .where(and(eq(examRequests.workplaceId, this.workplaceId), eq(examRequests.id, examRequestId)));
  }

  /** pre_exams.order.quizForm, merged per exam: the exams answered now replace theirs, the others stay. */
  async mergeOrderQuizForm(
    preExamId: string,
    answers: Record<string, Record<string, unknown>>,
  ): Promise<void> {
    await this.db
      .update(preExams)
      .set({
        order: sql`jsonb_set(${preExams.order}, '{quizForm}', coalesce(${preExams.order} -> 'quizForm', '{}'::jsonb) || ${JSON.stringify(answers)}::jsonb)`,
      })
      .where(and(eq(preExams.workplaceId, this.workplaceId), eq(preExams.id, preExamId)));
  }
}
