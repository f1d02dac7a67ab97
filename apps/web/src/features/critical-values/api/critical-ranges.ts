import { type CriticalRangeInput, criticalRangeListSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

export const criticalRangesKey = (cnpj: string) => ['criticalRanges', cnpj] as const;

/** GET /critical-ranges: the quantitative analytes the workplace offers, with the catalogue's and its own range. */
export function criticalRangesQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: criticalRangesKey(cnpj),
    queryFn: ({ signal }) =>
      api.request('/critical-ranges', { headers: { cnpj }, schema: criticalRangeListSchema, signal }),
  });
}

/** PUT /critical-ranges/{exam}/{analyte}: the workplace's own range; both bounds empty restore the catalogue's. */
export function saveCriticalRange(
  api: ApiClient,
  cnpj: string,
  target: { examCode: string; analyteCode: string },
  range: { lower: string; upper: string } | CriticalRangeInput,
) {
  return api.request(
    `/critical-ranges/${encodeURIComponent(target.examCode)}/${encodeURIComponent(target.analyteCode)}`,
    { method: 'PUT', headers: { cnpj }, body: range, schema: criticalRangeListSchema },
  );
}
