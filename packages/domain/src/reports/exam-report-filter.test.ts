import { describe, expect, it } from 'vitest';
import {
  examReportFilterProblems,
  examReportFilterSchema,
  examReportModels,
  toExamReportFilter,
} from './exam-report-filter';
import { examReportPageSchema } from './exam-report-page';

const complete = { from: '2026-03-01', to: '2026-03-31', exam: 'all', model: 'all' };

describe('examReportFilterProblems (§5)', () => {
  it('accepts a complete filter, a one-day period, an exam index and every model', () => {
    expect(examReportFilterProblems(complete)).toEqual([]);
    expect(examReportFilterProblems({ ...complete, to: '2026-03-01' })).toEqual([]);
    expect(examReportFilterProblems({ ...complete, exam: '12' })).toEqual([]);
    for (const model of examReportModels)
      expect(examReportFilterProblems({ ...complete, model })).toEqual([]);
  });

  it('names every missing filter', () => {
    expect(examReportFilterProblems({ from: '', to: null })).toEqual([
      { field: 'from', code: 'required' },
      { field: 'to', code: 'required' },
      { field: 'exam', code: 'required' },
      { field: 'model', code: 'required' },
    ]);
  });

  it('refuses days that do not exist or are not YYYY-MM-DD, without comparing them', () => {
    expect(examReportFilterProblems({ ...complete, from: '2026-02-30', to: '31/03/2026' })).toEqual([
      { field: 'from', code: 'invalidDate' },
      { field: 'to', code: 'invalidDate' },
    ]);
  });

  it('reports an initial date after the final one on `from`', () => {
    expect(examReportFilterProblems({ ...complete, from: '2026-04-01' })).toEqual([
      { field: 'from', code: 'dateRangeInverted' },
    ]);
  });

  it.each(['0', '-1', '1.5', 'HIV', '1234567890'])('refuses the exam %j', (exam) => {
    expect(examReportFilterProblems({ ...complete, exam })).toEqual([
      { field: 'exam', code: 'invalidOption' },
    ]);
  });

  it.each(['flow', 'csv', 'All'])('refuses the model %j (families are case-sensitive)', (model) => {
    expect(examReportFilterProblems({ ...complete, model })).toEqual([
      { field: 'model', code: 'invalidOption' },
    ]);
  });
});

describe('examReportFilterSchema', () => {
  it('types a valid filter: the exam index as a number', () => {
    expect(examReportFilterSchema.parse({ ...complete, exam: '7', model: 'Flow' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      exam: 7,
      model: 'Flow',
    });
    expect(toExamReportFilter(complete).exam).toBe('all');
  });

  it('carries each problem as an issue on its field with the validation key as message', () => {
    const result = examReportFilterSchema.safeParse({ ...complete, from: '2026-04-01', model: 'Nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'validation:dateRangeInverted'],
      ['model', 'validation:invalidOption'],
    ]);
  });
});

describe('examReportPageSchema', () => {
  it('needs every report column in a row and a nullable cursor', () => {
    const row = Object.fromEntries(['document', 'patient'].map((column) => [column, 'x'])) as Record<
      string,
      string
    >;
    expect(
      examReportPageSchema.safeParse({ items: [{ examRequestId: 'a', row }], nextCursor: null }).success,
    ).toBe(false);
    expect(examReportPageSchema.parse({ items: [], nextCursor: null })).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
