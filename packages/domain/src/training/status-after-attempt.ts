import type { UserStatus } from '../entities/session';
import type { TrailKind } from './views';

export interface AttemptProgress {
  /** The user's status when the attempt was made. */
  status: UserStatus;
  /** The trail kind of the attempted course. */
  kind: TrailKind;
  /** After this attempt: every course of every initial trail is passed. */
  initialAllPassed: boolean;
  /** After this attempt: every course of every continued trail is passed. */
  continuedAllPassed: boolean;
}

/**
 * §4 the user's status after a quiz attempt (every change a move of the user-status machine, which the
 * tests check): a TRAINING user becomes ACTIVE
 * once every initial course is passed; a PENDING_TRAINING user who starts a continued course is in
 * CONTINUED_TRAINING, and becomes ACTIVE once every continued course is passed. Other attempts (an ACTIVE
 * user revisiting, an initial course of a pending user) change nothing.
 */
export function statusAfterAttempt(progress: AttemptProgress): UserStatus {
  const { status, kind, initialAllPassed, continuedAllPassed } = progress;
  if (status === 'TRAINING') return initialAllPassed ? 'ACTIVE' : status;
  if (kind !== 'continued') return status;
  if (status === 'PENDING_TRAINING') return continuedAllPassed ? 'ACTIVE' : 'CONTINUED_TRAINING';
  if (status === 'CONTINUED_TRAINING' && continuedAllPassed) return 'ACTIVE';
  return status;
}
