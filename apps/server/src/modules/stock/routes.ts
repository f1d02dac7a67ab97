import { apiErrorBodySchema, stockLotSchema } from '@ponto/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { authOf } from '../../platform/authenticate';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { requireWorkplace, workplaceOf } from '../../platform/workplace-scope';
import type { AuthService } from '../auth/service';
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
const cnpjHeader = z
  .object({ cnpj: z.string().describe('Tax id of the workplace (§7 CNPJ header)') })
  .passthrough();

/** A download: the file as it is, not a JSON reply. */
function sendCsv(reply: FastifyReply, file: { body: string; filename: string }) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(file.body);
}

/**
 * §2 orders and inventory, the stock side (docs/stock.md): my stock, a lot's movements, batches and internal
 * lots, exam transfer within the network, lot recall. Every call needs the workplace (CNPJ header) and a
 * user with stockView (§6), checked before the request is validated; another workplace's lot answers 404.
 */
export async function stockRoutes(
  app: FastifyInstance,
  { auth, db, clock }: { auth: AuthService; db: Db; clock: Clock },
) {
  const stock = new StockService({ db, clock });
  const transfers = new TransferService({ db, clock });
  const recall = new RecallService({ db });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scoped = requireWorkplace(auth);
  const stockViewer = async (request: FastifyRequest, reply: FastifyReply) => {
    await scoped(request, reply);
    if (!authOf(request).user.stockView) throw new AppError('FORBIDDEN');
  };
  const tags = ['stock'];

  r.get(
    '/stock',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary:
          "My stock (§2, §3): the workplace's lots by exam then expiry, each flagged ok, expiringSoon (§9: within a week) or expired (blocked for use); empty expired lots left out",
        headers: cnpjHeader,
        response: { 200: stockListSchema, ...errors },
      },
    },
    async (request) => stock.list(workplaceOf(request)),
  );

  r.get(
    '/stock/lots/:id/movements',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary: "A lot's movements (the stock ledger), newest first ('load more')",
        headers: cnpjHeader,
        params: lotIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: lotMovementPageSchema, ...errors },
      },
    },
    async (request) => stock.movements(workplaceOf(request), request.params.id, request.query),
  );

  r.put(
    '/stock/lots/:id/internal-lot',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary: "The workplace's own number for a lot (internal lot)",
        headers: cnpjHeader,
        params: lotIdParamsSchema,
        body: internalLotBodySchema,
        response: { 200: stockLotSchema, ...errors },
      },
    },
    async (request) => stock.setInternalLot(workplaceOf(request), request.params.id, request.body),
  );

  r.get(
    '/stock/batches',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary:
          'Batches and internal lots (§2): every lot with the arrivals that brought it (invoice, order number, date, quantity, internal lot) and the transfers in',
        headers: cnpjHeader,
        response: { 200: batchListSchema, ...errors },
      },
    },
    async (request) => stock.batches(workplaceOf(request)),
  );

  r.get(
    '/stock/transfer-destinations',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary: 'The other workplaces of the network (workplaces.group) that capsules can be transferred to',
        headers: cnpjHeader,
        response: { 200: transferDestinationsSchema, ...errors },
      },
    },
    async (request) => transfers.destinations(workplaceOf(request)),
  );

  r.post(
    '/stock/transfers',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary:
          'Exam transfer (§2): capsules of a lot to another workplace of the network; LOT_EXPIRED, STOCK_INSUFFICIENT, TRANSFER_SAME_WORKPLACE; outside the network 404',
        headers: cnpjHeader,
        body: stockTransferBodySchema,
        response: { 201: stockTransferSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await transfers.transfer(workplaceOf(request), authOf(request).user.id, request.body)),
  );

  r.get(
    '/stock/transfers',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary: "The workplace's transfers, sent and received, newest first ('load more')",
        headers: cnpjHeader,
        querystring: pageQuerySchema,
        response: { 200: stockTransferPageSchema, ...errors },
      },
    },
    async (request) => transfers.list(workplaceOf(request), request.query),
  );

  r.get(
    '/stock/recall',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary:
          "Lot recall: every exam run with a capsule of the lot, and the lot's nullified capsules, at the workplaces the user is linked to",
        headers: cnpjHeader,
        querystring: recallQuerySchema,
        response: { 200: recallSchema, ...errors },
      },
    },
    async (request) => recall.recall(authOf(request).user.id, request.query.lot),
  );

  r.get(
    '/stock/recall.csv',
    {
      preValidation: stockViewer,
      schema: {
        tags,
        summary: 'The lot recall list as CSV (UTF-8 with BOM, RFC 4180, header in `lang`)',
        headers: cnpjHeader,
        querystring: recallCsvQuerySchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await recall.csv(authOf(request).user.id, request.query.lot, request.query.lang)),
  );
}
