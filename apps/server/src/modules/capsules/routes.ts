import { access, apiErrorBodySchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../request-context';
import { nullifiedListQuerySchema, nullifiedListSchema, nullifiedSchema, nullifyBodySchema } from './schemas';
import type { CapsuleService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};

export async function capsuleRoutes(app: FastifyInstance, { capsules }: { capsules: CapsuleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/capsules/nullify',
    {
      config: { access: access.member() },
      schema: {
        tags: ['capsules'],
        summary: 'Nullify a capsule of a lot of the workplace: never used, not billed (§2, §4)',
        body: nullifyBodySchema,
        response: { 201: nullifiedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await capsules.nullify(contextOf(request), request.body)),
  );

  r.get(
    '/capsules/nullified',
    {
      config: { access: access.member() },
      schema: {
        tags: ['capsules'],
        summary: "The workplace's nullified capsules, newest first ('load more')",
        querystring: nullifiedListQuerySchema,
        response: { 200: nullifiedListSchema, ...errors },
      },
    },
    async (request) => capsules.list(contextOf(request), request.query),
  );
}
