import { USER_ACTION_TIMEOUT_MS, USER_ACTION_WARNING_REMAINING_MS } from '../constants/business';
import { type Instant, toMillis } from '../shared/instant';

export type ActionTimeoutPhase = 'waiting' | 'warning' | 'timedOut';

export interface ActionTimeoutState {
  phase: ActionTimeoutPhase;
  remainingMs: number;
}

/**
 * §4/§9 an exam waiting for the user times out after 30 minutes, with a warning (EXAM_TIMEOUT_WARNING)
 * from 15 minutes remaining and EXAM_TIMEOUT at the end.
 */
export function actionTimeoutState(waitingSince: Instant, now: Instant): ActionTimeoutState {
  const remainingMs = Math.max(0, toMillis(waitingSince) + USER_ACTION_TIMEOUT_MS - toMillis(now));
  if (remainingMs === 0) return { phase: 'timedOut', remainingMs };
  if (remainingMs <= USER_ACTION_WARNING_REMAINING_MS) return { phase: 'warning', remainingMs };
  return { phase: 'waiting', remainingMs };
}
