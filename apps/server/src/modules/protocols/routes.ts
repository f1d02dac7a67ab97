import {
  apiErrorBodySchema,
  protocolListSchema,
  protocolStatusSchema,
  protocolTypeSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireWorkplace, workplaceOf } from '../../platform/workplace-scope';
import type { AuthService } from '../auth/service';
import type { ProtocolService } from './service';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };
const cnpjHeader = z
  .object({ cnpj: z.string().describe('Tax id of the workplace (§7 CNPJ header)') })
  .passthrough();
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

export async function protocolRoutes(
  app: FastifyInstance,
  { auth, protocols }: { auth: AuthService; protocols: ProtocolService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/protocols',
    {
      preHandler: requireWorkplace(auth),
      schema: {
        tags: ['protocols'],
        summary: "The workplace's protocols (§2 protocol table): search, type, status, dates, 'load more'",
        headers: cnpjHeader,
        querystring: querySchema,
        response: { 200: protocolListSchema, ...errors },
      },
    },
    async (request) => protocols.list(workplaceOf(request), request.query),
  );
}
