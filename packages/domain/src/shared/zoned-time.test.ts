import { describe, expect, it } from 'vitest';
import { minutesOfDay, timeOfDayIn, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(minutesOfDay('08:30')).toBe(510);
    expect(() => minutesOfDay('8:30')).toThrow(RangeError);
    expect(() => minutesOfDay('24:00')).toThrow(RangeError);
  });

  it('places a wall-clock time of São Paulo (UTC-3)', () => {
    expect(zonedInstant('2026-11-25', 8 * 60, 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-25T11:00:00.000Z',
    );
  });

  it('follows Lisbon summer time', () => {
    expect(zonedInstant('2026-07-01', 9 * 60, 'Europe/Lisbon').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(zonedInstant('2026-12-01', 9 * 60, 'Europe/Lisbon').toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    // The day clocks go forward (29 March 2026, 01:00 → 02:00): 10:00 is already summer time.
    expect(zonedInstant('2026-03-29', 10 * 60, 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T09:00:00.000Z',
    );
  });

  it('shows an instant on a zone wall clock', () => {
    expect(timeOfDayIn(new Date('2026-11-25T11:10:00Z'), 'America/Sao_Paulo')).toBe('08:10');
    expect(timeOfDayIn(new Date('2026-11-25T00:05:00Z'), 'Europe/Lisbon')).toBe('00:05');
  });
});
