import { asCalendarDate, type CalendarDate, type DateInput, isRealDate } from '../shared/calendar-date';
import type { ValidationKey } from './messages';

export type DateProblem = 'required' | 'invalidFormat' | 'notARealDate';

export type ParsedDate = { ok: true; date: CalendarDate } | { ok: false; problem: DateProblem };

export const dateProblemKeys: Record<DateProblem, ValidationKey> = {
  required: 'required',
  invalidFormat: 'invalidDate',
  notARealDate: 'invalidDate',
};

/** §5 date 'dd/mm/yyyy': the format and a day that exists (31/02 and 29/02 of common years do not). */
export function parseDate(value: string): ParsedDate {
  const text = value.trim();
  if (text === '') return { ok: false, problem: 'required' };
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return { ok: false, problem: 'invalidFormat' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return { ok: false, problem: 'notARealDate' };
  return { ok: true, date: { year, month, day } };
}

export function formatDate(date: DateInput): string {
  const { year, month, day } = asCalendarDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/**
 * Whole years lived on `today`. Someone born on 29 February turns a year older on 1 March in common
 * years. Negative when the birth date is after today.
 */
export function ageInYears(birthDate: DateInput, today: DateInput): number {
  const birth = asCalendarDate(birthDate);
  const now = asCalendarDate(today);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}
