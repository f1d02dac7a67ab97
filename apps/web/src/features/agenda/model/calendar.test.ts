import { describe, expect, it } from 'vitest';
import {
  byDay,
  dayKey,
  fromInputs,
  monthGrid,
  rangeOf,
  shift,
  toInputs,
  weekDays,
  weekStartOf,
} from './calendar';

describe('agenda calendar', () => {
  const anchor = new Date(2026, 10, 24); // Tuesday 24 November 2026

  it('lays a month out in six weeks from Sunday or Monday', () => {
    const sunday = monthGrid(anchor, 0);
    expect(sunday).toHaveLength(6);
    expect(dayKey(sunday[0]![0]!)).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    const monday = monthGrid(anchor, 1);
    expect(dayKey(monday[0]![0]!)).toBe('2026-10-26');
    expect(weekStartOf('pt-PT')).toBe(1);
    expect(weekStartOf('pt-BR')).toBe(0);
  });

  it('gives each view its window and moves by its unit', () => {
    expect(weekDays(anchor, 0).map(dayKey)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    const day = rangeOf('day', anchor, 0);
    expect([dayKey(day.from), dayKey(day.to)]).toEqual(['2026-11-24', '2026-11-25']);
    const week = rangeOf('week', anchor, 1);
    expect([dayKey(week.from), dayKey(week.to)]).toEqual(['2026-11-23', '2026-11-30']);
    const month = rangeOf('month', anchor, 0);
    expect([dayKey(month.from), dayKey(month.to)]).toEqual(['2026-11-01', '2026-12-13']);
    expect(dayKey(shift('month', anchor, 1))).toBe('2026-12-01');
    expect(dayKey(shift('week', anchor, -1))).toBe('2026-11-17');
    expect(dayKey(shift('day', anchor, 1))).toBe('2026-11-25');
  });

  it('groups bookings by day in time order and round-trips the inputs', () => {
    const later = new Date(2026, 10, 24, 15, 0).toISOString();
    const earlier = new Date(2026, 10, 24, 9, 30).toISOString();
    const grouped = byDay([{ startsAt: later }, { startsAt: earlier }]);
    expect(grouped.get('2026-11-24')!.map((b) => b.startsAt)).toEqual([earlier, later]);
    expect(toInputs(new Date(earlier))).toEqual({ date: '2026-11-24', time: '09:30' });
    expect(fromInputs('2026-11-24', '09:30')).toBe(earlier);
    expect(fromInputs('2026-02-30', '09:30')).toBeNull();
    expect(fromInputs('24/11/2026', '09:30')).toBeNull();
    expect(fromInputs('2026-11-24', '')).toBeNull();
  });
});
