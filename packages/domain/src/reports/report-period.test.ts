import { describe, expect, it } from 'vitest';
import { reportPeriodProblems, reportPeriodSchema } from './report-period';

describe('reportPeriodProblems (§5 report dates)', () => {
  it('accepts a period and a single day', () => {
    expect(reportPeriodProblems({ from: '2026-03-01', to: '2026-03-31' })).toEqual([]);
    expect(reportPeriodProblems({ from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
  });

  it('names each missing day', () => {
    expect(reportPeriodProblems({ from: null })).toEqual([
      { field: 'from', code: 'required' },
      { field: 'to', code: 'required' },
    ]);
  });

  it('refuses days that do not exist or are not YYYY-MM-DD, without comparing them', () => {
    expect(reportPeriodProblems({ from: '2026-02-29', to: '01/03/2026' })).toEqual([
      { field: 'from', code: 'invalidDate' },
      { field: 'to', code: 'invalidDate' },
    ]);
    expect(reportPeriodProblems({ from: '2026-12-31', to: '2026-02-30' })).toEqual([
      { field: 'to', code: 'invalidDate' },
    ]);
  });

  it('reports an inverted period on `from`', () => {
    expect(reportPeriodProblems({ from: '2026-04-01', to: '2026-03-31' })).toEqual([
      { field: 'from', code: 'dateRangeInverted' },
    ]);
  });
});

describe('reportPeriodSchema', () => {
  it('types a valid period and drops anything else', () => {
    expect(reportPeriodSchema.parse({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('carries each problem as an issue on its field with the validation key as message', () => {
    const result = reportPeriodSchema.safeParse({ from: '2026-04-01', to: '2026-03-31' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'validation:dateRangeInverted'],
    ]);
  });
});
