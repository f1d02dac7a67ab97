import { describe, expect, it } from 'vitest';
import { isKnownPhone, isValidPhone } from './phone';

describe('isValidPhone', () => {
  it.each([
    ['99 99999-9999', 'the §5 example'],
    ['(11) 98765-4321', 'mobile with parentheses'],
    ['11987654321', 'mobile unmasked'],
    ['+55 11 98765-4321', 'with country code'],
    ['(21) 3456-7890', 'landline'],
    ['2134567890', 'landline unmasked'],
    ['61 2345.6789', 'landline with a dot'],
    ['  11 98765-4321  ', 'spaces around'],
    ['+351 912 345 678', 'Portuguese mobile with +351'],
    ['+351 21 234 5678', 'Lisbon landline with +351'],
    ['+351 300 123 456', 'Portuguese nomadic number'],
    ['+1 (212) 555-0100', 'United States'],
    ['+44 20 7946 0958', 'United Kingdom'],
    ['+598 2123 4567', 'Uruguay'],
  ])('accepts %s (%s)', (value) => expect(isValidPhone(value)).toBe(true));

  it.each([
    ['00 98765-4321', 'area code 00'],
    ['10 98765-4321', 'area code 10 does not exist'],
    ['11 88765-4321', 'nine digits not starting with 9'],
    ['11 8765-432', 'too short'],
    ['11 987654-43210', 'too long'],
    ['21 1234-5678', 'landline starting with 1'],
    ['21 6234-5678', 'landline starting with 6'],
    ['11 9876a-4321', 'a letter'],
    ['11 98765+4321', "a '+' that is not first"],
    ['', 'empty'],
    ['912 345 678', 'a Portuguese number without +351 when the country is not given'],
    ['+55 10 98765-4321', '+55 with an area code that does not exist'],
    ['+55 912 345 678', 'a Portuguese number under +55'],
    ['+351 11 98765-4321', 'a Brazilian number under +351'],
    ['+351 812 345 678', 'a Portuguese number starting with 8'],
    ['+351 91 234 567', 'a Portuguese number of 8 digits'],
    ['+0 123 456 789', 'a country code starting with 0'],
    ['+1 234 56', 'too short for any country'],
    ['+1 234 567 890 123 456', 'longer than E.164 allows (15 digits)'],
  ])('refuses %s (%s)', (value) => expect(isValidPhone(value)).toBe(false));

  it("takes a Portuguese number without +351 for Portuguese patients ('PT'), with Brazil's still accepted", () => {
    for (const value of ['912 345 678', '912345678', '21 234 5678', '234 567 890', '963-456-789']) {
      expect(isValidPhone(value, 'PT')).toBe(true);
      expect(isValidPhone(value, 'pt')).toBe(true);
      expect(isValidPhone(value, 'BR')).toBe(false);
    }
    expect(isValidPhone('11 98765-4321', 'PT')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958', 'PT')).toBe(true);
    expect(isValidPhone('91 234 567', 'PT')).toBe(false); // 8 digits
    expect(isValidPhone('962 345 678 90', 'PT')).toBe(false); // 11 digits, and no Brazilian mobile either
    // Ten digits may be a Brazilian landline (Pará, area code 91) for anyone.
    expect(isValidPhone('91 2345-6789', 'PT')).toBe(true);
    expect(isValidPhone('812 345 678', 'PT')).toBe(false);
    expect(isValidPhone('912 345 678', 'ES')).toBe(false); // no national plan known for Spain: use +34
  });
});

describe('isKnownPhone (the field check, before the country is known)', () => {
  it('accepts the numbers of any country the portal knows, written nationally or with +', () => {
    expect(isKnownPhone('11 98765-4321')).toBe(true);
    expect(isKnownPhone('912 345 678')).toBe(true);
    expect(isKnownPhone('+34 612 345 678')).toBe(true);
    expect(isKnownPhone('91 234 567')).toBe(false);
    expect(isKnownPhone('123')).toBe(false);
  });
});
