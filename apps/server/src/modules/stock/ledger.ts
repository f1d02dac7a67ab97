import type { Db } from '../../db/database';
import { type CapsuleTaken, LedgerRepository } from './ledger-repository';

export type { CapsuleTaken } from './ledger-repository';

/**
 * Takes one capsule off a lot with its ledger line, in the caller's transaction; concurrent takers queue on
 * the lot's row, so two never take the last capsule (LedgerRepository.takeCapsule). False when no capsule is
 * left.
 */
export function takeCapsule(db: Db, taken: CapsuleTaken): Promise<boolean> {
  return new LedgerRepository(db).takeCapsule(taken);
}
