import { LOGIN_LOCKOUT_MS, RESEND_WAIT_MS } from '../constants/business';
import { type Instant, toMillis } from '../shared/instant';

/** Minutes and seconds, as the AUTH_BLOCKED and AUTH_RESEND_WAIT advice texts interpolate them. */
export interface Countdown {
  remainingMs: number;
  minutes: number;
  seconds: number;
}

function countdown(until: number, now: Instant): Countdown {
  const remainingMs = Math.max(0, until - toMillis(now));
  const totalSeconds = Math.ceil(remainingMs / 1000);
  return { remainingMs, minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

/** §8/§9: after too many attempts the login stays blocked for 6 minutes. */
export function lockoutCountdown(lockedAt: Instant, now: Instant): Countdown {
  return countdown(toMillis(lockedAt) + LOGIN_LOCKOUT_MS, now);
}

/** §5/§9: wait 3 minutes before asking for another message. */
export function resendCountdown(lastSentAt: Instant, now: Instant): Countdown {
  return countdown(toMillis(lastSentAt) + RESEND_WAIT_MS, now);
}
