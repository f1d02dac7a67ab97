import { canUseCapsule, checkLot } from '@ponto/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { capsulesUsed, lots, nullifiedCapsules } from '../../db/schema';
import type { RequestRow } from './types';

/** A lot is valid through the whole of its expiry date (UTC). */
function lotExpiry(expiresOn: string): Date {
  return new Date(new Date(`${expiresOn}T00:00:00Z`).getTime() + 86_400_000);
}

export type CapsuleClaim = { ok: true } | { ok: false; code: string; detail?: Record<string, unknown> };

/**
 * §4/§5/§8 the capsule read at the NFC tag: its lot is the workplace's, not expired, for this exam; the
 * capsule is not nullified and not used. The insert into capsules_used (primary key lot + code) claims
 * it, so two exams can never use one capsule even under a race. `patientOf` names whoever used it.
 */
export async function claimCapsule(
  db: Db,
  request: RequestRow,
  capsuleCode: string,
  lotNumber: string,
  now: Date,
  patientOf: (examRequestId: string) => Promise<string | undefined>,
): Promise<CapsuleClaim> {
  const [lot] = await db
    .select()
    .from(lots)
    .where(and(eq(lots.workplaceId, request.workplaceId), eq(lots.lotNumber, lotNumber)));
  const lotCheck = checkLot(lot ? { number: lot.lotNumber, expiresAt: lotExpiry(lot.expiresOn) } : null, now);
  if (!lot || !lotCheck.ok) return { ok: false, code: lotCheck.ok ? 'LOT_NOT_FOUND' : lotCheck.code };
  if (lot.examId !== request.examId) return { ok: false, code: 'CAPSULE_INCOMPATIBLE' };
  // The same lock as a nullification of this capsule (capsules/service.ts): used or nullified, never both.
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${lot.id}:${capsuleCode}`}, 0))`);
  const [nullified] = await db
    .select({ at: nullifiedCapsules.nullifiedAt })
    .from(nullifiedCapsules)
    .where(and(eq(nullifiedCapsules.lotId, lot.id), eq(nullifiedCapsules.capsuleCode, capsuleCode)));
  if (nullified) {
    const outcome = canUseCapsule({ nullifiedAt: nullified.at }, now);
    if (!outcome.ok) return { ok: false, code: outcome.code };
  }
  const claimed = await db
    .insert(capsulesUsed)
    .values({ lotId: lot.id, capsuleCode, examRequestId: request.id, usedAt: now })
    .onConflictDoNothing()
    .returning({ examRequestId: capsulesUsed.examRequestId });
  if (claimed.length > 0) return { ok: true };
  const [used] = await db
    .select({ examRequestId: capsulesUsed.examRequestId })
    .from(capsulesUsed)
    .where(and(eq(capsulesUsed.lotId, lot.id), eq(capsulesUsed.capsuleCode, capsuleCode)));
  const patient = used ? await patientOf(used.examRequestId) : undefined;
  const outcome = canUseCapsule({ usedByPatient: patient || '?' }, now);
  return outcome.ok ? { ok: true } : { ok: false, code: outcome.code, detail: outcome.params ?? {} };
}
