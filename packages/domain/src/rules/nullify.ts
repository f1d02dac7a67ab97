import { type Instant, toMillis } from '../shared/instant';
import { allow, type Outcome, refuse } from '../shared/outcome';

/** What the capsule rules need to know about a capsule. */
export interface CapsuleFacts {
  nullifiedAt?: Instant | null;
  /** Name of the patient whose exam used the capsule, when it was used. */
  usedByPatient?: string | null;
  lotExpiresAt?: Instant | null;
}

/** §4: nullifying again is rejected; a capsule already used in an exam is billed and cannot be nullified. */
export function canNullify(capsule: CapsuleFacts): Outcome {
  if (capsule.nullifiedAt) return refuse('NULLIFY_ALREADY_NULLIFIED');
  if (capsule.usedByPatient) return refuse('CAPSULE_ALREADY_USED', { patient: capsule.usedByPatient });
  return allow(true);
}

/** §4: a nullified capsule cannot be reused; a used one names the patient; an expired lot is refused. */
export function canUseCapsule(capsule: CapsuleFacts, now: Instant): Outcome {
  if (capsule.nullifiedAt) return refuse('CAPSULE_NULLIFIED');
  if (capsule.usedByPatient) return refuse('CAPSULE_ALREADY_USED', { patient: capsule.usedByPatient });
  if (capsule.lotExpiresAt && toMillis(now) > toMillis(capsule.lotExpiresAt))
    return refuse('CAPSULE_EXPIRED');
  return allow(true);
}

/** §4: a nullified capsule is not billed. */
export function isBillable(capsule: CapsuleFacts): boolean {
  return !capsule.nullifiedAt;
}
