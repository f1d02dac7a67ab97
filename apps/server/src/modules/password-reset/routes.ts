import { access, apiErrorBodySchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordResetService } from './service';

const errors = { 400: apiErrorBodySchema, 429: apiErrorBodySchema };

export async function passwordResetRoutes(
  app: FastifyInstance,
  { resets }: { resets: PasswordResetService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  r.post(
    '/auth/password-reset',
    {
      config: { access: access.public, ...limited },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time password link by e-mail or SMS',
        body: z.object({ document: z.string().trim().min(1).max(40), channel: z.enum(['email', 'phone']) }),
        response: { 202: z.object({ resendAvailableAt: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await resets.request(request.body.document, request.body.channel);
      return reply.status(202).send(result);
    },
  );

  r.post(
    '/auth/password-reset/confirm',
    {
      config: { access: access.public, ...limited },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the one-time token',
        body: z.object({
          token: z.string().min(1).max(200),
          password: z.string().max(200),
          confirmation: z.string().max(200),
        }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resets.confirm(request.body.token, request.body.password, request.body.confirmation);
      return reply.status(204).send(null);
    },
  );
}
