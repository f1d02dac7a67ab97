import { PASSWORD_MIN_LENGTH } from '../constants/business';
import type { ValidationKey } from './messages';

export type PasswordProblem = 'required' | 'tooShort' | 'needsLetterAndNumber';

export const passwordProblemKeys: Record<PasswordProblem, ValidationKey> = {
  required: 'required',
  tooShort: 'passwordTooShort',
  needsLetterAndNumber: 'passwordNeedsLetterAndNumber',
};

/**
 * §5 password rules. Every password needs 6 characters; the profile screen also asks for a letter and
 * a number. An empty password reports only 'required', the one thing the user must fix first.
 */
export function passwordProblems(password: string, options: { profile?: boolean } = {}): PasswordProblem[] {
  if (password.length === 0) return ['required'];
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (options.profile && !(/\p{L}/u.test(password) && /\d/.test(password)))
    problems.push('needsLetterAndNumber');
  return problems;
}

export function passwordConfirmationMatches(password: string, confirmation: string): boolean {
  return password === confirmation;
}
