import { Readable } from 'node:stream';
import { access, apiErrorBodySchema, stockLotSchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { authOf } from '../../platform/authenticate';
import type { Clock } from '../../platform/clock';
import { contextOf } from '../../request-context';
import { sendCsv } from '../period-reports/csv-file';
import { RecallService } from './recall';
import {
  batchListSchema,
  internalLotBodySchema,
  lotIdParamsSchema,
  lotMovementPageSchema,
  pageQuerySchema,
  recallCsvQuerySchema,
  recallQuerySchema,
  recallSchema,
  stockListSchema,
  stockTransferBodySchema,
  stockTransferPageSchema,
  stockTransferSchema,
  transferDestinationsSchema,
} from './schemas';
import { StockService } from './service';
import { TransferService } from './transfers';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
};

/**
 * §2 orders and inventory, the stock side (docs/stock.md): my stock, a lot's movements, batches and internal
 * lots, exam transfer within the network, lot recall. Every call needs the workplace (CNPJ header) and a
 * user with stockView (§6), checked before the request is validated; another workplace's lot answers 404.
 */
export async function stockRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const stock = new StockService({ clock });
  const transfers = new TransferService({ clock });
  const recall = new RecallService({ db });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stock'];

  r.get(
    '/stock',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary:
          "My stock (§2, §3): the workplace's lots by exam then expiry, each flagged ok, expiringSoon (§9: within a week) or expired (blocked for use); empty expired lots left out",
        response: { 200: stockListSchema, ...errors },
      },
    },
    async (request) => stock.list(contextOf(request)),
  );

  r.get(
    '/stock/lots/:id/movements',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: "A lot's movements (the stock ledger), newest first ('load more')",
        params: lotIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: lotMovementPageSchema, ...errors },
      },
    },
    async (request) => stock.movements(contextOf(request), request.params.id, request.query),
  );

  r.put(
    '/stock/lots/:id/internal-lot',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: "The workplace's own number for a lot (internal lot)",
        params: lotIdParamsSchema,
        body: internalLotBodySchema,
        response: { 200: stockLotSchema, ...errors },
      },
    },
    async (request) => stock.setInternalLot(contextOf(request), request.params.id, request.body),
  );

  r.get(
    '/stock/batches',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary:
          'Batches and internal lots (§2): every lot with the arrivals that brought it (invoice, order number, date, quantity, internal lot) and the transfers in',
        response: { 200: batchListSchema, ...errors },
      },
    },
    async (request) => stock.batches(contextOf(request)),
  );

  r.get(
    '/stock/transfer-destinations',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: 'The other workplaces of the network (workplaces.group) that capsules can be transferred to',
        response: { 200: transferDestinationsSchema, ...errors },
      },
    },
    async (request) => transfers.destinations(contextOf(request)),
  );

  r.post(
    '/stock/transfers',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary:
          'Exam transfer (§2): capsules of a lot to another workplace of the network; LOT_EXPIRED, STOCK_INSUFFICIENT, TRANSFER_SAME_WORKPLACE; outside the network 404',
        body: stockTransferBodySchema,
        response: { 201: stockTransferSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await transfers.transfer(contextOf(request), request.body)),
  );

  r.get(
    '/stock/transfers',
    {
      config: { access: access.member('stockView') },
      schema: {
        tags,
        summary: "The workplace's transfers, sent and received, newest first ('load more')",
        querystring: pageQuerySchema,
        response: { 200: stockTransferPageSchema, ...errors },
      },
    },
    async (request) => transfers.list(contextOf(request), request.query),
  );

  r.get(
    '/stock/recall',
    {
      config: {
        access: access.member('stockView'),
        audit: { action: 'patientRead', targetType: 'lotRecall' },
      },
      schema: {
        tags,
        summary:
          "Lot recall: every exam run with a capsule of the lot, and the lot's nullified capsules, at the workplaces the user is linked to",
        querystring: recallQuerySchema,
        response: { 200: recallSchema, ...errors },
      },
    },
    async (request) => recall.recall(authOf(request).user.id, request.query.lot),
  );

  r.get(
    '/stock/recall.csv',
    {
      config: { access: access.member('stockView'), audit: { action: 'export', targetType: 'lotRecallCsv' } },
      schema: {
        tags,
        summary: 'The lot recall list as CSV (UTF-8 with BOM, RFC 4180, header in `lang`)',
        querystring: recallCsvQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await recall.csv(authOf(request).user.id, request.query.lot, request.query.lang);
      return sendCsv(reply, { stream: Readable.from([file.body]), filename: file.filename });
    },
  );
}
