import { reportLogoSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

export const reportLogoKey = (cnpj: string) => ['reportLogo', cnpj] as const;

/** GET /workplace/report-logo: the logo on the workplace's reports, or null. */
export function reportLogoQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: reportLogoKey(cnpj),
    queryFn: ({ signal }) =>
      api.request('/workplace/report-logo', { headers: { cnpj }, schema: reportLogoSchema, signal }),
  });
}

/** PUT /workplace/report-logo (managers): a PNG or JPEG data: URL. */
export function saveReportLogo(api: ApiClient, cnpj: string, image: string) {
  return api.request('/workplace/report-logo', {
    method: 'PUT',
    headers: { cnpj },
    body: { image },
    schema: reportLogoSchema,
  });
}

/** DELETE /workplace/report-logo (managers): the reports carry the Ponto mark again. */
export function removeReportLogo(api: ApiClient, cnpj: string) {
  return api.request('/workplace/report-logo', {
    method: 'DELETE',
    headers: { cnpj },
    schema: reportLogoSchema,
  });
}
