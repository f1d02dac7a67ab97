import { describe, expect, it } from 'vitest';
import { periodProblems, periodQuery, thisMonth } from './period';

describe('report period', () => {
  it('starts on this month so far', () => {
    expect(thisMonth(new Date(2026, 0, 9))).toEqual({ from: '2026-01-01', to: '2026-01-09' });
  });

  it('mirrors §5: both days needed, the initial not after the final', () => {
    expect(periodProblems({ from: '2026-01-01', to: '2026-01-31' })).toEqual({});
    expect(periodProblems({ from: '', to: '2026-01-31' })).toEqual({ from: 'required' });
    expect(periodProblems({ from: '2026-02-01', to: '2026-01-31' })).toEqual({ from: 'dateRangeInverted' });
  });

  it('puts the period and what else is set in the query string', () => {
    expect(periodQuery({ from: '2026-01-01', to: '2026-01-31' }, { lang: 'en-US', cursor: null })).toBe(
      'from=2026-01-01&to=2026-01-31&lang=en-US',
    );
  });
});
