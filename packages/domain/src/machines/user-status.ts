import { type UserStatus, userStatuses } from '../entities/session';
import { defineMachine } from './machine';

/**
 * §4 user status. A new user starts in TRAINING (the training area) and becomes ACTIVE when the trail is
 * done. An ACTIVE user may be assigned more training: PENDING_TRAINING until started, CONTINUED_TRAINING
 * while doing it; both still count as logged in. A pending user whose deadline passes goes back to
 * TRAINING.
 */
export const userStatusMachine = defineMachine<UserStatus>({
  name: 'userStatus',
  states: userStatuses,
  initial: 'TRAINING',
  transitions: {
    TRAINING: ['ACTIVE'],
    ACTIVE: ['PENDING_TRAINING', 'CONTINUED_TRAINING'],
    PENDING_TRAINING: ['CONTINUED_TRAINING', 'ACTIVE', 'TRAINING'],
    CONTINUED_TRAINING: ['ACTIVE', 'PENDING_TRAINING'],
  },
});
