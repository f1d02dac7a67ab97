import type { AuditAction } from '@ponto/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditTrail } from './trail';

/** A route whose successful calls go to the audit trail: `config: { audit: { … } }` on the route. */
export interface AuditedRoute {
  action: AuditAction;
  targetType: string;
  /** The route parameter that names the target (the patient's or the exam's id). */
  targetParam?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditedRoute;
  }
}

/**
 * After each response: a successful call of an audited route (reads of patient data, exports, prints,
 * releases, rectifications), and any refusal (403) of a signed-in user, go to the trail. Recorded once the
 * answer is sent, so a failure to record is logged rather than taking the user's work back.
 */
export function auditResponses(audit: AuditTrail, onError: (error: unknown) => void) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.auth) return;
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const base = { workplaceId: request.workplace?.id ?? null, actorId: request.auth.user.id };
    const audited = request.routeOptions.config?.audit;
    let entry: Parameters<AuditTrail['record']>[1] | null = null;
    if (reply.statusCode === 403) {
      entry = { ...base, action: 'accessDenied', outcome: 'denied', targetType: 'route', targetId: route };
    } else if (audited && reply.statusCode < 400) {
      const params = request.params as Record<string, string> | undefined;
      entry = {
        ...base,
        action: audited.action,
        outcome: 'success',
        targetType: audited.targetType,
        targetId: audited.targetParam ? (params?.[audited.targetParam] ?? null) : null,
        details: { route },
      };
    }
    if (entry) await audit.record(request, entry).catch(onError);
  };
}
