import {
  covidReportSchema,
  mandatoryNotificationsPageSchema,
  type ReportPeriod,
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
