import type { UserStatus } from '../entities/session';

/** The page where a user in training finishes their trail (§2 /treinamento). */
export const TRAINING_TRAIL_PATH = '/treinamento';

/**
 * §4: only an ACTIVE user registers patients, starts exams, recollects, releases or rectifies results and
 * registers readers. TRAINING, PENDING_TRAINING and CONTINUED_TRAINING users may sign in and look around,
 * but a clinical act waits until their trail is done (TRAINING_REQUIRED).
 */
export function mayPerformClinicalActs(status: UserStatus): boolean {
  return status === 'ACTIVE';
}
