import { access, apiErrorBodySchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { authOf } from '../../platform/authenticate';
import type { Clock } from '../../platform/clock';
import {
  distributorMoveBodySchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
} from '../orders/schemas';
import { DistributorService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};

const listQuerySchema = orderListQuerySchema.extend({
  cnpj: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .optional()
    .describe('Only the orders of this workplace (tax id, masked or not)'),
});

/**
 * The distributor API, /distributor/v1 (docs/orders.md): the normal bearer access token of a user with
 * the 'distributor' role; any other user is refused with 403. Orders of workplaces not linked to the
 * distributor answer 404.
 */
export async function distributorRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const distributor = new DistributorService({ db, clock });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['distributor'];

  r.get(
    '/distributor/v1/orders',
    {
      config: { access: access.signedIn('distributor') },
      schema: {
        tags,
        summary: "The linked workplaces' orders, newest first ('load more'), by status or workplace",
        querystring: listQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) => distributor.list(authOf(request).user.id, request.query),
  );

  r.get(
    '/distributor/v1/orders/:id',
    {
      config: { access: access.signedIn('distributor') },
      schema: {
        tags,
        summary: 'One order: products, delivery address, dates, invoice, shipment lots and history',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => distributor.get(authOf(request).user.id, request.params.id),
  );

  r.post(
    '/distributor/v1/orders/:id/status',
    {
      config: { access: access.signedIn('distributor') },
      schema: {
        tags,
        summary:
          'Move an order (§4). Invoice for shipping needs the shipping invoice and the lots; dispatched records the day it left',
        params: orderIdParamsSchema,
        body: distributorMoveBodySchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => distributor.move(authOf(request).user.id, request.params.id, request.body),
  );
}
