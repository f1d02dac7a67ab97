import type { ApiExamStatus } from '../machines/api-exam-status';
import { apiStatusOfExamState, type ExamState } from '../machines/exam-state';

/** What decides an exam's API status: its §4 state, whether its results were released, whether it runs. */
export interface IntegrationExamFacts {
  state: ExamState;
  released: boolean;
  /** A run on a reader is under way (the exam stays waitingForTest until the capsule is read). */
  running: boolean;
}

/**
 * §4 API status of one exam, from the portal's state (apiStatusOfExamState) made finer by two facts the
 * state alone does not hold: an exam started on a reader that has not read the capsule yet is already
 * IN_PROGRESS, and a ready exam is FINISHED only once its results are released — until then the
 * integrator waits for the result (WAITING_RESULT).
 */
export function integrationExamStatus(exam: IntegrationExamFacts): ApiExamStatus {
  if (exam.state === 'waitingForTest' && exam.running) return 'IN_PROGRESS';
  if (exam.state === 'ready' && !exam.released) return 'WAITING_RESULT';
  return apiStatusOfExamState[exam.state];
}

/**
 * The status of a pre-exam with several exams. Cancelled exams do not count unless all are; then:
 * all finished → FINISHED; none begun → STARTED; any begun but not all finished → IN_PROGRESS while
 * some exam still has to run (STARTED or IN_PROGRESS), else WAITING_RESULT. No exam → NOT_FOUND.
 */
export function preExamApiStatus(statuses: readonly ApiExamStatus[]): ApiExamStatus {
  const known = statuses.filter((s) => s !== 'NOT_FOUND');
  if (known.length === 0) return 'NOT_FOUND';
  const live = known.filter((s) => s !== 'CANCELED');
  if (live.length === 0) return 'CANCELED';
  if (live.every((s) => s === 'FINISHED')) return 'FINISHED';
  if (live.every((s) => s === 'STARTED')) return 'STARTED';
  if (live.some((s) => s === 'STARTED' || s === 'IN_PROGRESS')) return 'IN_PROGRESS';
  return 'WAITING_RESULT';
}
