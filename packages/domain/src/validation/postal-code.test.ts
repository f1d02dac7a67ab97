import { describe, expect, it } from 'vitest';
import { isValidPostalCode, normalisePostalCode } from './postal-code';

describe('isValidPostalCode', () => {
  it.each([
    ['BR', '01310-100'],
    ['BR', '01310100'],
    ['br', '70.040-010'],
    ['PT', '1000-001'],
    ['PT', ' 4050-123 '],
    ['US', '90210'],
  ])('%s %s is valid', (country, value) => expect(isValidPostalCode(country, value)).toBe(true));

  it.each([
    ['BR', '0131-0100'],
    ['BR', '0131010'],
    ['BR', '013101000'],
    ['BR', '00000-000'],
    ['BR', 'ABCDE-FGH'],
    ['PT', '1000001'],
    ['PT', '0100-001'],
    ['PT', '1000-01'],
    ['US', ''],
  ])('%s %s is invalid', (country, value) => expect(isValidPostalCode(country, value)).toBe(false));

  it('skips the check when the postal code is marked unknown', () => {
    expect(isValidPostalCode('BR', '', { unknown: true })).toBe(true);
  });
});

describe('normalisePostalCode', () => {
  it.each([
    ['BR', '01310100', '01310-100'],
    ['br', ' 70.040-010 ', '70040-010'],
    ['BR', '01310-100', '01310-100'],
    ['PT', ' 1000-001 ', '1000-001'],
    ['GB', ' sw1a 1aa ', 'SW1A 1AA'],
  ])('%s %s → %s', (country, value, expected) => expect(normalisePostalCode(country, value)).toBe(expected));

  it.each([
    ['BR', '0131010'],
    ['PT', '1000001'],
    ['US', '  '],
  ])('%s %s is not a postal code', (country, value) =>
    expect(normalisePostalCode(country, value)).toBeNull(),
  );
});
