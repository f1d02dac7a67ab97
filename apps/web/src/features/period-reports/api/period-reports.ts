import {
  covidReportSchema,
  mandatoryNotificationsPageSchema,
  type ReportPeriod,
  rndsSendSchema,
  servicesReportSchema,
} from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { periodQuery } from '../model/period';

/** GET /reports/notifications: the §3 mandatory notifications of the period, 'load more' pages. */
export function notificationsQueryOptions(api: ApiClient, cnpj: string, period: ReportPeriod, lang: string) {
  return infiniteQueryOptions({
    queryKey: ['notificationsReport', cnpj, period, lang],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.request(`/reports/notifications?${periodQuery(period, { lang, cursor: pageParam })}`, {
        headers: { cnpj },
        schema: mandatoryNotificationsPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /reports/services: per exam and per payment method, with totals. */
export function servicesQueryOptions(api: ApiClient, cnpj: string, period: ReportPeriod) {
  return queryOptions({
    queryKey: ['servicesReport', cnpj, period],
    queryFn: ({ signal }) =>
      api.request(`/reports/services?${periodQuery(period)}`, {
        headers: { cnpj },
        schema: servicesReportSchema,
        signal,
      }),
  });
}

/** GET /reports/covid: per day and outcome, with totals. */
export function covidQueryOptions(api: ApiClient, cnpj: string, period: ReportPeriod) {
  return queryOptions({
    queryKey: ['covidReport', cnpj, period],
    queryFn: ({ signal }) =>
      api.request(`/reports/covid?${periodQuery(period)}`, {
        headers: { cnpj },
        schema: covidReportSchema,
        signal,
      }),
  });
}

/** The CSV of a report for the period, in the user's language. */
export const csvPath = (report: 'notifications' | 'services' | 'covid', period: ReportPeriod, lang: string) =>
  `/reports/${report}.csv?${periodQuery(period, { lang })}`;

/** One exam's RNDS document (docs/rnds.md): a FHIR document Bundle. */
export const rndsDocumentPath = (examRequestId: string) => `/reports/notifications/${examRequestId}/rnds`;

/** The period's RNDS documents: a ZIP of one document per exam RNDS takes. */
export const rndsPeriodPath = (period: ReportPeriod) => `/reports/notifications/rnds?${periodQuery(period)}`;

/** Sends one exam's document to RNDS (managers, when the server has the RNDS settings); the send's record. */
export const sendToRnds = (api: ApiClient, cnpj: string, examRequestId: string) =>
  api.request(`/reports/notifications/${examRequestId}/rnds/sends`, {
    method: 'POST',
    headers: { cnpj },
    schema: rndsSendSchema,
  });
