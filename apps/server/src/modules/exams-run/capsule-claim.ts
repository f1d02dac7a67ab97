import { canUseCapsule, checkLot, lotExpiresAt } from '@ponto/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { capsulesUsed, controlResults, examRuns, lots, nullifiedCapsules } from '../../db/schema';
import { takeCapsule } from '../stock/ledger';
import type { RequestRow } from './types';

export type CapsuleClaim = { ok: true } | { ok: false; code: string; detail?: Record<string, unknown> };

/**
 * §4/§5/§8 the capsule read at the NFC tag: its lot is the workplace's, not expired, for this exam; the
 * capsule is not nullified and not used. The insert into capsules_used (primary key lot + code) claims
 * it, so two exams can never use one capsule even under a race. `patientOf` names whoever used it.
 *
 * The claimed capsule leaves the lot's stock in the same transaction (ledger kind examStart, by
 * whoever started the run). When the count has none left the claim is undone and the exam fails with
 * STOCK_OUT: the shelf and the count disagree, and stock never goes negative.
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
  const lotCheck = checkLot(
    lot ? { number: lot.lotNumber, expiresAt: lotExpiresAt(lot.expiresOn) } : null,
    now,
  );
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
  // A capsule a control sample used (control-samples/capsule.ts) is used too.
  const [byControl] = await db
    .select({ sampleCode: controlResults.sampleCode })
    .from(controlResults)
    .where(and(eq(controlResults.capsuleLot, lotNumber), eq(controlResults.capsuleCode, capsuleCode)));
  if (byControl)
    return { ok: false, code: 'CAPSULE_ALREADY_USED', detail: { patient: byControl.sampleCode } };
  const claimed = await db
    .insert(capsulesUsed)
    .values({ lotId: lot.id, capsuleCode, examRequestId: request.id, usedAt: now })
    .onConflictDoNothing()
    .returning({ examRequestId: capsulesUsed.examRequestId });
  if (claimed.length > 0) {
    const [run] = await db
      .select({ startedBy: examRuns.startedBy })
      .from(examRuns)
      .where(and(eq(examRuns.examRequestId, request.id), isNull(examRuns.endedAt)));
    const taken = await takeCapsule(db, {
      lotId: lot.id,
      workplaceId: request.workplaceId,
      kind: 'examStart',
      capsuleCode,
      examRequestId: request.id,
      userId: run?.startedBy ?? null,
      at: now,
    });
    if (taken) return { ok: true };
    // Not used after all: the capsule may still be used once the count is put right (an arrival).
    await db
      .delete(capsulesUsed)
      .where(and(eq(capsulesUsed.lotId, lot.id), eq(capsulesUsed.capsuleCode, capsuleCode)));
    return { ok: false, code: 'STOCK_OUT' };
  }
  const [used] = await db
    .select({ examRequestId: capsulesUsed.examRequestId })
    .from(capsulesUsed)
    .where(and(eq(capsulesUsed.lotId, lot.id), eq(capsulesUsed.capsuleCode, capsuleCode)));
  const patient = used ? await patientOf(used.examRequestId) : undefined;
  const outcome = canUseCapsule({ usedByPatient: patient || '?' }, now);
  return outcome.ok ? { ok: true } : { ok: false, code: outcome.code, detail: outcome.params ?? {} };
}
