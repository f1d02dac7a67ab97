import { PASSWORD_MIN_LENGTH } from '@ponto/domain';

export interface PasswordProblem {
  field: 'password' | 'confirmation';
  messageKey: `validation:${string}`;
}

/**
 * §5 on the reset form, checked before sending (the server checks the same and has the last word).
 * TODO(domain): use the domain's password validator once @ponto/domain exports it.
 */
export function resetPasswordProblems(password: string, confirmation: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length === 0) problems.push({ field: 'password', messageKey: 'validation:required' });
  else if (password.length < PASSWORD_MIN_LENGTH)
    problems.push({ field: 'password', messageKey: 'validation:passwordTooShort' });
  if (password !== confirmation)
    problems.push({ field: 'confirmation', messageKey: 'validation:passwordConfirmationMismatch' });
  return problems;
}
