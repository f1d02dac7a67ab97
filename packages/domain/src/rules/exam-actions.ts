import type { Role } from '../entities/session';
import type { ExamState } from '../machines/exam-state';
import { allow, type Outcome, refuse } from '../shared/outcome';

/**
 * §4: support staff can cancel exams, and so can the operator running one; a ready result cannot be
 * cancelled (its data would be lost and it was billed). Kit consumables are never reusable.
 */
export function canCancelExam(state: ExamState, roles: readonly Role[], runningIt: boolean): Outcome {
  if (state === 'cancelled') return refuse('EXAM_CANCELLED');
  if (state === 'ready' || state === 'recollectExpired') return refuse('EXAM_CANCEL_NOT_ALLOWED');
  return roles.includes('support') || runningIt ? allow(true) : refuse('FORBIDDEN');
}

/** §4: rectify is available on released results, after the user confirms. */
export function canRectify(result: { released: boolean }, confirmed: boolean): Outcome {
  return result.released && confirmed ? allow(true) : refuse('RECTIFY_NOT_ALLOWED');
}

/** §5: only the workplace that registered an exam may approve it. */
export function canApproveExam(exam: { workplaceCnpj: string }, currentWorkplaceCnpj: string): Outcome {
  return exam.workplaceCnpj === currentWorkplaceCnpj ? allow(true) : refuse('EXAM_APPROVAL_WRONG_WORKPLACE');
}

/** §5: one exam at a time per reader. */
export function canStartExamOnReader(reader: { currentExamId?: string | null }): Outcome {
  return reader.currentExamId ? refuse('READER_IN_USE') : allow(true);
}
