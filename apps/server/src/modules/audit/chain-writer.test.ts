import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { type ChainedFields, ChainWalk } from './chain';
import { ChainWriter, type UnplacedEntry } from './chain-writer';
import type { AuditRepository } from './repository';

type Row = ChainedFields & { hash: string };

/**
 * A database of one table in memory, with its unique (chain, seq) index; each write (a transaction, or an
 * insert on its own) is slow enough for others to queue behind it.
 */
function fakeStore(options: { failWrite?: (n: number) => boolean } = {}) {
  const rows: Row[] = [];
  let writes = 0;
  let transactions = 0;
  let open = 0;
  let mostOpen = 0;
  const slowWrite = async <T>(work: () => Promise<T>): Promise<T> => {
    writes += 1;
    const n = writes;
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    try {
      await new Promise((r) => setTimeout(r, 5));
      if (options.failWrite?.(n)) throw new Error('connection lost');
      return await work();
    } finally {
      open -= 1;
    }
  };
  const inTransaction = {};
  const lock = { held: false };
  const db = {
    transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      transactions += 1;
      return slowWrite(() => work(inTransaction));
    },
  } as unknown as Db;
  const insert = async (batch: Row[]) => {
    if (batch.some((row) => rows.some((r) => r.chain === row.chain && r.seq === row.seq)))
      throw Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'audit_log_chain_seq' });
    rows.push(...batch);
  };
  const repo = {
    lockChain: async () => {},
    lastOf: async (_tx: Db, chain: string) => rows.filter((r) => r.chain === chain).at(-1),
    insertAll: (tx: unknown, batch: Row[]) =>
      tx === inTransaction ? insert(batch) : slowWrite(() => insert(batch)),
    // Another writer holding the chain's lock (`lockedByOther`) makes the one-statement insert write nothing.
    insertAllUnlessLocked: (_chain: string, batch: Row[]) =>
      slowWrite(async () => {
        if (lock.held) return false;
        await insert(batch);
        return true;
      }),
  } as unknown as AuditRepository;
  return {
    writer: new ChainWriter(db, repo),
    rows,
    lock,
    stats: () => ({ writes, transactions, mostOpen }),
  };
}

const entry = (chain: string, targetId: string): UnplacedEntry => ({
  chain,
  at: new Date('2026-11-27T10:00:00Z'),
  workplaceId: null,
  actorId: null,
  action: 'patientRead',
  outcome: 'success',
  targetType: 'patient',
  targetId,
  ip: null,
  requestId: null,
  details: {},
});

/** The writer starts a batch one turn of the event loop after the entry that found it idle. */
const batchStarted = () => new Promise((resolve) => setImmediate(resolve));

const intact = (rows: Row[]) => {
  const walk = new ChainWalk();
  for (const row of rows) walk.add(row);
  return walk.brokenAt === null;
};

describe('ChainWriter (group commit of the audit trail)', () => {
  it('writes a burst of one chain in a few transactions, one at a time, in the order the entries came', async () => {
    const { writer, rows, stats } = fakeStore();
    const first = writer.append(entry('c', 'p0'));
    await batchStarted();
    await Promise.all([
      first,
      ...Array.from({ length: 99 }, (_, i) => writer.append(entry('c', `p${i + 1}`))),
    ]);
    expect(rows.map((r) => r.targetId)).toEqual(Array.from({ length: 100 }, (_, i) => `p${i}`));
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(intact(rows)).toBe(true);
    // The first entry goes alone, in a transaction that reads the chain's end; the 99 that queued behind it go
    // together, in one insert after the end the writer now knows.
    expect(stats()).toEqual({ writes: 2, transactions: 1, mostOpen: 1 });
  });

  it('waits one turn of the event loop before a batch: what comes in that turn goes with it', async () => {
    const { writer, rows, stats } = fakeStore();
    const first = writer.append(entry('c', 'first'));
    // Another answer finishing within the same turn, after a few promises of its own.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await Promise.all([first, writer.append(entry('c', 'second'))]);
    expect(rows.map((r) => [r.targetId, r.seq])).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
    expect(stats()).toEqual({ writes: 1, transactions: 1, mostOpen: 1 });
  });

  it('writes different chains side by side', async () => {
    const { writer, rows, stats } = fakeStore();
    await Promise.all([writer.append(entry('a', 'x')), writer.append(entry('b', 'y'))]);
    expect(rows.map((r) => [r.chain, r.seq])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(stats().mostOpen).toBe(2);
  });

  it('fails the entries that could not be committed, each on its own, and goes on with the next', async () => {
    // Write 2 is the batch of both; 3 and 4 are each of them alone: the database is gone for all three.
    const { writer, rows } = fakeStore({ failWrite: (n) => n >= 2 && n <= 4 });
    const first = writer.append(entry('c', 'first'));
    await batchStarted();
    const lost = [writer.append(entry('c', 'lost1')), writer.append(entry('c', 'lost2'))];
    await first;
    const results = await Promise.allSettled(lost);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await writer.append(entry('c', 'after'));
    expect(rows.map((r) => [r.targetId, r.seq])).toEqual([
      ['first', 1],
      ['after', 2],
    ]);
    expect(intact(rows)).toBe(true);
  });

  it('an entry that cannot be written fails alone: the ones that waited with it are written', async () => {
    const { writer, rows } = fakeStore();
    const first = writer.append(entry('c', 'first'));
    await batchStarted();
    const poisoned = { ...entry('c', 'poisoned'), details: { n: 1n } }; // JSON cannot hash a BigInt
    const waiting = [
      writer.append(entry('c', 'before')),
      writer.append(poisoned),
      writer.append(entry('c', 'after')),
    ];
    await first;
    const results = await Promise.allSettled(waiting);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(rows.map((r) => [r.targetId, r.seq])).toEqual([
      ['first', 1],
      ['before', 2],
      ['after', 3],
    ]);
    expect(intact(rows)).toBe(true);
  });

  it('caps a batch, so that a long queue is written in several statements', async () => {
    const { writer, rows, stats } = fakeStore();
    await Promise.all(Array.from({ length: 450 }, (_, i) => writer.append(entry('c', `p${i}`))));
    expect(rows).toHaveLength(450);
    expect(intact(rows)).toBe(true);
    // 450 in one turn: 200 + 200 + 50.
    expect(stats()).toMatchObject({ writes: 3, transactions: 1 });
  });

  it('finds its place again when someone else wrote to the chain since its last batch', async () => {
    const { writer, rows, stats } = fakeStore();
    await writer.append(entry('c', 'mine'));
    // Another process, or an entry written inside a business transaction, appends meanwhile.
    const other = new ChainWriter(
      { transaction: (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Db,
      {
        lockChain: async () => {},
        lastOf: async () => rows.at(-1),
        insertAll: async (_tx: Db, batch: Row[]) => void rows.push(...batch),
        insertAllUnlessLocked: async () => false,
      } as unknown as AuditRepository,
    );
    await other.append(entry('c', 'theirs'));
    await writer.append(entry('c', 'mine again'));
    expect(rows.map((r) => [r.targetId, r.seq])).toEqual([
      ['mine', 1],
      ['theirs', 2],
      ['mine again', 3],
    ]);
    expect(intact(rows)).toBe(true);
    // The refused insert, then the locked transaction that read the new end.
    expect(stats()).toMatchObject({ writes: 3, transactions: 2 });
  });

  it('appends under the lock, after what the lock holder wrote, when another writer holds the chain', async () => {
    const { writer, rows, lock, stats } = fakeStore();
    await writer.append(entry('c', 'first'));
    lock.held = true;
    await writer.append(entry('c', 'second'));
    expect(rows.map((r) => [r.targetId, r.seq])).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
    // The first, locked; the one-statement try that found the lock busy; the locked transaction.
    expect(stats()).toMatchObject({ writes: 3, transactions: 2 });
  });
});
