import type { ReportPeriod } from '@ponto/domain';
import { type SQL, sql } from 'drizzle-orm';
import { CALENDAR_ZONE } from '../protocols/repository';

/**
 * `instant` falls on one of the period's days on the workplace's calendar (America/Sao_Paulo, like the
 * protocol table and the exam report), `to` included whole. A range on the column itself, so its index serves.
 */
export function withinPeriod(instant: SQL, period: ReportPeriod): SQL {
  return sql`${instant} >= (${period.from}::date::timestamp at time zone ${CALENDAR_ZONE})
    and ${instant} < ((${period.to}::date + 1)::timestamp at time zone ${CALENDAR_ZONE})`;
}

/** The workplace-calendar day of an instant, as 'YYYY-MM-DD'. */
export function calendarDay(instant: SQL): SQL {
  return sql`(${instant} at time zone ${CALENDAR_ZONE})::date::text`;
}
