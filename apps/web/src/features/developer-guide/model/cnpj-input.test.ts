import { describe, expect, it } from 'vitest';
import { cnpjDigits } from './cnpj-input';

describe('cnpjDigits', () => {
  it.each([
    ['22.333.444/0001-81', '22333444000181'],
    ['22333444000181', '22333444000181'],
    [' 22.333.444/0001-81 ', '22333444000181'],
    ['22 333 444 0001 81', '22333444000181'],
  ])('keeps the 14 digits of %j', (typed, digits) => {
    expect(cnpjDigits(typed)).toBe(digits);
  });

  it('stops at 14 digits', () => {
    expect(cnpjDigits('22.333.444/0001-8199')).toBe('22333444000181');
  });

  it('keeps a CNPJ being typed as it is so far', () => {
    expect(cnpjDigits('22.333')).toBe('22333');
    expect(cnpjDigits('')).toBe('');
  });
});
