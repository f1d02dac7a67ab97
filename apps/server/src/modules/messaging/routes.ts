import { access, apiErrorBodySchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { MessagingRepository } from './repository';

const outboxEntry = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * The embedded outbox, readable over HTTP only when no real mail server is configured: it is how a demo
 * (or a test) reads the password-reset e-mail and SMS.
 */
export async function outboxRoutes(app: FastifyInstance, { repo }: { repo: MessagingRepository }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary:
          'Messages of the embedded e-mail and SMS outbox (only without SMTP_URL, only from this machine)',
        response: { 200: z.array(outboxEntry), 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      // The outbox holds live reset links: only someone on the portal's own machine may read it.
      if (!isLoopback(request.ip)) throw new AppError('NOT_FOUND');
      return (await repo.recent(100)).map((m) => ({
        id: m.id,
        channel: m.channel as 'email' | 'sms',
        to: m.recipient,
        subject: m.subject,
        text: m.body,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      }));
    },
  );
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}
