import { checkLot, lotExpiresAt } from '@ponto/domain';
import type { Db } from '../../db/database';
import { takeCapsule } from '../stock/ledger';
import { ControlSampleNetworkRepository, ControlSampleRepository } from './repository';

type Claim = { ok: true } | { ok: false; code: string };

/**
 * The capsule of a control run, read at the NFC tag: the same checks as a patient exam's (exams-run
 * capsule-claim.ts: the workplace's lot, not expired, for this exam; not nullified; not used by a patient
 * exam or another control) under the same lock, and it leaves the stock with a ledger line 'control'.
 */
export async function claimControlCapsule(
  db: Db,
  run: { id: string; workplaceId: string; examId: string; startedBy: string | null },
  capsuleCode: string,
  lotNumber: string,
  now: Date,
): Promise<Claim> {
  // Called from a reader's event, outside a request: bound here to the run's workplace.
  const controls = new ControlSampleRepository(db, run.workplaceId);
  const lot = await controls.lot(lotNumber);
  const lotCheck = checkLot(
    lot ? { number: lot.lotNumber, expiresAt: lotExpiresAt(lot.expiresOn) } : null,
    now,
  );
  if (!lot || !lotCheck.ok) return { ok: false, code: lotCheck.ok ? 'LOT_NOT_FOUND' : lotCheck.code };
  if (lot.examId !== run.examId) return { ok: false, code: 'CAPSULE_INCOMPATIBLE' };
  await controls.lockCapsule(lot.id, capsuleCode);
  if (await controls.isNullified(lot.id, capsuleCode)) return { ok: false, code: 'CAPSULE_NULLIFIED' };
  const byPatient = await controls.usedByPatientExam(lot.id, capsuleCode);
  const byControl = await new ControlSampleNetworkRepository(db).usedByOtherControl(
    lotNumber,
    capsuleCode,
    run.id,
  );
  if (byPatient || byControl) return { ok: false, code: 'CAPSULE_ALREADY_USED' };
  const taken = await takeCapsule(db, {
    lotId: lot.id,
    workplaceId: run.workplaceId,
    kind: 'control',
    capsuleCode,
    userId: run.startedBy,
    at: now,
  });
  return taken ? { ok: true } : { ok: false, code: 'STOCK_OUT' };
}
