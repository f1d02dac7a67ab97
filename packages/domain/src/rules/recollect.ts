import type { ExamState } from '../machines/exam-state';
import { type Instant, toMillis } from '../shared/instant';
import { allow, type Outcome, refuse } from '../shared/outcome';

/** The facts about an exam that the recollect rules look at. */
export interface RecollectCandidate {
  state: ExamState;
  /** Whether this exam has been recollected before; §4 allows one recollect per exam. */
  recollected: boolean;
  /** A reason for recollect other than an invalid report (e.g. capsule removed early). */
  reason?: string | null;
  /** After this moment the recollect expires and the exam must be registered again. */
  deadline?: Instant | null;
}

const recollectable: readonly ExamState[] = [
  'invalid',
  'invalidatedBySoftware',
  'ready',
  'inAnalysis',
  'waitingForTest',
];

/**
 * §4: a recollect is requested when the report is invalid or a reason exists; never a second time.
 * Valid reports and running exams need a reason.
 */
export function canRequestRecollect(exam: RecollectCandidate): Outcome {
  if (exam.recollected) return refuse('RECOLLECT_ALREADY_DONE');
  if (exam.state === 'recollectExpired') return refuse('RECOLLECT_EXPIRED');
  if (!recollectable.includes(exam.state)) return refuse('RECOLLECT_NOT_AVAILABLE');
  const invalidReport = exam.state === 'invalid' || exam.state === 'invalidatedBySoftware';
  return invalidReport || exam.reason ? allow(true) : refuse('RECOLLECT_NOT_AVAILABLE');
}

export function isRecollectExpired(deadline: Instant | null | undefined, now: Instant): boolean {
  return deadline !== null && deadline !== undefined && toMillis(now) > toMillis(deadline);
}

/**
 * §4: starting a recollect (or a new review) needs an exam awaiting recollect, not recollected yet,
 * within its deadline, and a reader with no other exam waiting for a capsule.
 */
export function canStartRecollect(
  exam: RecollectCandidate,
  reader: { examWaitingForCapsule: boolean },
  now: Instant,
): Outcome {
  if (exam.recollected) return refuse('RECOLLECT_ALREADY_DONE');
  if (
    exam.state === 'recollectExpired' ||
    (exam.state === 'awaitingRecollect' && isRecollectExpired(exam.deadline, now))
  ) {
    return refuse('RECOLLECT_EXPIRED');
  }
  if (exam.state !== 'awaitingRecollect') return refuse('RECOLLECT_NOT_AVAILABLE');
  if (reader.examWaitingForCapsule) return refuse('RECOLLECT_READER_BUSY');
  return allow(true);
}
