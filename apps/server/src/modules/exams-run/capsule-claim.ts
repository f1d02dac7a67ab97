import { canUseCapsule, checkLot, lotExpiresAt } from '@ponto/domain';
import type { Db } from '../../db/database';
import { takeCapsule } from '../stock/ledger';
import { CapsuleClaimRepository } from './capsule-repository';
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
  const capsules = new CapsuleClaimRepository(db);
  const lot = await capsules.lot(request.workplaceId, lotNumber);
  const lotCheck = checkLot(
    lot ? { number: lot.lotNumber, expiresAt: lotExpiresAt(lot.expiresOn) } : null,
    now,
  );
  if (!lot || !lotCheck.ok) return { ok: false, code: lotCheck.ok ? 'LOT_NOT_FOUND' : lotCheck.code };
  if (lot.examId !== request.examId) return { ok: false, code: 'CAPSULE_INCOMPATIBLE' };
  // The same lock as a nullification of this capsule (capsules/repository.ts): used or nullified, never both.
  await capsules.lock(lot.id, capsuleCode);
  const nullifiedAt = await capsules.nullifiedAt(lot.id, capsuleCode);
  if (nullifiedAt) {
    const outcome = canUseCapsule({ nullifiedAt }, now);
    if (!outcome.ok) return { ok: false, code: outcome.code };
  }
  // A capsule a control sample used (control-samples/capsule.ts) is used too.
  const byControl = await capsules.controlSampleOf(lotNumber, capsuleCode);
  if (byControl !== undefined)
    return { ok: false, code: 'CAPSULE_ALREADY_USED', detail: { patient: byControl } };
  if (await capsules.claim(lot.id, capsuleCode, request.id, now)) {
    const startedBy = await capsules.startedBy(request.id);
    const taken = await takeCapsule(db, {
      lotId: lot.id,
      workplaceId: request.workplaceId,
      kind: 'examStart',
      capsuleCode,
      examRequestId: request.id,
      userId: startedBy,
      at: now,
    });
    if (taken) return { ok: true };
    // Not used after all: the capsule may still be used once the count is put right (an arrival).
    await capsules.unclaim(lot.id, capsuleCode);
    return { ok: false, code: 'STOCK_OUT' };
  }
  const usedBy = await capsules.usedBy(lot.id, capsuleCode);
  const patient = usedBy ? await patientOf(usedBy) : undefined;
  const outcome = canUseCapsule({ usedByPatient: patient || '?' }, now);
  return outcome.ok ? { ok: true } : { ok: false, code: outcome.code, detail: outcome.params ?? {} };
}
