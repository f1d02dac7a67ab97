import { CAPSULE_AFTER_NFC_MS } from '../constants/business';
import { type Instant, toMillis } from '../shared/instant';
import { allow, type Outcome, refuse } from '../shared/outcome';

/** §4: the capsule must go in within 10 minutes of the NFC read. */
export function capsuleDeadline(nfcReadAt: Instant): Date {
  return new Date(toMillis(nfcReadAt) + CAPSULE_AFTER_NFC_MS);
}

/** Milliseconds left to insert the capsule; 0 once the window has closed. */
export function capsuleTimeLeftMs(nfcReadAt: Instant, now: Instant): number {
  return Math.max(0, toMillis(capsuleDeadline(nfcReadAt)) - toMillis(now));
}

/**
 * §4 capsule insertion: before the NFC read it is too early; more than 10 minutes after it the capsule
 * is invalid and the exam must be cancelled or sent to recollect. Exactly 10 minutes is still in time.
 */
export function checkCapsuleInsertion(nfcReadAt: Instant | null, insertedAt: Instant): Outcome {
  if (nfcReadAt === null || toMillis(insertedAt) < toMillis(nfcReadAt))
    return refuse('CAPSULE_INSERTED_TOO_EARLY');
  if (toMillis(insertedAt) > toMillis(capsuleDeadline(nfcReadAt))) return refuse('CAPSULE_INSERTED_TOO_LATE');
  return allow(true);
}
