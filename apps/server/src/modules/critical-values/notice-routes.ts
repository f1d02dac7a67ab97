import {
  access,
  apiErrorBodySchema,
  criticalNoticeAcknowledgementSchema,
  criticalNoticeListSchema,
  criticalNoticeQuerySchema,
  criticalNoticeSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import { auditSourceOf } from '../audit/service';
import type { CriticalNoticeService } from './notice-service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/**
 * Critical notices (docs/results.md, "Critical values"): every member of the workplace sees them and may
 * record who was told, since whoever is at the counter is the one who calls.
 */
export async function criticalNoticeRoutes(
  app: FastifyInstance,
  { notices }: { notices: CriticalNoticeService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/critical-notices',
    {
      // Patient names and results: a read of patient data.
      config: { access: access.member(), audit: { action: 'patientRead', targetType: 'criticalNoticeList' } },
      schema: {
        tags: ['results'],
        summary:
          'The workplace’s critical notices, newest first: open ones wait for someone to record who was told (the newest 100 acknowledged)',
        querystring: criticalNoticeQuerySchema,
        response: { 200: criticalNoticeListSchema, ...errors },
      },
    },
    async (request) => ({ items: await contextOf(request).repos.criticalNotices.list(request.query.status) }),
  );

  r.post(
    '/critical-notices/:id/acknowledgement',
    {
      config: {
        access: access.member(),
        audit: {
          action: 'criticalNoticeAcknowledge',
          targetType: 'criticalNotice',
          targetParam: 'id',
          recordedInTransaction: true,
        },
      },
      schema: {
        tags: ['results'],
        summary:
          'Record who was told of a critical value, by whom, when, how, and that the values were read back (once)',
        params: z.object({ id: z.uuid() }),
        body: criticalNoticeAcknowledgementSchema,
        response: { 200: criticalNoticeSchema, ...errors, 409: apiErrorBodySchema },
      },
    },
    async (request) =>
      notices.acknowledge(contextOf(request), request.params.id, request.body, auditSourceOf(request)),
  );
}
