import type { ProtocolStatus, ProtocolType } from '@ponto/domain';

export interface ProtocolFilters {
  q: string;
  type: ProtocolType | '';
  status: ProtocolStatus | '';
  from: string;
  to: string;
}

export const emptyFilters: ProtocolFilters = { q: '', type: '', status: '', from: '', to: '' };

/** The filters as GET /protocols query parameters; empty ones are left out. */
export function filtersQuery(filters: ProtocolFilters, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams({ limit: '20' });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  if (cursor) query.set('cursor', cursor);
  return query;
}

/** §5 report dates: the initial date not after the final one (ISO dates compare as text). */
export function datesInverted(filters: Pick<ProtocolFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.from > filters.to);
}
