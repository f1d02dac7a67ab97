import { z } from 'zod';
import { dateTimeFormat } from './date-time-format';

/**
 * A day without a time or zone. Birth dates and expiry dates are days: carrying them as Date objects
 * shifts them by one when a browser in UTC-3 meets a server in UTC.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** An ISO day ('2024-02-29') as stored and sent over the API. */
export const isoDateSchema = z.iso.date();

export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (1–12) of the Gregorian calendar; counted, as a Date for each answer costs reports a row. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return DAYS_IN_MONTH[month - 1] ?? Number.NaN;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Reads 'yyyy-mm-dd'; returns null for anything else or a day that does not exist. */
export function fromIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

export type DateInput = CalendarDate | string;

export function asCalendarDate(input: DateInput): CalendarDate {
  if (typeof input !== 'string') return input;
  const date = fromIsoDate(input);
  if (!date) throw new RangeError(`Not an ISO date: ${input}`);
  return date;
}

/** Negative when a is before b, zero on the same day, positive after. */
export function compareDates(a: DateInput, b: DateInput): number {
  const x = asCalendarDate(a);
  const y = asCalendarDate(b);
  return x.year - y.year || x.month - y.month || x.day - y.day;
}

/**
 * The day an instant falls on in a time zone. Brazil has no daylight saving since 2019, but Intl keeps
 * this right for Portugal and for history.
 */
export function calendarDateOf(instant: Date, timeZone = 'America/Sao_Paulo'): CalendarDate {
  const parts = dateTimeFormat('calendar-day', 'en-CA', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(instant)
    .reduce<Record<string, string>>((acc, part) => {
      acc[part.type] = part.value;
      return acc;
    }, {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}
