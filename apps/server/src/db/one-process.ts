import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** Ponto's own advisory-lock class for sweeps; each sweep has its number in it. */
const SWEEP_LOCK_CLASS = 7_461_003;

export const sweepLocks = { examTimers: 1, calibrationTimeouts: 2, controlRunTimeouts: 3 } as const;

/**
 * Runs a periodic sweep in one process of the deployment at a time: the others skip this round instead of
 * reading the same rows (each sweep still re-checks every row under its own lock, so this saves work, it
 * does not make the sweep correct). The lock lasts as long as the sweep; answers null when skipped.
 */
export async function inOneProcess<T>(db: Db, sweep: number, work: () => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK_CLASS}, ${sweep}) AS got`,
    );
    if (!(result.rows[0] as { got: boolean }).got) return null;
    return work();
  });
}
