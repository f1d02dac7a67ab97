import { describe, expect, it } from 'vitest';
import { displayReference, displayValue } from './result-values';

const name = (label: string) => `[${label}]`;

describe('result values as the user reads them', () => {
  it('a qualitative code reads as its name', () => {
    expect(displayValue({ qualitative: true, value: '1', unit: null }, 'pt-BR', name)).toBe('[positive]');
    expect(displayValue({ qualitative: true, value: '-2', unit: null }, 'pt-BR', name)).toBe(
      '[inconclusive]',
    );
  });

  it('a number uses the locale decimal mark and keeps its unit', () => {
    expect(displayValue({ qualitative: false, value: '6.25', unit: '%' }, 'pt-BR', name)).toBe('6,25 %');
    expect(displayValue({ qualitative: false, value: '6.25', unit: null }, 'en-US', name)).toBe('6.25');
  });

  it('a reference range keeps the limits as written, or is absent', () => {
    expect(displayReference({ lowerLimit: '4.0', upperLimit: '5.6', unit: '%' }, 'pt-BR')).toBe(
      '4,0 – 5,6 %',
    );
    expect(displayReference({ lowerLimit: '70', upperLimit: '99', unit: null }, 'en-US')).toBe('70 – 99');
    expect(displayReference({ lowerLimit: null, upperLimit: null, unit: null }, 'en-US')).toBeNull();
  });
});
