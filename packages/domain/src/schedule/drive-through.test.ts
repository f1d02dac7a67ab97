import { describe, expect, it } from 'vitest';
import {
  driveThroughDayOf,
  driveThroughDayStarts,
  driveThroughLabel,
  driveThroughPlaceBodySchema,
  driveThroughReserveBodySchema,
  driveThroughReserveProblem,
  driveThroughSlotOver,
} from './drive-through';

const place = { opensAt: '08:00', closesAt: '09:00', timeZone: 'America/Sao_Paulo' as const };
const at = (hhmm: string, day = '2026-11-26') => new Date(`${day}T${hhmm}:00-03:00`);
const morning = at('07:00');

describe('drive-through places', () => {
  it('keeps opening hours in HH:MM with closing after opening by one slot at least', () => {
    expect(
      driveThroughPlaceBodySchema.parse({ name: 'Faixa 1', opensAt: '08:00', closesAt: '18:00' }),
    ).toEqual({
      name: 'Faixa 1',
      opensAt: '08:00',
      closesAt: '18:00',
      timeZone: 'America/Sao_Paulo',
      active: true,
    });
    const late = driveThroughPlaceBodySchema.safeParse({
      name: 'Faixa',
      opensAt: '18:00',
      closesAt: '18:05',
    });
    expect(late.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['closesAt', 'validation:closesBeforeOpens'],
    ]);
    const bad = driveThroughPlaceBodySchema.safeParse({ name: 'Faixa', opensAt: '8h', closesAt: '18:00' });
    expect(bad.error?.issues[0]?.message).toBe('validation:invalidTimeOfDay');
  });
});

describe('drive-through day', () => {
  it('offers 10-minute times from opening, the last ending by closing', () => {
    const starts = driveThroughDayStarts(place, '2026-11-26').map((d) =>
      driveThroughLabel(d, place.timeZone),
    );
    expect(starts).toEqual(['08:00', '08:10', '08:20', '08:30', '08:40', '08:50']);
    expect(driveThroughDayStarts({ ...place, closesAt: '08:15' }, '2026-11-26')).toHaveLength(1);
  });

  it('takes the day of the place, not of UTC', () => {
    expect(driveThroughDayOf(new Date('2026-11-26T01:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-25');
  });

  it('offers a time until it ends', () => {
    expect(driveThroughSlotOver(at('08:00'), at('08:09'))).toBe(false);
    expect(driveThroughSlotOver(at('08:00'), at('08:10'))).toBe(true);
  });
});

describe('reserving drive-through times (§9 consecutive slots per cohabitant)', () => {
  it('accepts consecutive offered times in any order', () => {
    expect(driveThroughReserveProblem(place, [at('08:20'), at('08:00'), at('08:10')], morning)).toBeNull();
  });

  it.each([
    ['a gap between cohabitants', [at('08:00'), at('08:20')], 'driveThroughNotConsecutive'],
    ['the same time twice', [at('08:00'), at('08:00')], 'driveThroughNotConsecutive'],
    ['a time off the 10-minute grid', [at('08:05')], 'driveThroughOutsideHours'],
    ['a time past closing', [at('08:50'), at('09:00')], 'driveThroughOutsideHours'],
    ['a time before opening', [at('07:50')], 'driveThroughOutsideHours'],
    ['nothing', [], 'required'],
  ])('refuses %s', (_, slots, problem) => {
    expect(driveThroughReserveProblem(place, slots, morning)).toBe(problem);
  });

  it('refuses times that are over', () => {
    expect(driveThroughReserveProblem(place, [at('08:00'), at('08:10')], at('08:12'))).toBe(
      'driveThroughSlotPast',
    );
    expect(driveThroughReserveProblem(place, [at('08:10')], at('08:12'))).toBeNull();
  });

  it('holds at most one car of people at once', () => {
    const nine = Array.from({ length: 9 }, (_, i) =>
      new Date(at('08:00').getTime() + i * 600_000).toISOString(),
    );
    expect(
      driveThroughReserveBodySchema.safeParse({ placeId: crypto.randomUUID(), slots: nine }).success,
    ).toBe(false);
  });
});
