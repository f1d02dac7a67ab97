import {
  access,
  apiErrorBodySchema,
  protocolListSchema,
  protocolStatusSchema,
  protocolTypeSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import { protocolService as protocols } from './service';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };
const printErrors = { ...errors, 404: apiErrorBodySchema, 503: apiErrorBodySchema };
const day = z.iso.date();

const querySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: protocolTypeSchema.optional(),
  status: protocolStatusSchema.optional(),
  from: day.optional(),
  to: day.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export async function protocolRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/protocols',
    {
      config: { access: access.member(), audit: { action: 'patientRead', targetType: 'protocolList' } },
      schema: {
        tags: ['protocols'],
        summary: "The workplace's protocols (§2 protocol table): search, type, status, dates, 'load more'",
        querystring: querySchema,
        response: { 200: protocolListSchema, ...errors },
      },
    },
    async (request) => protocols.list(contextOf(request).repos.protocols, request.query),
  );

  // The browser prints the protocol sheet and the labels itself (window.print): it says so here first, and
  // prints only once the audit trail has it (docs/audit.md); another workplace's protocol is not found.
  for (const [what, targetType] of [
    ['sheet', 'protocolSheet'],
    ['labels', 'protocolLabels'],
  ] as const)
    app.withTypeProvider<ZodTypeProvider>().post(
      `/protocols/:id/${what}/print`,
      {
        config: { access: access.member(), audit: { action: 'print', targetType, targetParam: 'id' } },
        schema: {
          tags: ['protocols'],
          summary: `Record that the protocol's ${what === 'sheet' ? 'sheet' : 'labels'} is being printed (audit trail), before the browser prints it`,
          params: z.object({ id: z.uuid() }),
          response: { 204: z.null(), ...printErrors },
        },
      },
      async (request, reply) => {
        await protocols.assertVisible(contextOf(request).repos.protocols, request.params.id);
        return reply.status(204).send(null);
      },
    );
}
