import {
  apiErrorBodySchema,
  passwordChangeBodySchema,
  profileBodySchema,
  profileSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/authenticate';
import type { AuthService } from '../auth/service';
import type { ProfileService } from './service';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 423: apiErrorBodySchema };

/**
 * §2 profile of the signed-in user. The interface language is kept by PUT /auth/session/language
 * (the language switcher), not here.
 */
export async function profileRoutes(
  app: FastifyInstance,
  { auth, profiles }: { auth: AuthService; profiles: ProfileService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireAuth(auth);

  r.get(
    '/profile',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user: personal data, address, council data',
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profiles.get(authOf(request)),
  );

  r.put(
    '/profile',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: 'Keep personal data, address and council data (the document is read-only)',
        body: profileBodySchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profiles.update(authOf(request), request.body),
  );

  r.post(
    '/profile/password',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: 'Change the password: current one, new one (6+, a letter and a number), confirmation',
        body: passwordChangeBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await profiles.changePassword(authOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
