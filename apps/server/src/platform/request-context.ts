import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Authenticated, WorkplaceRow } from './caller';
import { AppError } from './errors';

/**
 * What a route of a workplace works with, put on the request by the door once it has admitted the call:
 * who calls, in which workplace, and that workplace's repositories. A repository bound to the workplace
 * cannot be asked for another workplace's rows, so tenancy is a property of the object a handler holds,
 * not an argument it must remember to pass.
 */
export interface RequestContext<Repos> {
  readonly caller: Authenticated;
  readonly workplace: WorkplaceRow;
  /** The workplace's repositories over the pool, made on first use. */
  readonly repos: Repos;
  /**
   * Runs `work` in one transaction, with the same repositories bound to it; `tx` is handed along for what
   * records in the same transaction (the audit trail).
   */
  transaction<T>(work: (repos: Repos, tx: Db) => Promise<T>): Promise<T>;
}

/** Makes a workplace's repositories over a database or a transaction (apps/server/src/workplace-repositories.ts). */
export type RepositoryBinder<Repos> = (db: Db, workplaceId: string) => Repos;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the door on the routes of a workplace; read through `contextOf` (src/request-context.ts). */
    workplaceContext: RequestContext<unknown> | null;
  }
}

export function requestContext<Repos>(
  db: Db,
  bind: RepositoryBinder<Repos>,
  caller: Authenticated,
  workplace: WorkplaceRow,
): RequestContext<Repos> {
  let repos: Repos | undefined;
  return {
    caller,
    workplace,
    get repos() {
      repos ??= bind(db, workplace.id);
      return repos;
    },
    transaction: (work) => db.transaction((tx) => work(bind(tx, workplace.id), tx)),
  };
}

/** The request's context; a route that names no workplace has none (a programming error: 404 to the caller). */
export function workplaceContextOf(request: FastifyRequest): RequestContext<unknown> {
  if (!request.workplaceContext) throw new AppError('NOT_FOUND');
  return request.workplaceContext;
}
