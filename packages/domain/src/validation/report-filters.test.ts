import { describe, expect, it } from 'vitest';
import { reportFilterProblemKeys, reportFilterProblems, withinDownloadLimit } from './report-filters';

describe('reportFilterProblems', () => {
  const complete = {
    workplace: '12345678000190',
    exam: 'HIV',
    from: '2024-01-01',
    to: '2024-01-31',
    model: 'csv',
  };

  it('accepts complete filters, including a one-day period', () => {
    expect(reportFilterProblems(complete)).toEqual({});
    expect(reportFilterProblems({ ...complete, to: '2024-01-01' })).toEqual({});
  });

  it('names every missing filter', () => {
    expect(reportFilterProblems({})).toEqual({
      workplace: 'required',
      exam: 'required',
      from: 'required',
      to: 'required',
      model: 'required',
    });
  });

  it('refuses an initial date after the final one', () => {
    expect(reportFilterProblems({ ...complete, from: '2024-02-01' })).toEqual({ from: 'dateRangeInverted' });
  });

  it('maps problems to keys', () =>
    expect(reportFilterProblemKeys.dateRangeInverted).toBe('dateRangeInverted'));
});

describe('withinDownloadLimit', () => {
  it.each([
    [199, true],
    [200, true],
    [201, false],
  ])('%i files → %s', (count, ok) => expect(withinDownloadLimit(count)).toBe(ok));
});
