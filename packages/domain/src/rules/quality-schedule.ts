import {
  QUALITATIVE_INTERNAL_CONTROL_MONTHS,
  QUANTITATIVE_INTERNAL_CONTROL_MONTHS,
} from '../constants/business';
import { asCalendarDate, type CalendarDate, type DateInput, daysInMonth } from '../shared/calendar-date';

export type ExamKind = 'qualitative' | 'quantitative';

/** §9: internal control every two months for qualitative exams, monthly for quantitative ones. */
export function internalControlIntervalMonths(kind: ExamKind): number {
  return kind === 'qualitative' ? QUALITATIVE_INTERNAL_CONTROL_MONTHS : QUANTITATIVE_INTERNAL_CONTROL_MONTHS;
}

/** The day the next internal control is due; a 31st falls back to the month's last day. */
export function nextInternalControlDue(kind: ExamKind, lastDone: DateInput): CalendarDate {
  const last = asCalendarDate(lastDone);
  const monthIndex = last.month - 1 + internalControlIntervalMonths(kind);
  const year = last.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(last.day, daysInMonth(year, month)) };
}
