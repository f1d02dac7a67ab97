import { describe, expect, it } from 'vitest';
import { isDigitsOnly } from './digits';

describe('isDigitsOnly', () => {
  it.each([
    ['123', true],
    [' 45 ', true],
    ['12A', false],
    ['S/N', false],
    ['', false],
  ])('%s → %s', (value, valid) => expect(isDigitsOnly(value)).toBe(valid));
});
