export interface PasswordFieldProblem {
  field: 'password' | 'confirmation';
  messageKey: string;
}

/** §5 on the reset form: the base password rule, and the confirmation must match. */
export function resetPasswordProblems(password: string, confirmation: string): PasswordFieldProblem[] {
  const problems: PasswordFieldProblem[] = [];
  if (password.length === 0) problems.push({ field: 'password', messageKey: 'validation:required' });
  else if (password.length < 6)
    problems.push({ field: 'password', messageKey: 'validation:passwordTooShort' });
  if (password !== confirmation)
    problems.push({ field: 'confirmation', messageKey: 'validation:passwordConfirmationMismatch' });
  return problems;
}
