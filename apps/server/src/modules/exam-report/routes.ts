import type { Readable } from 'node:stream';
import {
  access,
  apiErrorBodySchema,
  type ExamReportFilterInput,
  examReportFilterShape,
  examReportPageSchema,
  refineExamReportFilter,
  reportLanguages,
  toExamReportFilter,
} from '@ponto/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { ExamReportService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/** §5 filters (from, to, exam, model) and the language of the header and of the words in the rows. */
const filterFields = { ...examReportFilterShape, lang: z.enum(reportLanguages).default('pt-BR') };
const withFilter = <Q extends ExamReportFilterInput>({ from, to, exam, model, ...rest }: Q) => ({
  filter: toExamReportFilter({ from, to, exam, model }),
  ...rest,
});
const downloadQuery = z.object(filterFields).superRefine(refineExamReportFilter).transform(withFilter);
const pageQuery = z
  .object({ ...filterFields, cursor: z.string().max(500).optional() })
  .superRefine(refineExamReportFilter)
  .transform(withFilter);

/** A download is sent as it is written: the stream is piped, never serialised. */
function sendFile(reply: FastifyReply, file: { stream: Readable; filename: string }, contentType: string) {
  reply.header('content-type', contentType);
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(file.stream);
}

export async function examReportRoutes(
  app: FastifyInstance,
  { examReports }: { examReports: ExamReportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reports/exams',
    {
      config: { access: access.member(), audit: { action: 'patientRead', targetType: 'examReport' } },
      schema: {
        tags: ['reports'],
        summary:
          "Exam report (§2 /relatorio-exames): §3 report rows of the period, one per analyte result, newest exam first, 'load more' by cursor",
        querystring: pageQuery,
        response: { 200: examReportPageSchema, ...errors },
      },
    },
    async (request) => {
      const { filter, cursor, lang } = request.query;
      return examReports.page(contextOf(request), filter, { cursor, lang });
    },
  );

  r.get(
    '/reports/exams.csv',
    {
      config: { access: access.member(), audit: { action: 'export', targetType: 'examReportCsv' } },
      schema: {
        tags: ['reports'],
        summary:
          'Exam report as CSV (UTF-8 with BOM, RFC 4180, header in `lang`), streamed: every row of the period',
        querystring: downloadQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { filter, lang } = request.query;
      return sendFile(reply, examReports.csv(contextOf(request), filter, lang), 'text/csv; charset=utf-8');
    },
  );

  r.get(
    '/reports/exams.zip',
    {
      config: { access: access.member(), audit: { action: 'export', targetType: 'examReportZip' } },
      schema: {
        tags: ['reports'],
        summary:
          'The PDF reports of the period in one ZIP, streamed; at most 200 files (§9): DOWNLOAD_LIMIT_EXCEEDED above, NO_REPORTS_TO_DOWNLOAD when none',
        querystring: downloadQuery,
        response: { ...errors, 422: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { filter, lang } = request.query;
      return sendFile(reply, await examReports.zip(contextOf(request), filter, lang), 'application/zip');
    },
  );
}
