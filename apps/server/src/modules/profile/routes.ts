import {
  access,
  apiErrorBodySchema,
  passwordChangeBodySchema,
  profileBodySchema,
  profileSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import type { ProfileService } from './service';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 423: apiErrorBodySchema };

/**
 * §2 profile of the signed-in user. The interface language is kept by PUT /auth/session/language
 * (the language switcher), not here.
 */
export async function profileRoutes(app: FastifyInstance, { profiles }: { profiles: ProfileService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profile',
    {
      config: { access: access.signedIn() },
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
      config: { access: access.signedIn() },
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
      config: { access: access.signedIn() },
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
