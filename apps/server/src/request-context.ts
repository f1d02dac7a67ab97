import type { FastifyRequest } from 'fastify';
import { type RequestContext, workplaceContextOf } from './platform/request-context';
import type { WorkplaceRepositories } from './workplace-repositories';

export type WorkplaceContext = RequestContext<WorkplaceRepositories>;

/**
 * The context the door made for a route of a workplace: the caller, the workplace and its repositories.
 * The door builds it with `workplaceRepositories` (app.ts), which is what makes this narrowing hold.
 */
export function contextOf(request: FastifyRequest): WorkplaceContext {
  return workplaceContextOf(request) as WorkplaceContext;
}
