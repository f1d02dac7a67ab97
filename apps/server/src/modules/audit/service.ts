import type { AuditAction, AuditEntry, AuditOutcome, AuditVerification } from '@ponto/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { ChainWalk } from './chain';
import { ChainWriter, placeAll, type UnplacedEntry } from './chain-writer';
import { type AuditFilter, AuditRepository } from './repository';

export type { AuditFilter } from './repository';

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

/** Where a call came from: the client's address and the request id (also in the server's logs). */
export interface AuditSource {
  ip: string | null;
  requestId: string | null;
}

/** The request id can come from the client (x-request-id): kept short. */
export const auditSourceOf = (request: FastifyRequest | null): AuditSource => ({
  ip: request?.ip ?? null,
  requestId: request ? String(request.id).slice(0, 128) : null,
});

export const chainOf = (workplaceId: string | null | undefined) =>
  workplaceId ? `workplace:${workplaceId}` : 'global';

/**
 * The audit trail (docs/audit.md): appends entries to the chain of their workplace, one writer at
 * a time per chain across processes; lists them for the workplace's managers; verifies a chain.
 *
 * An entry that cannot be written is an AUDIT_UNAVAILABLE (503), never a 500: the caller decides whether the
 * user's call may go on without it (docs/audit.md, "When it cannot be written").
 */
export class AuditTrail {
  private readonly repo: AuditRepository;
  private readonly writer: ChainWriter;

  /** `pool` is the pool `db` runs over. */
  constructor(
    db: Db,
    pool: pg.Pool,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.repo = new AuditRepository(db, pool);
    this.writer = new ChainWriter(db, this.repo);
  }

  /** Appends an entry with the request's address and id. */
  record(request: FastifyRequest | null, entry: AuditRecord): Promise<void> {
    return this.place(entry, auditSourceOf(request));
  }

  /**
   * Appends the entry to the chains of every workplace the actor works at (an entry about a person rather
   * than one workplace: a sign-in, a refused workplace), or to the global chain when they have none.
   */
  async recordForActor(
    request: FastifyRequest | null,
    entry: Omit<AuditRecord, 'workplaceId'> & { actorId: string | null },
  ): Promise<void> {
    const workplaceIds = entry.actorId
      ? await this.guarded(() => this.repo.workplaceIdsOf(entry.actorId!))
      : [];
    for (const workplaceId of workplaceIds.length > 0 ? workplaceIds : [null])
      await this.record(request, { ...entry, workplaceId });
  }

  /**
   * Appends one entry: with the other entries of its chain waiting in this process (`ChainWriter`), or in
   * `tx` so that it commits (or not) with the change it records (a result's release or rectification). The
   * chain's lock is then held until `tx` ends.
   */
  append(entry: AuditRecord & AuditSource, tx?: Db): Promise<void> {
    return this.place(entry, entry, tx);
  }

  // Every audited read passes here: the entry is built field by field, as one shape, rather than spread from
  // the record and its source.
  private place(entry: AuditRecord, source: AuditSource, tx?: Db): Promise<void> {
    const unplaced: UnplacedEntry = {
      chain: chainOf(entry.workplaceId),
      at: this.clock.now(),
      workplaceId: entry.workplaceId ?? null,
      actorId: entry.actorId ?? null,
      action: entry.action,
      outcome: entry.outcome,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      ip: source.ip,
      requestId: source.requestId,
      details: entry.details ?? {},
    };
    // Inside a caller's transaction, the failure rolls that transaction back: its change is not made either.
    return this.guarded(() =>
      tx
        ? placeAll(this.repo, tx, [{ entry: unplaced }]).then(() => undefined)
        : this.writer.append(unplaced),
    );
  }

  /** A workplace's entries, newest first, with the name of who acted. */
  async list(workplaceId: string, filter: AuditFilter): Promise<AuditEntry[]> {
    const rows = await this.repo.list(chainOf(workplaceId), filter);
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

  /** Walks a chain from its first entry; the first entry that does not follow is reported. */
  async verify(workplaceId: string | null): Promise<AuditVerification> {
    const walk = new ChainWalk();
    let entries = 0;
    for await (const rows of this.repo.chainRows(chainOf(workplaceId))) {
      entries += rows.length;
      // Keep counting after a break: the answer says how long the chain is.
      for (const row of rows) walk.add(row);
    }
    return { intact: walk.brokenAt === null, entries, brokenAt: walk.brokenAt };
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.log.error({ err: error }, 'audit trail: entry not written');
      throw new AppError('AUDIT_UNAVAILABLE');
    }
  }
}
