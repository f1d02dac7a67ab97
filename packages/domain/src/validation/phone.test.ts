import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone';

describe('isValidPhone', () => {
  it.each([
    ['99 99999-9999', 'the §5 example'],
    ['(11) 98765-4321', 'mobile with parentheses'],
    ['11987654321', 'mobile unmasked'],
    ['+55 11 98765-4321', 'with country code'],
    ['(21) 3456-7890', 'landline'],
    ['2134567890', 'landline unmasked'],
    ['61 2345.6789', 'landline with a dot'],
  ])('accepts %s (%s)', (value) => expect(isValidPhone(value)).toBe(true));

  it.each([
    ['00 98765-4321', 'area code 00'],
    ['10 98765-4321', 'area code 10 does not exist'],
    ['11 88765-4321', 'nine digits not starting with 9'],
    ['11 8765-432', 'too short'],
    ['11 987654-43210', 'too long'],
    ['21 1234-5678', 'landline starting with 1'],
    ['21 6234-5678', 'landline starting with 6'],
    ['+351 912 345 678', 'foreign country code'],
    ['11 9876a-4321', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidPhone(value)).toBe(false));
});
