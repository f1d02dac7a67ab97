import { asCalendarDate, type DateInput } from './calendar-date';
import { dateTimeFormat } from './date-time-format';

/** 'HH:MM' on a 24-hour clock, as opening hours are written. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function minutesOfDay(time: string): number {
  if (!TIME_OF_DAY.test(time)) throw new RangeError(`Not a time of day: ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function wallClockMs(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('wall-clock', 'en-US', timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>((acc, part) => {
      if (part.type !== 'literal') acc[part.type] = Number(part.value);
      return acc;
    }, {});
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/**
 * The instant a wall clock in a time zone shows a day and minute: the drive-through's 08:00 in São Paulo
 * and in Lisbon are different instants, and Lisbon's offset changes with summer time.
 */
export function zonedInstant(day: DateInput, minuteOfDay: number, timeZone: string): Date {
  const { year, month, day: dayOfMonth } = asCalendarDate(day);
  const wall = Date.UTC(year, month - 1, dayOfMonth, 0, minuteOfDay);
  let guess = wall - (wallClockMs(wall, timeZone) - wall);
  // Once more where the offset at the guess differs from the offset at the wall time (summer time).
  guess = wall - (wallClockMs(guess, timeZone) - guess);
  return new Date(guess);
}

/** 'HH:MM' of an instant on the wall clock of a time zone. */
export function timeOfDayIn(instant: Date, timeZone: string): string {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}
