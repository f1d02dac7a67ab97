import type { AuditAction, AuditEntry, AuditOutcome, AuditVerification } from '@ponto/domain';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { type ChainedFields, entryHash, firstBroken, GENESIS_HASH } from './chain';

/** Ponto's own advisory-lock class for "appending to one audit chain". */
const AUDIT_CHAIN_LOCK_CLASS = 7_461_004;

export interface AuditRecord {
  action: AuditAction;
  outcome: AuditOutcome;
  workplaceId?: string | null;
  actorId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  /** Ids and codes only: never a patient's health data or a password. */
  details?: Record<string, unknown>;
}

export interface AuditFilter {
  from?: Date;
  to?: Date;
  action?: AuditAction;
  outcome?: AuditOutcome;
  actorId?: string;
  /** Entries before this position (newest first). */
  beforeSeq?: number;
  limit: number;
}

export const chainOf = (workplaceId: string | null | undefined) =>
  workplaceId ? `workplace:${workplaceId}` : 'global';

/**
 * The audit trail: appends entries to the chain of their workplace (one writer at a time per chain, across
 * processes, under an advisory lock), lists them for the workplace's managers and verifies a chain.
 */
export class AuditTrail {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Appends an entry with the request's address and id. */
  record(request: FastifyRequest | null, entry: AuditRecord): Promise<void> {
    return this.append({ ...entry, ip: request?.ip ?? null, requestId: request ? String(request.id) : null });
  }

  async append(entry: AuditRecord & { ip: string | null; requestId: string | null }): Promise<void> {
    const chain = chainOf(entry.workplaceId);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_CLASS}, hashtext(${chain}))`);
      const [last] = await tx
        .select({ seq: auditLog.seq, hash: auditLog.hash })
        .from(auditLog)
        .where(eq(auditLog.chain, chain))
        .orderBy(desc(auditLog.seq))
        .limit(1);
      const fields: ChainedFields = {
        chain,
        seq: (last?.seq ?? 0) + 1,
        at: this.clock.now(),
        workplaceId: entry.workplaceId ?? null,
        actorId: entry.actorId ?? null,
        action: entry.action,
        outcome: entry.outcome,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId ?? null,
        ip: entry.ip,
        requestId: entry.requestId,
        details: entry.details ?? {},
        prevHash: last?.hash ?? GENESIS_HASH,
      };
      await tx.insert(auditLog).values({ ...fields, hash: entryHash(fields) });
    });
  }

  /** A workplace's entries, newest first, with the name of who acted. */
  async list(workplaceId: string, filter: AuditFilter): Promise<AuditEntry[]> {
    const conditions = [eq(auditLog.chain, chainOf(workplaceId))];
    if (filter.from) conditions.push(gte(auditLog.at, filter.from));
    if (filter.to) conditions.push(lt(auditLog.at, filter.to));
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    if (filter.outcome) conditions.push(eq(auditLog.outcome, filter.outcome));
    if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
    if (filter.beforeSeq) conditions.push(lt(auditLog.seq, filter.beforeSeq));
    const rows = await this.db
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(...conditions))
      .orderBy(desc(auditLog.seq))
      .limit(filter.limit);
    return rows.map(({ entry, actorName }) => ({
      seq: entry.seq,
      at: entry.at.toISOString(),
      action: entry.action as AuditAction,
      outcome: entry.outcome as AuditOutcome,
      actorId: entry.actorId,
      actorName,
      targetType: entry.targetType,
      targetId: entry.targetId,
      ip: entry.ip,
      requestId: entry.requestId,
      details: entry.details,
    }));
  }

  /** Walks a workplace's chain from its first entry; the first entry that does not follow is reported. */
  async verify(workplaceId: string | null): Promise<AuditVerification> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.chain, chainOf(workplaceId)))
      .orderBy(asc(auditLog.seq));
    const brokenAt = firstBroken(rows);
    return { intact: brokenAt === null, entries: rows.length, brokenAt };
  }
}
