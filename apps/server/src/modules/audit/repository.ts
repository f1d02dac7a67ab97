import type { AuditAction, AuditOutcome } from '@ponto/domain';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/database';
import { auditLog, users, userWorkplaces } from '../../db/schema';
import type { ChainedFields } from './chain';

/** Ponto's own advisory-lock class for "appending to one audit chain" (docs/audit.md). */
const AUDIT_CHAIN_LOCK_CLASS = 7_461_004;

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Appends rows ($1, a JSON array) to a chain ($3) only if its lock ($2, chain) is free: the statement
 * takes it for itself and holds it while it runs.
 */
const APPEND_UNLESS_LOCKED = `
  INSERT INTO audit_log (chain, seq, at, workplace_id, actor_id, action, outcome, target_type, target_id, ip,
    request_id, details, prev_hash, hash)
  SELECT r.chain, r.seq, r.at, r.workplace_id, r.actor_id, r.action, r.outcome, r.target_type, r.target_id,
    r.ip, r.request_id, r.details, r.prev_hash, r.hash
  FROM jsonb_to_recordset($1::jsonb) AS r(chain text, seq integer, at timestamptz, workplace_id uuid,
    actor_id uuid, action text, outcome text, target_type text, target_id text, ip text, request_id text,
    details jsonb, prev_hash text, hash text)
  WHERE pg_try_advisory_xact_lock($2, hashtext($3))`;

export interface AuditFilter {
  from?: Date;
  to?: Date;
  action?: AuditAction;
  outcome?: AuditOutcome;
  actorId?: string;
  /** Entries before this position of the chain (newest first). */
  beforeSeq?: number;
  limit: number;
}

/**
 * The SQL of the audit trail. Only inserts and selects: there is no update or delete here, and the database
 * refuses them anyway (migration 0028).
 */
export class AuditRepository {
  constructor(
    private readonly db: Db,
    /** The pool `db` runs over: the one-statement append is sent to it as a named statement. */
    private readonly pool: pg.Pool,
  ) {}

  /**
   * Waits for the chain's advisory lock, held until the transaction `tx` ends: appends to one chain are
   * serialised across every process on the database.
   */
  async lockChain(tx: Db, chain: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_CLASS}, hashtext(${chain}))`);
  }

  async lastOf(tx: Db, chain: string): Promise<{ seq: number; hash: string } | undefined> {
    const [last] = await tx
      .select({ seq: auditLog.seq, hash: auditLog.hash })
      .from(auditLog)
      .where(eq(auditLog.chain, chain))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    return last;
  }

  async insertAll(tx: Db, rows: Array<ChainedFields & { hash: string }>): Promise<void> {
    await tx.insert(auditLog).values(rows);
  }

  /**
   * Inserts the rows in one statement, holding the chain's lock for that statement, unless another writer
   * holds it now: then nothing is inserted and the answer is false. So a writer that appends under the lock
   * (placeAll, in a business transaction too) is never overtaken between reading the last entry and writing
   * after it. A place already taken fails on the unique (chain, seq) index as usual.
   */
  async insertAllUnlessLocked(
    chain: string,
    rows: Array<ChainedFields & { hash: string }>,
  ): Promise<boolean> {
    const json = JSON.stringify(
      rows.map((r) => ({
        chain: r.chain,
        seq: r.seq,
        at: r.at.toISOString(),
        workplace_id: r.workplaceId,
        actor_id: r.actorId,
        action: r.action,
        outcome: r.outcome,
        target_type: r.targetType,
        target_id: r.targetId,
        ip: r.ip,
        request_id: r.requestId,
        details: r.details,
        prev_hash: r.prevHash,
        hash: r.hash,
      })),
    );
    // A named statement, parsed and planned once per pooled connection rather than once per batch.
    const result = await this.pool.query({
      name: 'ponto_audit_append',
      text: APPEND_UNLESS_LOCKED,
      values: [json, AUDIT_CHAIN_LOCK_CLASS, chain],
    });
    return (result.rowCount ?? 0) > 0;
  }

  /** The workplaces a user works at, whose chains their sign-ins and refusals go to. */
  async workplaceIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: userWorkplaces.workplaceId })
      .from(userWorkplaces)
      .where(eq(userWorkplaces.userId, userId));
    return rows.map((r) => r.id);
  }

  /** One chain's entries, newest first, with the name of who acted. */
  async list(chain: string, filter: AuditFilter) {
    const conditions = [eq(auditLog.chain, chain)];
    if (filter.from) conditions.push(gte(auditLog.at, filter.from));
    if (filter.to) conditions.push(lt(auditLog.at, filter.to));
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    if (filter.outcome) conditions.push(eq(auditLog.outcome, filter.outcome));
    if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
    if (filter.beforeSeq) conditions.push(lt(auditLog.seq, filter.beforeSeq));
    return this.db
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(...conditions))
      .orderBy(desc(auditLog.seq))
      .limit(filter.limit);
  }

  /** A whole chain from its first entry, a batch at a time (a chain can be long). */
  async *chainRows(chain: string, batch = 5000): AsyncGenerator<AuditRow[]> {
    let after = 0;
    for (;;) {
      const rows = await this.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.chain, chain), sql`${auditLog.seq} > ${after}`))
        .orderBy(asc(auditLog.seq))
        .limit(batch);
      if (rows.length === 0) return;
      yield rows;
      after = rows.at(-1)!.seq;
      if (rows.length < batch) return;
    }
  }
}
