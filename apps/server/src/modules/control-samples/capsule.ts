import { checkLot, lotExpiresAt } from '@ponto/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { capsulesUsed, controlResults, lots, nullifiedCapsules } from '../../db/schema';
import { takeCapsule } from '../stock/ledger';

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
  const [lot] = await db
    .select()
    .from(lots)
    .where(and(eq(lots.workplaceId, run.workplaceId), eq(lots.lotNumber, lotNumber)));
  const lotCheck = checkLot(
    lot ? { number: lot.lotNumber, expiresAt: lotExpiresAt(lot.expiresOn) } : null,
    now,
  );
  if (!lot || !lotCheck.ok) return { ok: false, code: lotCheck.ok ? 'LOT_NOT_FOUND' : lotCheck.code };
  if (lot.examId !== run.examId) return { ok: false, code: 'CAPSULE_INCOMPATIBLE' };
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${lot.id}:${capsuleCode}`}, 0))`);
  const [nullified] = await db
    .select({ at: nullifiedCapsules.nullifiedAt })
    .from(nullifiedCapsules)
    .where(and(eq(nullifiedCapsules.lotId, lot.id), eq(nullifiedCapsules.capsuleCode, capsuleCode)));
  if (nullified) return { ok: false, code: 'CAPSULE_NULLIFIED' };
  const [byPatient] = await db
    .select({ at: capsulesUsed.usedAt })
    .from(capsulesUsed)
    .where(and(eq(capsulesUsed.lotId, lot.id), eq(capsulesUsed.capsuleCode, capsuleCode)));
  const [byControl] = await db
    .select({ id: controlResults.id })
    .from(controlResults)
    .where(
      and(
        eq(controlResults.capsuleLot, lotNumber),
        eq(controlResults.capsuleCode, capsuleCode),
        ne(controlResults.id, run.id),
      ),
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
