import type { Readable } from 'node:stream';
import { access, apiErrorBodySchema, reportPeriodSchema, rndsSendSchema } from '@ponto/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { RndsService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
};

const examParams = z.object({ examRequestId: z.uuid() });

function sendDownload(reply: FastifyReply, file: { name: string; type: string; body: Readable | string }) {
  reply.header('content-type', file.type);
  reply.header('content-disposition', `attachment; filename="${file.name}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(file.body);
}

/**
 * RNDS documents of the mandatory-notifications report (docs/rnds.md): the same readers and the same audit
 * as the report's CSV; sending, for managers, only when the server has the RNDS settings.
 */
export async function rndsRoutes(app: FastifyInstance, { rnds }: { rnds: RndsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reports/notifications/rnds',
    {
      config: { access: access.member(), audit: { action: 'export', targetType: 'rndsDocuments' } },
      schema: {
        tags: ['reports'],
        summary:
          'RNDS documents of the period (from, to: YYYY-MM-DD) as a ZIP of one document Bundle per exam (`<protocol>-<exam id>.json`); exams RNDS does not take are left out',
        querystring: reportPeriodSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const period = request.query;
      return sendDownload(reply, {
        name: `rnds-${period.from}_${period.to}.zip`,
        type: 'application/zip',
        body: await rnds.period(contextOf(request), period),
      });
    },
  );

  r.get(
    '/reports/notifications/:examRequestId/rnds',
    {
      config: {
        access: access.member(),
        audit: { action: 'export', targetType: 'rndsDocument', targetParam: 'examRequestId' },
      },
      schema: {
        tags: ['reports'],
        summary:
          "One exam's RNDS laboratory result document (BRResultadoExameLaboratorial 1.1 Bundle, application/fhir+json download); 422 names why RNDS would not take it",
        params: examParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { examRequestId } = request.params;
      const bundle = await rnds.document(contextOf(request), examRequestId);
      return sendDownload(reply, {
        name: `rnds-${examRequestId}.json`,
        type: 'application/fhir+json; charset=utf-8',
        body: JSON.stringify(bundle, null, 2),
      });
    },
  );

  r.post(
    '/reports/notifications/:examRequestId/rnds/sends',
    {
      config: {
        access: access.member('manager'),
        audit: { action: 'export', targetType: 'rndsSend', targetParam: 'examRequestId' },
      },
      schema: {
        tags: ['reports'],
        summary:
          "Send the exam's RNDS document to RNDS (managers; 409 RNDS_NOT_CONFIGURED without the server's RNDS settings): RNDS's answer is recorded and returned, sent with its RNDS id or failed with the reason",
        params: examParams,
        response: { 200: rndsSendSchema, ...errors },
      },
    },
    async (request) => rnds.send(contextOf(request), request.params.examRequestId),
  );

  r.get(
    '/reports/notifications/:examRequestId/rnds/sends',
    {
      config: { access: access.member() },
      schema: {
        tags: ['reports'],
        summary: "The exam's sends to RNDS, newest first: status, RNDS id, error",
        params: examParams,
        response: { 200: z.array(rndsSendSchema), ...errors },
      },
    },
    async (request) => rnds.sends(contextOf(request), request.params.examRequestId),
  );
}
