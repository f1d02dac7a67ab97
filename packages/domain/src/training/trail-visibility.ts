import type { UserStatus } from '../entities/session';
import type { TrailKind } from './views';

/**
 * §4 which trails a user sees: a TRAINING user only the initial ones (the way to ACTIVE); the others see
 * every trail, to revisit courses and download certificates.
 */
export function visibleTrailKinds(status: UserStatus): readonly TrailKind[] {
  return status === 'TRAINING' ? ['initial'] : ['initial', 'continued'];
}

/** PENDING/CONTINUED_TRAINING users owe the continued trails: those are highlighted (and listed first). */
export function isPendingTrail(status: UserStatus, kind: TrailKind): boolean {
  return kind === 'continued' && (status === 'PENDING_TRAINING' || status === 'CONTINUED_TRAINING');
}
