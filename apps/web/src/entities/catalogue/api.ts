import { type ExamCatalogue, examCatalogueSchema } from '@ponto/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services-context';

/** GET /exams/catalogue (docs/new-exam.md): what the current workplace offers to order. */
export function getCatalogue(api: ApiClient, cnpj: string): Promise<ExamCatalogue> {
  return api.request('/exams/catalogue', { headers: { cnpj }, schema: examCatalogueSchema });
}

export function catalogueQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: ['exams', cnpj, 'catalogue'] as const,
    queryFn: () => getCatalogue(api, cnpj),
    staleTime: 5 * 60_000,
  });
}

export function useCatalogue(cnpj: string) {
  return useQuery(catalogueQueryOptions(useApi(), cnpj));
}
