import { passwordConfirmationMatches, passwordProblemKeys, passwordProblems } from '@ponto/domain';

export interface PasswordFieldProblem {
  field: 'password' | 'confirmation';
  messageKey: `validation:${string}`;
}

/** §5 on the reset form with the domain's rules, as form-field messages (the server checks the same). */
export function resetPasswordProblems(password: string, confirmation: string): PasswordFieldProblem[] {
  const problems: PasswordFieldProblem[] = passwordProblems(password).map((problem) => ({
    field: 'password',
    messageKey: `validation:${passwordProblemKeys[problem]}`,
  }));
  if (!passwordConfirmationMatches(password, confirmation))
    problems.push({ field: 'confirmation', messageKey: 'validation:passwordConfirmationMismatch' });
  return problems;
}
