import { access, apiErrorBodySchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/authenticate';
import type { Clock } from '../../platform/clock';
import { contextOf } from '../../request-context';
import { ArrivalService } from './arrival';
import {
  invoiceBodySchema,
  invoiceQuerySchema,
  orderableExamsSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
  placeOrderBodySchema,
} from './schemas';
import { OrdersService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};

/**
 * §2 orders and inventory, the workplace's side: every call needs the workplace (CNPJ header) and a user
 * with stockView (§6); another workplace's order answers 404. The access is checked before the request is
 * validated, so a caller without it learns nothing about what the calls take.
 */
export async function orderRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const orders = new OrdersService({ clock });
  const arrival = new ArrivalService({ clock });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/orders/products',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: 'The exams the workplace can order (offered there, third-party tests left out)',
        response: { 200: orderableExamsSchema, ...errors },
      },
    },
    async (request) => orders.orderable(contextOf(request)),
  );

  r.get(
    '/orders',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: "The workplace's orders, newest first ('load more'), optionally of one status (§4)",
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) => orders.list(contextOf(request), request.query),
  );

  r.post(
    '/orders',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: 'Place an order (§2): product lines, delivery address, notes; it starts in analysis',
        body: placeOrderBodySchema,
        response: { 201: orderDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.place(contextOf(request), authOf(request).user.id, request.body)),
  );

  r.get(
    '/orders/arrival',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: 'The dispatched or delivered order with this shipping invoice, with its lots, to check (§2)',
        querystring: invoiceQuerySchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => arrival.preview(contextOf(request), request.query.invoice),
  );

  r.post(
    '/orders/arrival',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: 'Confirm arrival by invoice (§2): the order is received and its lots join the stock, once',
        body: invoiceBodySchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => arrival.confirm(contextOf(request), authOf(request).user.id, request.body.invoice),
  );

  r.get(
    '/orders/:id',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: 'Order detail (§2): products, quantity, number, address, dates, invoice, lots, history',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => orders.get(contextOf(request), request.params.id),
  );

  r.post(
    '/orders/:id/cancel',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: 'Cancel an order not billed yet (in analysis or confirmed, §4)',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => orders.cancel(contextOf(request), authOf(request).user.id, request.params.id),
  );
}
