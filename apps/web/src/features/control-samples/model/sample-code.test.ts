import { describe, expect, it } from 'vitest';
import { expectationText, sampleCodeMessage, valueText } from './sample-code';

const names = (v: string) => (v === '0' ? 'Negative' : 'Positive');
const fmt = (n: number) => n.toFixed(2);

describe('control sample codes and values', () => {
  it("names the prefix problem and 'Formato incorreto'", () => {
    expect(sampleCodeMessage('XX123')).toEqual({
      key: 'validation:controlSampleCodePrefix',
      values: { prefixes: 'EP, CI' },
    });
    expect(sampleCodeMessage('CI-!!')).toEqual({ key: 'validation:controlSampleCodeFormat' });
    expect(sampleCodeMessage('')).toEqual({ key: 'validation:required' });
    expect(sampleCodeMessage('ci-a1cn0001')).toBeNull();
  });

  it('writes the expectation of a quantitative and a qualitative sample', () => {
    const quantitative = {
      targetMean: 5.5,
      targetSd: 0.15,
      rangeLow: 5.2,
      rangeHigh: 5.8,
      expectedResult: null,
      unit: '%',
    };
    expect(expectationText(quantitative, names, fmt)).toBe('5.50 ± 0.15 % (5.20–5.80 %)');
    expect(expectationText({ ...quantitative, rangeLow: null, unit: null }, names, fmt)).toBe('5.50 ± 0.15');
    const qualitative = { targetMean: null, targetSd: null, rangeLow: null, rangeHigh: null, unit: null };
    expect(expectationText({ ...qualitative, expectedResult: '0' }, names, fmt)).toBe('Negative');
    expect(expectationText({ ...qualitative, expectedResult: null }, names, fmt)).toBe('—');
  });

  it('shows values with their unit or their qualitative name', () => {
    expect(valueText({ value: '5.4', unit: '%', targetMean: 5.5 }, names)).toBe('5.4 %');
    expect(valueText({ value: '5.4', unit: null, targetMean: 5.5 }, names)).toBe('5.4');
    expect(valueText({ value: '1', unit: null, targetMean: null }, names)).toBe('Positive');
    expect(valueText({ value: null, unit: null, targetMean: null }, names)).toBe('—');
  });
});
