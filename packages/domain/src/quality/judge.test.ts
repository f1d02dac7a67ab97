import { describe, expect, it } from 'vitest';
import { judgeControl } from './judge';

const hba1c = { target: { mean: 5.5, sd: 0.15, low: 5.2, high: 5.8 }, expected: null };

describe('judging a control sample', () => {
  it('passes a quantitative value in range with a clean series', () => {
    expect(judgeControl(hba1c, '5.4')).toEqual({ status: 'adequate', violations: [] });
  });

  it('fails a value out of range, or not a number', () => {
    expect(judgeControl(hba1c, '7.9').status).toBe('inadequate');
    expect(judgeControl(hba1c, '5.1').status).toBe('inadequate');
    expect(judgeControl(hba1c, 'abc')).toEqual({ status: 'inadequate', violations: [] });
    expect(judgeControl(hba1c, ' ')).toEqual({ status: 'inadequate', violations: [] });
  });

  it('fails an in-range value that completes a Westgard rule on its series (4-1s)', () => {
    // Four values beyond +1 SD (5.65) in a row, all within 5.2–5.8.
    expect(judgeControl(hba1c, '5.7', [5.7, 5.68, 5.72])).toEqual({
      status: 'inadequate',
      violations: ['4-1s'],
    });
    expect(judgeControl(hba1c, '5.5', [5.7, 5.68, 5.72]).status).toBe('adequate');
  });

  it('compares a qualitative value with the expected one', () => {
    const negative = { target: null, expected: '0' };
    expect(judgeControl(negative, '0').status).toBe('adequate');
    expect(judgeControl(negative, ' 0 ').status).toBe('adequate');
    expect(judgeControl(negative, '1').status).toBe('inadequate');
  });
});
