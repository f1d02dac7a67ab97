import type { Db } from '../../db/database';
import { type CapsuleTaken, StockRepository } from './repository';

export type { CapsuleTaken } from './repository';

/**
 * Takes one capsule off a lot with its ledger line, in the caller's transaction; concurrent takers queue on
 * the lot's row, so two never take the last capsule (StockRepository.takeCapsule). False when no capsule is
 * left.
 */
export function takeCapsule(db: Db, taken: CapsuleTaken): Promise<boolean> {
  return new StockRepository(db).takeCapsule(taken);
}
