import {
  actionTimeoutState,
  checkCapsuleInsertion,
  type DeviceFamily,
  type ExamStep,
  isStepTimedOut,
} from '@ponto/domain';
import type { RunRow } from './types';

export type DueTimer =
  | { kind: 'capsuleLate' }
  | { kind: 'timedOut' }
  | { kind: 'warning'; remainingMs: number }
  | { kind: 'stepTimedOut' };

/**
 * Which timer of an active run is due now, from its stored instants only. While the user is awaited
 * (`waitingSince`) the 30-minute user-action rule applies and the step clock does not; otherwise the
 * current step is held to its family's limit (domain stepTimeoutMs).
 */
export function dueTimer(run: RunRow, family: DeviceFamily, now: Date): DueTimer | null {
  if (run.endedAt) return null;
  if (run.nfcReadAt && !run.capsuleInsertedAt && !checkCapsuleInsertion(run.nfcReadAt, now).ok)
    return { kind: 'capsuleLate' };
  if (run.waitingSince) {
    const timer = actionTimeoutState(run.waitingSince, now);
    if (timer.phase === 'timedOut') return { kind: 'timedOut' };
    if (timer.phase === 'warning' && !run.warnedAt)
      return { kind: 'warning', remainingMs: timer.remainingMs };
    return null;
  }
  if (run.step && run.stepStartedAt && isStepTimedOut(family, run.step as ExamStep, run.stepStartedAt, now))
    return { kind: 'stepTimedOut' };
  return null;
}
