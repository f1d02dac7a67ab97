import {
  type AuditAction,
  type AuditOutcome,
  auditPageSchema,
  auditVerificationSchema,
  operatorListSchema,
} from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

export interface AuditFilters {
  action: AuditAction | '';
  outcome: AuditOutcome | '';
  /** The user who acted (id). */
  actorId: string;
  /** YYYY-MM-DD, whole UTC days. */
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilters = { action: '', outcome: '', actorId: '', from: '', to: '' };

function filterQuery(filters: AuditFilters, cursor?: string | null): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

/** GET /audit-log: the workplace's trail, newest first, 'load more' pages (managers). */
export function auditQueryOptions(api: ApiClient, cnpj: string, filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['audit', cnpj, filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.request(`/audit-log?${filterQuery(filters, pageParam)}`, {
        headers: { cnpj },
        schema: auditPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /operators: the workplace's people, to filter the trail by who acted (same cache as the people list). */
export function auditPeopleQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: ['operators', cnpj],
    queryFn: ({ signal }) =>
      api.request('/operators', { headers: { cnpj }, schema: operatorListSchema, signal }),
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
