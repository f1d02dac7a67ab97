import type { FastifyRequest } from 'fastify';
import type { AuditTrail } from './service';

/** Who a sign-in attempt was for (the sign-in module answers), without the audit trail depending on it. */
interface SignInSubjects {
  signInSubject(document: string): Promise<{ userId: string; workplaceIds: string[] } | null>;
}

/**
 * Records a sign-in attempt (the web's and the integration API's) in the audit chain of each workplace of
 * the account; one for an unknown document goes to the global chain. Only the document's last two digits
 * are kept. `via` tells the two doors apart.
 */
export async function recordSignIn(
  audit: AuditTrail,
  auth: SignInSubjects,
  request: FastifyRequest,
  attempt: {
    document: string;
    outcome: 'success' | 'failure';
    code: string | null;
    via: 'portal' | 'integration';
  },
): Promise<void> {
  const subject = await auth.signInSubject(attempt.document);
  const details = {
    document: `***${attempt.document.replace(/\W/g, '').slice(-2)}`,
    via: attempt.via,
    ...(attempt.code && { code: attempt.code }),
  };
  const workplaces = subject?.workplaceIds.length ? subject.workplaceIds : [null];
  for (const workplaceId of workplaces)
    await audit.record(request, {
      action: 'login',
      outcome: attempt.outcome,
      workplaceId,
      actorId: subject?.userId ?? null,
      details,
    });
}
