import {
  access,
  apiErrorBodySchema,
  covidReportSchema,
  mandatoryNotificationsPageSchema,
  type ReportPeriodInput,
  refineReportPeriod,
  reportLanguages,
  reportPeriodShape,
  servicesReportSchema,
  toReportPeriod,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { CovidReportService } from './covid-service';
import { sendCsv } from './csv-file';
import type { NotificationsService } from './notifications-service';
import type { ServicesReportService } from './services-service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/** The §5 period (from, to: YYYY-MM-DD, not inverted), typed once its rules pass. */
const withPeriod = <Q extends ReportPeriodInput>({ from, to, ...rest }: Q) => ({
  period: toReportPeriod({ from, to }),
  ...rest,
});
/** The language of the CSV's header and of the words in its rows. */
const lang = z.enum(reportLanguages).default('pt-BR');

const periodQuery = z.object(reportPeriodShape).superRefine(refineReportPeriod).transform(withPeriod);
const csvQuery = z
  .object({ ...reportPeriodShape, lang })
  .superRefine(refineReportPeriod)
  .transform(withPeriod);
const pageQuery = z
  .object({ ...reportPeriodShape, lang, cursor: z.string().max(500).optional() })
  .superRefine(refineReportPeriod)
  .transform(withPeriod);

export async function periodReportRoutes(
  app: FastifyInstance,
  deps: {
    notifications: NotificationsService;
    services: ServicesReportService;
    covid: CovidReportService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const csvSummary = '(UTF-8 with BOM, RFC 4180, header in `lang`), streamed';

  r.get(
    '/reports/notifications',
    {
      config: { access: access.member(), audit: { action: 'patientRead', targetType: 'notifications' } },
      schema: {
        tags: ['reports'],
        summary:
          "Mandatory notifications (§2 /notificacoes-compulsorias): §3 fields of the positive released results of notifiable exams, by release date, newest first, 'load more' by cursor",
        querystring: pageQuery,
        response: { 200: mandatoryNotificationsPageSchema, ...errors },
      },
    },
    async (request) => {
      const { period, cursor, lang } = request.query;
      return deps.notifications.page(contextOf(request), period, { cursor, lang });
    },
  );

  r.get(
    '/reports/notifications.csv',
    {
      config: { access: access.member(), audit: { action: 'export', targetType: 'notificationsCsv' } },
      schema: {
        tags: ['reports'],
        summary: `Mandatory notifications as CSV ${csvSummary}: every notification of the period`,
        querystring: csvQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { period, lang } = request.query;
      return sendCsv(reply, deps.notifications.csv(contextOf(request), period, lang));
    },
  );

  r.get(
    '/reports/services',
    {
      config: { access: access.member() },
      schema: {
        tags: ['reports'],
        summary:
          'Services report (§2 /relatorio-servicos): per exam, the requests registered in the period, the released ones and their money; totals; received by payment method',
        querystring: periodQuery,
        response: { 200: servicesReportSchema, ...errors },
      },
    },
    async (request) => deps.services.report(contextOf(request), request.query.period),
  );

  r.get(
    '/reports/services.csv',
    {
      config: { access: access.member(), audit: { action: 'export', targetType: 'servicesCsv' } },
      schema: {
        tags: ['reports'],
        summary: `Services report as CSV ${csvSummary}: one line per exam, then the totals`,
        querystring: csvQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { period, lang } = request.query;
      return sendCsv(reply, await deps.services.csv(contextOf(request), period, lang));
    },
  );

  r.get(
    '/reports/covid',
    {
      config: { access: access.member() },
      schema: {
        tags: ['reports'],
        summary:
          'Covid-19 report (§2 /relatorio-covid): the Covid exams registered in the period per day, by outcome, and the totals',
        querystring: periodQuery,
        response: { 200: covidReportSchema, ...errors },
      },
    },
    async (request) => deps.covid.report(contextOf(request), request.query.period),
  );

  r.get(
    '/reports/covid.csv',
    {
      config: { access: access.member(), audit: { action: 'export', targetType: 'covidCsv' } },
      schema: {
        tags: ['reports'],
        summary: `Covid-19 report as CSV ${csvSummary}: one line per day, then the totals`,
        querystring: csvQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { period, lang } = request.query;
      return sendCsv(reply, await deps.covid.csv(contextOf(request), period, lang));
    },
  );
}
