import { PASSWORD_MIN_LENGTH } from '../constants/business';
import type { ValidationKey } from './messages';

export type PasswordProblem = 'required' | 'tooShort' | 'needsLetterAndNumber' | 'tooCommon';

export const passwordProblemKeys: Record<PasswordProblem, ValidationKey> = {
  required: 'required',
  tooShort: 'passwordTooShort',
  needsLetterAndNumber: 'passwordNeedsLetterAndNumber',
  tooCommon: 'passwordTooCommon',
};

export interface PasswordRuleOptions {
  /** The profile screen also asks for a letter and a number. */
  profile?: boolean;
  /**
   * Whether a password is on the list of common and breached passwords. The list is large, so
   * only the server holds it and passes this; the browser shows the server's answer.
   */
  isCommon?: (password: string) => boolean;
}

/**
 * §5 password rules. Every password needs 6 characters and must not be a common or breached one; the
 * profile screen also asks for a letter and a number. An empty password reports only 'required', the one
 * thing the user must fix first.
 */
export function passwordProblems(password: string, options: PasswordRuleOptions = {}): PasswordProblem[] {
  if (password.length === 0) return ['required'];
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (options.profile && !(/\p{L}/u.test(password) && /\d/.test(password)))
    problems.push('needsLetterAndNumber');
  if (options.isCommon?.(password)) problems.push('tooCommon');
  return problems;
}

export function passwordConfirmationMatches(password: string, confirmation: string): boolean {
  return password === confirmation;
}
