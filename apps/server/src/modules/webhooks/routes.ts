import {
  access,
  apiErrorBodySchema,
  type WebhookDeliveryQuery,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  webhookDeliveryPageSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { WebhooksService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};
const endpointParams = z.object({ id: z.uuid() });
const deliveryParams = z.object({ id: z.string().max(64) });

/**
 * Webhooks in the portal: a workplace's endpoints (managers change them) and the delivery log with
 * replay. Events and signing are described in docs/webhooks.md.
 */
export async function webhookRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhooksService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/webhooks/endpoints',
    {
      config: { access: access.member() },
      schema: {
        tags: ['webhooks'],
        summary: 'The workplace’s webhook endpoints (secrets masked)',
        response: { 200: webhookEndpointListSchema, ...errors },
      },
    },
    async (request) => webhooks.list(contextOf(request)),
  );

  r.post(
    '/webhooks/endpoints',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['webhooks'],
        summary:
          'Register an endpoint (managers): an https URL of a public address and its events; the answer shows the whole secret, once',
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await webhooks.create(contextOf(request), request.body as WebhookEndpointInput);
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/webhooks/endpoints/:id',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['webhooks'],
        summary:
          'Turn an endpoint on or off, or change its events (managers); off cancels what it had pending',
        params: endpointParams,
        body: webhookEndpointPatchSchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) =>
      webhooks.update(contextOf(request), request.params.id, request.body as WebhookEndpointPatch),
  );

  r.delete(
    '/webhooks/endpoints/:id',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['webhooks'],
        summary: 'Delete an endpoint and its delivery log (managers)',
        params: endpointParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await webhooks.remove(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/webhooks/deliveries',
    {
      config: { access: access.member() },
      schema: {
        tags: ['webhooks'],
        summary: 'The delivery log, newest first, 50 a page (load more with nextCursor); one endpoint or all',
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryPageSchema, ...errors },
      },
    },
    async (request) => webhooks.deliveries(contextOf(request), request.query as WebhookDeliveryQuery),
  );

  r.post(
    '/webhooks/deliveries/:id/replay',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['webhooks'],
        summary:
          'Send a delivery again now, with the same webhook-id (managers); its endpoint must be enabled (409 otherwise)',
        params: deliveryParams,
        response: { 200: webhookDeliverySchema, 409: apiErrorBodySchema, ...errors },
      },
    },
    async (request) => webhooks.replay(contextOf(request), request.params.id),
  );
}
