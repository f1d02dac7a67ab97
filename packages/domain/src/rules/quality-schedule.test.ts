import { describe, expect, it } from 'vitest';
import { internalControlIntervalMonths, nextInternalControlDue } from './quality-schedule';

describe('internal control schedule', () => {
  it('runs qualitative every two months and quantitative monthly', () => {
    expect(internalControlIntervalMonths('qualitative')).toBe(2);
    expect(internalControlIntervalMonths('quantitative')).toBe(1);
  });

  it.each([
    ['qualitative', '2024-01-15', { year: 2024, month: 3, day: 15 }],
    ['quantitative', '2024-01-31', { year: 2024, month: 2, day: 29 }],
    ['qualitative', '2024-11-30', { year: 2025, month: 1, day: 30 }],
    ['quantitative', '2023-12-31', { year: 2024, month: 1, day: 31 }],
  ] as const)('%s done %s → due %j', (kind, last, due) =>
    expect(nextInternalControlDue(kind, last)).toEqual(due),
  );
});
