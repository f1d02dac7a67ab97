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

/** The last entry of a chain as this process last wrote or read it. */
type Head = { seq: number; hash: string };

/** PostgreSQL's unique_violation on the chain's positions: another writer took the place first. */
function tookPlace(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'audit_log_chain_seq';
}

/**
 * Writes a chain's entries a batch at a time (group commit). Every append takes the chain's lock and reads
 * its last entry; done one entry per transaction, a busy workplace's reads queue up behind one another, each
 * holding a pooled connection while it waits, and the whole server stalls. Here one process writes at most
 * one batch per chain at a time: the entries that arrive while it runs go together in the next one, in
 * order. Each caller's promise settles when its own entry is committed (or is not): the trail still fails
 * closed, entry by entry.
 *
 * A batch costs one statement once the process knows the chain's last entry: it is inserted after the head
 * this process remembers, holding the chain's lock for that statement only if no one else holds it (so a
 * writer appending under the lock is never overtaken), and the unique (chain, seq) index refuses it if
 * anyone else (another process, an entry written in a business transaction) wrote there first. Then, when
 * the lock was busy, and for a chain it has not written yet, the process takes the chain's lock, reads the
 * last entry and appends in a transaction, as every writer may.
 * Entries are never changed, so a remembered head stays true; the chain stays whole either way.
 */
export class ChainWriter {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly writing = new Set<string>();
  private readonly heads = new Map<string, Head>();

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

  private async write(batch: Waiting[]): Promise<void> {
    const chain = batch[0]!.entry.chain;
    const head = this.heads.get(chain);
    this.heads.delete(chain);
    if (head) {
      const rows = placed(batch, head);
      try {
        if (await this.repo.insertAllUnlessLocked(chain, rows)) {
          this.heads.set(chain, rows.at(-1)!);
          return;
        }
      } catch (error) {
        if (!tookPlace(error)) throw error;
      }
    }
    const rows = await this.db.transaction((tx) => placeAll(this.repo, tx, batch));
    this.heads.set(chain, rows.at(-1)!);
  }

  /** Writes the chain's waiting entries, batch after batch, until none is left. */
  private async drain(chain: string): Promise<void> {
    this.writing.add(chain);
    try {
      for (;;) {
        // One turn of the event loop first: the entries of answers whose data has already arrived (pages read
        // by the same burst of requests) join this batch rather than waiting for the next commit.
        await new Promise<void>((resolve) => setImmediate(resolve));
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
): Promise<Array<ChainedFields & { hash: string }>> {
  const chain = batch[0]!.entry.chain;
  await repo.lockChain(tx, chain);
  const rows = placed(batch, (await repo.lastOf(tx, chain)) ?? { seq: 0, hash: GENESIS_HASH });
  await repo.insertAll(tx, rows);
  return rows;
}

/** The entries after `head`, each linked to the one before. */
function placed(
  batch: ReadonlyArray<{ entry: UnplacedEntry }>,
  head: Head,
): Array<ChainedFields & { hash: string }> {
  let seq = head.seq;
  let prevHash = head.hash;
  return batch.map(({ entry }) => {
    seq += 1;
    // Field by field rather than spread: one object shape for every entry of every batch.
    const row = {
      chain: entry.chain,
      seq,
      at: entry.at,
      workplaceId: entry.workplaceId,
      actorId: entry.actorId,
      action: entry.action,
      outcome: entry.outcome,
      targetType: entry.targetType,
      targetId: entry.targetId,
      ip: entry.ip,
      requestId: entry.requestId,
      details: entry.details,
      prevHash,
      hash: '',
    };
    row.hash = entryHash(row);
    prevHash = row.hash;
    return row;
  });
}
