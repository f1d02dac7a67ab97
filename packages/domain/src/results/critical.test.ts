import { describe, expect, it } from 'vitest';
import { criticalRangeInputSchema, isCriticalValue } from './critical';

const quantitative = (value: string, valid = true) => ({ qualitative: false, value, valid });

describe('isCriticalValue', () => {
  const range = { lower: '50', upper: '400' };

  it('flags a value below the lower or above the upper bound, not one on a bound', () => {
    expect(isCriticalValue(quantitative('49.9'), range)).toBe(true);
    expect(isCriticalValue(quantitative('401'), range)).toBe(true);
    expect(isCriticalValue(quantitative('50'), range)).toBe(false);
    expect(isCriticalValue(quantitative('400'), range)).toBe(false);
  });

  it('a missing bound checks only the other; no range, a qualitative, invalid or unreadable value: never', () => {
    expect(isCriticalValue(quantitative('1000'), { lower: '50', upper: null })).toBe(false);
    expect(isCriticalValue(quantitative('10'), { lower: null, upper: '400' })).toBe(false);
    expect(isCriticalValue(quantitative('1000'), null)).toBe(false);
    expect(isCriticalValue({ qualitative: true, value: '1', valid: true }, range)).toBe(false);
    expect(isCriticalValue(quantitative('1000', false), range)).toBe(false);
    expect(isCriticalValue(quantitative('abc'), range)).toBe(false);
  });
});

describe('criticalRangeInputSchema', () => {
  it('takes decimals with a comma or a point; empty means no bound', () => {
    expect(criticalRangeInputSchema.parse({ lower: '2,5', upper: '' })).toEqual({
      lower: '2.5',
      upper: null,
    });
    expect(criticalRangeInputSchema.parse({ lower: null, upper: '40' })).toEqual({
      lower: null,
      upper: '40',
    });
  });

  it('names the field of a bad number and of an inverted range', () => {
    const bad = criticalRangeInputSchema.safeParse({ lower: 'x', upper: '3' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['lower'], message: 'validation:resultDecimal' });
    const inverted = criticalRangeInputSchema.safeParse({ lower: '5', upper: '3' });
    expect(inverted.error?.issues[0]).toMatchObject({
      path: ['upper'],
      message: 'validation:criticalRangeInverted',
    });
  });
});
