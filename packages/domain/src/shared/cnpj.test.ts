import { describe, expect, it } from 'vitest';
import { formatCnpj } from './cnpj';

describe('formatCnpj', () => {
  it('masks 14 digits, keeping leading zeros', () => {
    expect(formatCnpj('01234567000189')).toBe('01.234.567/0001-89');
  });

  it.each(['', '1234567800019', '12.345.678/0001-90', 'abcdefghijklmn'])('leaves %j as given', (value) => {
    expect(formatCnpj(value)).toBe(value);
  });
});
