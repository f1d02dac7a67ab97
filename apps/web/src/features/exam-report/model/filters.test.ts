import { describe, expect, it } from 'vitest';
import { formProblems, initialForm, reportQuery } from './filters';

describe('exam report filters', () => {
  it('starts on this month so far, every exam and model', () => {
    expect(initialForm('1', new Date(2026, 10, 24))).toEqual({
      cnpj: '1',
      from: '2026-11-01',
      to: '2026-11-24',
      exam: 'all',
      model: 'all',
    });
  });

  it('mirrors the §5 rules: every filter needed, the initial date not after the final', () => {
    expect(formProblems(initialForm('1'))).toEqual({});
    expect(formProblems({ cnpj: '', from: '', to: '2026-01-01', exam: 'all', model: 'all' })).toEqual({
      cnpj: 'required',
      from: 'required',
    });
    expect(
      formProblems({ cnpj: '1', from: '2026-02-01', to: '2026-01-01', exam: '3', model: 'Flow' }),
    ).toEqual({
      from: 'dateRangeInverted',
    });
  });

  it('puts the filters, the language and the cursor in the query string', () => {
    const form = { cnpj: '1', from: '2026-01-01', to: '2026-01-31', exam: '6', model: 'external' };
    expect(reportQuery(form, 'en-US')).toBe('from=2026-01-01&to=2026-01-31&exam=6&model=external&lang=en-US');
    expect(reportQuery(form, 'pt-BR', 'abc')).toContain('&cursor=abc');
  });
});
