import { describe, expect, it } from 'vitest';
import {
  asCalendarDate,
  calendarDateOf,
  compareDates,
  daysInMonth,
  fromIsoDate,
  isRealDate,
  toIsoDate,
} from './calendar-date';
import { toMillis } from './instant';
import { allow, refuse } from './outcome';

describe('calendar dates', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2024, 4, 31, false],
    [2024, 13, 1, false],
    [2024, 0, 1, false],
    [0, 1, 1, false],
    [2024, 1, 0, false],
    [2024.5, 1, 1, false],
  ])('%i-%i-%i real: %s', (y, m, d, real) => expect(isRealDate(y, m, d)).toBe(real));

  it('counts days in a month', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('reads and writes ISO days', () => {
    expect(fromIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(fromIsoDate('2023-02-29')).toBeNull();
    expect(fromIsoDate('29/02/2024')).toBeNull();
    expect(toIsoDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
  });

  it('refuses a malformed ISO day', () => expect(() => asCalendarDate('2024-13-01')).toThrow(RangeError));

  it('compares days', () => {
    expect(compareDates('2024-01-01', '2024-01-02')).toBeLessThan(0);
    expect(compareDates({ year: 2024, month: 1, day: 1 }, '2024-01-01')).toBe(0);
    expect(compareDates('2025-01-01', '2024-12-31')).toBeGreaterThan(0);
  });

  it('finds the day of an instant in a time zone', () => {
    const lateEvening = new Date('2024-06-16T02:30:00.000Z');
    expect(calendarDateOf(lateEvening)).toEqual({ year: 2024, month: 6, day: 15 });
    expect(calendarDateOf(lateEvening, 'Europe/Lisbon')).toEqual({ year: 2024, month: 6, day: 16 });
  });
});

describe('instants', () => {
  it.each([
    [new Date(5), 5],
    [7, 7],
    ['1970-01-01T00:00:01.000Z', 1000],
  ])('%j → %i ms', (instant, ms) => expect(toMillis(instant)).toBe(ms));

  it('refuses what is not an instant', () => expect(() => toMillis('soon')).toThrow(RangeError));
});

describe('outcomes', () => {
  it('allows and refuses', () => {
    expect(allow(3)).toEqual({ ok: true, value: 3 });
    expect(refuse('NOT_FOUND')).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(refuse('CAPSULE_ALREADY_USED', { patient: 'Ana' })).toEqual({
      ok: false,
      code: 'CAPSULE_ALREADY_USED',
      params: { patient: 'Ana' },
    });
  });
});
