import { asCalendarDate, type DateInput } from './calendar-date';
import { dateTimeFormat } from './date-time-format';
import { type Instant, toMillis } from './instant';

/** Where a workplace keeps its clocks unless it says otherwise: São Paulo time, as drive-throughs do. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * An instant as a workplace's people read it, with the zone named so that a paper, the exam page and the
 * verification page opened elsewhere all say the same thing: '28/11/2026, 14:05 (America/Sao_Paulo)'.
 * Four-digit years: a report is kept for decades.
 */
export function formatInstantIn(instant: Instant, locale: string, timeZone: string): string {
  const text = dateTimeFormat('instant', locale, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(toMillis(instant)));
  return `${text} (${timeZone})`;
}

/** A day (a birth date, a lot's expiry) in the locale's order with a four-digit year; no zone shifts it. */
export function formatDayIn(day: DateInput, locale: string): string {
  const date = asCalendarDate(day);
  return dateTimeFormat('day', locale, 'UTC', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}
