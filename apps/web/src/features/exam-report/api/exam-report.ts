import { examReportPageSchema } from '@ponto/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { type ExamReportForm, reportQuery } from '../model/filters';

/** GET /reports/exams: the §3 report rows of the applied filters, 'load more' pages. */
export function examReportQueryOptions(api: ApiClient, form: ExamReportForm, lang: string) {
  return infiniteQueryOptions({
    queryKey: ['examReport', form.cnpj, form, lang],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.request(`/reports/exams?${reportQuery(form, lang, pageParam)}`, {
        headers: { cnpj: form.cnpj },
        schema: examReportPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The CSV (§3 columns) or the ZIP of report PDFs (at most 200, §5) of the filters, as a file. */
export function downloadExamReport(api: ApiClient, kind: 'csv' | 'zip', form: ExamReportForm, lang: string) {
  return api.blob(`/reports/exams.${kind}?${reportQuery(form, lang)}`, { headers: { cnpj: form.cnpj } });
}
