import { describe, expect, it } from 'vitest';
import { validationMessageKey } from './messages';
import {
  type PasswordProblem,
  passwordConfirmationMatches,
  passwordProblemKeys,
  passwordProblems,
} from './password';

describe('passwordProblems', () => {
  it.each<[string, boolean, PasswordProblem[]]>([
    ['', false, ['required']],
    ['', true, ['required']],
    ['12345', false, ['tooShort']],
    ['123456', false, []],
    ['abcdef', false, []],
    ['123456', true, ['needsLetterAndNumber']],
    ['abcdef', true, ['needsLetterAndNumber']],
    ['abc12', true, ['tooShort']],
    ['abcd1', true, ['tooShort']],
    ['ab', true, ['tooShort', 'needsLetterAndNumber']],
    ['abc123', true, []],
    ['ção123', true, []],
  ])('%j (profile %s) → %j', (password, profile, problems) =>
    expect(passwordProblems(password, { profile })).toEqual(problems),
  );

  it('refuses a password on the list of common ones the server gives', () => {
    const isCommon = (password: string) => ['senha123', 'abc123'].includes(password.toLowerCase());
    expect(passwordProblems('Senha123', { isCommon })).toEqual(['tooCommon']);
    expect(passwordProblems('abc123', { profile: true, isCommon })).toEqual(['tooCommon']);
    expect(passwordProblems('ponto-azul-7', { profile: true, isCommon })).toEqual([]);
  });

  it('applies the base rule when no options are given', () =>
    expect(passwordProblems('12345')).toEqual(['tooShort']));

  it('maps every problem to a validation key', () => {
    expect(validationMessageKey(passwordProblemKeys.tooShort)).toBe('validation:passwordTooShort');
    expect(validationMessageKey(passwordProblemKeys.needsLetterAndNumber)).toBe(
      'validation:passwordNeedsLetterAndNumber',
    );
    expect(validationMessageKey(passwordProblemKeys.required)).toBe('validation:required');
    expect(validationMessageKey(passwordProblemKeys.tooCommon)).toBe('validation:passwordTooCommon');
  });
});

describe('passwordConfirmationMatches', () => {
  it.each([
    ['abc123', 'abc123', true],
    ['abc123', 'abc124', false],
    ['abc123', 'ABC123', false],
  ])('%s vs %s → %s', (a, b, same) => expect(passwordConfirmationMatches(a, b)).toBe(same));
});
