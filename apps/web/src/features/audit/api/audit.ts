import { type AuditAction, type AuditOutcome, auditPageSchema, auditVerificationSchema } from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';

export interface AuditFilters {
  action: AuditAction | '';
  outcome: AuditOutcome | '';
  /** YYYY-MM-DD, whole UTC days. */
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilters = { action: '', outcome: '', from: '', to: '' };

function filterQuery(filters: AuditFilters, before?: number | null): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (before) query.set('before', String(before));
  return query.toString();
}

/** GET /audit-log: the workplace's trail, newest first, 'load more' pages (managers). */
export function auditQueryOptions(api: ApiClient, cnpj: string, filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['audit', cnpj, filters],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.request(`/audit-log?${filterQuery(filters, pageParam)}`, {
        headers: { cnpj },
        schema: auditPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** GET /audit-log/verify: whether every entry still follows from the ones before it. */
export function auditVerificationQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: ['audit', cnpj, 'verify'],
    queryFn: ({ signal }) =>
      api.request('/audit-log/verify', { headers: { cnpj }, schema: auditVerificationSchema, signal }),
    enabled: false,
  });
}

/** The filtered trail as CSV; the server records the export itself. */
export const downloadAuditCsv = (api: ApiClient, cnpj: string, filters: AuditFilters) =>
  api.blob(`/audit-log/export.csv?${filterQuery(filters)}`, { headers: { cnpj } });
