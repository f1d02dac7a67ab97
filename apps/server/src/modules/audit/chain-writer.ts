import type { Db } from '../../db/database';
import { type ChainedFields, entryHash, GENESIS_HASH } from './chain';
import type { AuditRepository } from './repository';

/** An entry as it waits for its chain: everything but its place in the chain. */
export type UnplacedEntry = Omit<ChainedFields, 'seq' | 'prevHash'>;

interface Waiting {
  entry: UnplacedEntry;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Enough for a burst of a busy workplace, small enough for one short statement. */
const MAX_BATCH = 200;

/**
 * Writes a chain's entries a batch at a time (group commit). Every append takes the chain's lock and reads
 * its last entry; done one entry per transaction, a busy workplace's reads queue up behind one another, each
 * holding a pooled connection while it waits, and the whole server stalls. Here one process writes at most
 * one transaction per chain at a time: the entries that arrive while it runs go together in the next one, in
 * order. Each caller's promise settles when its own entry is committed (or is not): the trail still fails
 * closed, entry by entry.
 */
export class ChainWriter {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly writing = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly repo: AuditRepository,
  ) {}

  /** Settles once the entry is in the chain. */
  append(entry: UnplacedEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(entry.chain) ?? [];
      queue.push({ entry, resolve, reject });
      this.waiting.set(entry.chain, queue);
      if (!this.writing.has(entry.chain)) void this.drain(entry.chain);
    });
  }

  private write(batch: Waiting[]): Promise<void> {
    return this.db.transaction((tx) => placeAll(this.repo, tx as unknown as Db, batch));
  }

  /** Writes the chain's waiting entries, batch after batch, until none is left. */
  private async drain(chain: string): Promise<void> {
    this.writing.add(chain);
    try {
      for (;;) {
        const queue = this.waiting.get(chain);
        if (!queue || queue.length === 0) break;
        const batch = queue.splice(0, MAX_BATCH);
        if (queue.length === 0) this.waiting.delete(chain);
        try {
          await this.write(batch);
          for (const w of batch) w.resolve();
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          // One entry that cannot be written must not fail the others that happened to wait with it.
          else for (const w of batch) await this.write([w]).then(w.resolve, w.reject);
        }
      }
    } finally {
      this.writing.delete(chain);
    }
  }
}

/** In `tx`: takes the chain's lock (held until `tx` ends) and appends the entries after its last one. */
export async function placeAll(
  repo: AuditRepository,
  tx: Db,
  batch: ReadonlyArray<{ entry: UnplacedEntry }>,
): Promise<void> {
  const chain = batch[0]!.entry.chain;
  await repo.lockChain(tx, chain);
  const last = await repo.lastOf(tx, chain);
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? GENESIS_HASH;
  const rows = batch.map(({ entry }) => {
    seq += 1;
    const fields: ChainedFields = { ...entry, seq, prevHash };
    prevHash = entryHash(fields);
    return { ...fields, hash: prevHash };
  });
  await repo.insertAll(tx, rows);
}
