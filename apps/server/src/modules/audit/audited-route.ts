import type { Readable } from 'node:stream';
import type { AuditAction } from '@ponto/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { AppError } from '../../platform/errors';
import { addOnSendBeforeAnswer } from '../../platform/http';
import type { AuditRecord, AuditTrail } from './service';

/** A route whose calls go to the audit trail: `config: { audit: { … } }` on the route. */
export interface AuditedRoute {
  action: AuditAction;
  targetType: string;
  /** The route parameter that names the target (the patient's or the exam's id). */
  targetParam?: string;
  /**
   * The service records the successful call itself, in the transaction of the change (a result's release
   * or rectification); the hook only records the attempts that found nothing.
   */
  recordedInTransaction?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditedRoute;
  }
}

interface Planned {
  entry: AuditRecord;
  /** Recorded for every workplace of the actor rather than the request's one. */
  forActor: boolean;
  /** Nothing leaves unrecorded: the answer becomes AUDIT_UNAVAILABLE when the entry cannot be written. */
  failClosed: boolean;
}

/** One shape for every entry, field by field (no spreads, no closure per call): this runs on every audited answer. */
function entryOf(
  workplaceId: string | null,
  actorId: string,
  action: AuditAction,
  outcome: AuditRecord['outcome'],
  targetType: string,
  targetId: string | null,
  details: Record<string, unknown>,
): AuditRecord {
  return { workplaceId, actorId, action, outcome, targetType, targetId, details };
}

/** What a signed-in caller's answer on a route (its pattern and audit setting) puts in the trail, if anything. */
function plan(
  request: FastifyRequest,
  reply: FastifyReply,
  pattern: string,
  audited: AuditedRoute | undefined,
): Planned | null {
  const auth = request.auth;
  if (!auth) return null;
  const status = reply.statusCode;
  if (!audited && status !== 403 && status !== 404) return null;
  const workplaceId = request.workplace?.id ?? null;
  const actorId = auth.user.id;
  const route = `${request.method} ${pattern}`;
  // Refused for want of a role or permission.
  if (status === 403)
    return {
      entry: entryOf(workplaceId, actorId, 'accessDenied', 'denied', 'route', route, {}),
      forActor: !workplaceId,
      failClosed: false,
    };
  // Refused a workplace the caller is not linked to (answered 404 so as not to disclose it).
  if (status === 404 && request.refusedCnpj)
    return {
      entry: entryOf(workplaceId, actorId, 'accessDenied', 'denied', 'route', route, {
        reason: 'workplace',
        cnpj: request.refusedCnpj.slice(0, 20),
      }),
      forActor: true,
      failClosed: false,
    };
  if (!audited) return null;
  const params = request.params as Record<string, string> | undefined;
  const targetId = audited.targetParam ? (params?.[audited.targetParam] ?? null) : null;
  // An id that is not in the caller's scope (another workplace's, or none at all): an attempt, not a read.
  if (status === 404 && audited.targetParam)
    return {
      entry: entryOf(workplaceId, actorId, audited.action, 'failure', audited.targetType, targetId, {
        route,
        status,
      }),
      forActor: false,
      failClosed: false,
    };
  if (status < 400 && !audited.recordedInTransaction)
    return {
      entry: entryOf(workplaceId, actorId, audited.action, 'success', audited.targetType, targetId, {
        route,
      }),
      // No workplace named (the integration API may leave it out): in each of the actor's workplaces.
      forActor: !workplaceId,
      failClosed: true,
    };
  return null;
}

function isStream(payload: unknown): payload is Readable {
  return !!payload && typeof (payload as Readable).pipe === 'function';
}

/**
 * The entries of list reads and exports already on their way, by request. Such a read names no target, so once
 * its request is past the door and its validation, its entry says all it will say: it is written while the
 * handler reads the page, on another pooled connection, and the answer waits for both instead of one after
 * the other (docs/audit.md, "How routes opt in").
 */
const early = new WeakMap<FastifyRequest, Started>();

interface Started {
  entry: AuditRecord;
  written: Promise<void>;
}

/** The entries of reads that cannot stop before the handler: a workplace's list or export, not one record. */
function writesEarly(audited: AuditedRoute | undefined): audited is AuditedRoute {
  return !!audited && !audited.targetParam && !audited.recordedInTransaction;
}

/**
 * onSend, before the answer leaves: a successful call of an audited route (reads of patient data, exports,
 * prints), an attempt on an id outside the caller's scope, and any refusal (403, or another workplace's
 * CNPJ) of a signed-in caller go to the trail.
 *
 * Reads, exports and prints fail closed: when the entry cannot be written, the data is not sent and the
 * answer is AUDIT_UNAVAILABLE (503). A refusal that cannot be recorded is logged: nothing was handed out.
 */
export function auditResponses(app: FastifyInstance, audit: AuditTrail): void {
  // Each route gets its own hooks, made once with its pattern and audit setting; public routes have no caller.
  app.addHook('onRoute', (route) => {
    if (route.config?.access?.kind === 'public') return;
    const pattern = route.url;
    const audited = route.config?.audit;
    const hook: onSendHookHandler = (request, reply, payload, done) => {
      const started = early.get(request);
      if (started) {
        settleEarly(audit, request, reply, pattern, started, payload).then(
          (sent) => done(null, sent),
          (error: Error) => done(error),
        );
        return;
      }
      const planned = plan(request, reply, pattern, audited);
      // Most answers record nothing: they leave at once, without a promise to wait for.
      if (!planned) return done(null, payload);
      record(audit, request, reply, planned, payload).then(
        (sent) => done(null, sent),
        (error: Error) => done(error),
      );
    };
    addOnSendBeforeAnswer(route, hook);
    if (!writesEarly(audited)) return;
    const start: preHandlerHookHandler = (request, _reply, done) => {
      const auth = request.auth;
      const workplace = request.workplace;
      // Without a workplace (the integration API may leave it out) the entry goes to each of the actor's
      // workplaces, which takes a query first: written after the answer, as any other.
      if (auth && workplace) {
        const entry = entryOf(
          workplace.id,
          auth.user.id,
          audited.action,
          'success',
          audited.targetType,
          null,
          {
            route: `${request.method} ${pattern}`,
          },
        );
        const written = audit.record(request, entry);
        // Awaited in onSend; until then a failure must not count as unhandled.
        written.catch(() => {});
        early.set(request, { entry, written });
      }
      done();
    };
    route.preHandler = route.preHandler ? [...[route.preHandler].flat(), start] : [start];
  });
}

/**
 * The answer of a read whose entry was started before its handler: sent once the entry is written, or
 * AUDIT_UNAVAILABLE. When the handler failed after all, an entry with the outcome 'failure' and the same
 * request id follows the one started, and a refusal is recorded as on any route.
 */
async function settleEarly(
  audit: AuditTrail,
  request: FastifyRequest,
  reply: FastifyReply,
  pattern: string,
  started: Started,
  payload: unknown,
): Promise<unknown> {
  const status = reply.statusCode;
  if (status < 400) {
    try {
      await started.written;
    } catch (error) {
      withhold(reply, payload, error);
    }
    return payload;
  }
  const { workplaceId, actorId, action, targetType } = started.entry;
  const failure: Planned = {
    entry: entryOf(workplaceId ?? null, actorId ?? '', action, 'failure', targetType ?? '', null, {
      route: `${request.method} ${pattern}`,
      status,
    }),
    forActor: false,
    failClosed: false,
  };
  await record(audit, request, reply, failure, payload);
  const refusal = plan(request, reply, pattern, undefined);
  if (refusal) await record(audit, request, reply, refusal, payload);
  return payload;
}

/** Nothing leaves without its entry: the data is not sent, and the answer becomes AUDIT_UNAVAILABLE. */
function withhold(reply: FastifyReply, payload: unknown, error: unknown): never {
  if (isStream(payload)) payload.destroy();
  reply.removeHeader('content-disposition');
  throw error instanceof AppError ? error : new AppError('AUDIT_UNAVAILABLE');
}

async function record(
  audit: AuditTrail,
  request: FastifyRequest,
  reply: FastifyReply,
  planned: Planned,
  payload: unknown,
): Promise<unknown> {
  try {
    if (planned.forActor)
      await audit.recordForActor(request, { ...planned.entry, actorId: planned.entry.actorId ?? null });
    else await audit.record(request, planned.entry);
  } catch (error) {
    if (!planned.failClosed) return payload;
    withhold(reply, payload, error);
  }
  return payload;
}
