import { describe, expect, it } from 'vitest';
import { fieldError, isValidationKey, validationKeys, validationMessageKey } from './messages';

describe('validation messages', () => {
  it('has unique keys', () => expect(new Set(validationKeys).size).toBe(validationKeys.length));

  it('prefixes keys with the validation namespace', () => {
    expect(validationMessageKey('invalidEmail')).toBe('validation:invalidEmail');
  });

  it.each([
    ['required', true],
    ['passwordTooShort', true],
    ['nope', false],
    [42, false],
  ])('isValidationKey(%j) → %s', (value, known) => expect(isValidationKey(value)).toBe(known));

  it('builds API field errors with and without params', () => {
    expect(fieldError('email', 'invalidEmail')).toEqual({
      field: 'email',
      messageKey: 'validation:invalidEmail',
    });
    expect(fieldError('password', 'passwordTooShort', { min: 6 })).toEqual({
      field: 'password',
      messageKey: 'validation:passwordTooShort',
      params: { min: 6 },
    });
  });
});
