import {
  access,
  accountSummarySchema,
  accountSuspensionInputSchema,
  apiErrorBodySchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { auditSourceOf } from '../audit/service';
import type { AccountsService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  503: apiErrorBodySchema,
};

/** Ponto's support staff's accounts (§6 suspension; docs/audit.md, "Account suspension"). */
export async function accountsRoutes(app: FastifyInstance, { accounts }: { accounts: AccountsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/accounts',
    {
      config: { access: access.signedIn('support') },
      schema: {
        tags: ['accounts'],
        summary:
          'Find accounts of the whole network by CPF digits, e-mail or part of the name; at most 20 (support)',
        querystring: z.object({ q: z.string().max(200).default('') }),
        response: { 200: z.object({ items: z.array(accountSummarySchema) }), ...errors },
      },
    },
    async (request) => ({ items: await accounts.search(request.query.q) }),
  );

  r.put(
    '/accounts/:id/suspension',
    {
      config: { access: access.signedIn('support') },
      schema: {
        tags: ['accounts'],
        summary:
          'Suspend an account with a reason (§6, pending payment) or lift the suspension (support); audited, ends its sessions at once',
        params: z.object({ id: z.uuid() }),
        body: accountSuspensionInputSchema,
        response: { 204: z.null(), 404: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.setSuspension(authOf(request), request.params.id, request.body, auditSourceOf(request));
      return reply.status(204).send(null);
    },
  );
}
