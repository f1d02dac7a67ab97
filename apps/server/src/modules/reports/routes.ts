import {
  access,
  apiErrorBodySchema,
  reportBase64Schema,
  reportHashSchema,
  reportVerificationSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { ReportService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};

export async function reportRoutes(app: FastifyInstance, { reports }: { reports: ReportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/exam-requests/:id/report.pdf',
    {
      config: {
        access: access.member(),
        audit: { action: 'print', targetType: 'examRequest', targetParam: 'id' },
      },
      schema: {
        tags: ['reports'],
        summary:
          'The exam report as a PDF (§2) in a language chosen at registration: results, council data, hashcode and QR',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ lang: z.string().max(10).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { document, filename } = await reports.pdf(
        contextOf(request).repos.reports,
        request.params.id,
        request.query.lang,
      );
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename="${filename}"`);
      reply.header('cache-control', 'no-store');
      // A stream is piped as it is written, never serialised: the schema above only documents errors.
      return reply.send(document as never);
    },
  );

  r.get(
    '/exam-requests/:id/report.base64',
    {
      config: {
        access: access.member(),
        audit: { action: 'print', targetType: 'examRequest', targetParam: 'id' },
      },
      schema: {
        tags: ['reports'],
        summary:
          'The exam report PDF as base64 in JSON, for integrations (§6, §7: contracted clients only; others get REPORT_BASE64_NOT_CONTRACTED)',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ lang: z.string().max(10).optional() }),
        response: { 200: reportBase64Schema, ...errors },
      },
    },
    async (request) => {
      const { workplace, repos } = contextOf(request);
      return reports.base64(workplace, repos.reports, request.params.id, request.query.lang);
    },
  );

  r.get(
    '/public/reports/:hash',
    {
      config: { access: access.public },
      schema: {
        tags: ['reports'],
        summary: 'Verify a printed report by its hashcode (public): only what confirms it is authentic',
        params: z.object({ hash: reportHashSchema }),
        response: { 200: reportVerificationSchema, ...errors },
      },
    },
    async (request) => reports.verify(request.params.hash),
  );
}
