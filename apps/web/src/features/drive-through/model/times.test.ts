import { describe, expect, it } from 'vitest';
import { carEndsAt, carMinutes, consecutiveFrom, localIsoDay, middayOf, nextOpenTime } from './times';

const t = (hhmm: string) => `2026-11-26T${hhmm}:00.000Z`;
const day = [
  { timestamp: t('11:00'), status: 'available' as const },
  { timestamp: t('11:10'), status: 'available' as const },
  { timestamp: t('11:20'), status: 'held' as const },
  { timestamp: t('11:30'), status: 'available' as const },
  { timestamp: t('11:40'), status: 'available' as const },
];

describe('choosing a car of drive-through times', () => {
  it('takes consecutive free times from the chosen start', () => {
    expect(consecutiveFrom(day, t('11:00'), 2)).toEqual([t('11:00'), t('11:10')]);
    expect(consecutiveFrom(day, t('11:30'), 2)).toEqual([t('11:30'), t('11:40')]);
  });

  it('refuses a run crossing a taken time, the end of the day, or an unknown start', () => {
    expect(consecutiveFrom(day, t('11:00'), 3)).toBeNull();
    expect(consecutiveFrom(day, t('11:40'), 2)).toBeNull();
    expect(consecutiveFrom(day, t('09:00'), 1)).toBeNull();
    expect(consecutiveFrom(day, t('11:00'), 0)).toBeNull();
  });

  it('refuses a run with a gap in the grid', () => {
    const gap = [day[0]!, { timestamp: t('11:20'), status: 'available' as const }];
    expect(consecutiveFrom(gap, t('11:00'), 2)).toBeNull();
  });

  it('estimates 5 and guarantees 10 minutes per person', () => {
    expect(carMinutes(3)).toEqual({ estimated: 15, guaranteed: 30 });
    expect(carEndsAt([t('11:00'), t('11:10'), t('11:20')])).toBe(t('11:30'));
  });

  it('finds the next time of a hold not yet registered', () => {
    const hold = {
      id: 'h',
      placeId: 'p',
      placeName: 'Drive-thru 1',
      timeZone: 'America/Sao_Paulo' as const,
      expiresAt: t('10:15'),
      slots: [
        { startsAt: t('11:00'), protocolNumber: '2026000001' },
        { startsAt: t('11:10'), protocolNumber: null },
      ],
    };
    expect(nextOpenTime(hold)).toBe(t('11:10'));
    expect(nextOpenTime({ ...hold, slots: [hold.slots[0]!] })).toBeNull();
  });

  it('gives the browser day and its noon', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(new Date(middayOf('2026-01-05')).getHours()).toBe(12);
  });
});
