import {
  type FieldError,
  fieldError,
  PASSWORD_MIN_LENGTH,
  passwordProblemKeys,
  passwordProblems,
} from '@ponto/domain';
import { isCommonPassword } from '../auth/common-passwords';

/**
 * §5 on the reset form: the base password rule and no common password (the profile's letter-and-number
 * rule is not asked here).
 */
export function resetPasswordProblems(password: string, confirmation: string): FieldError[] {
  const problems = passwordProblems(password, { isCommon: isCommonPassword }).map((problem) =>
    fieldError('password', passwordProblemKeys[problem], { min: PASSWORD_MIN_LENGTH }),
  );
  if (password !== confirmation) problems.push(fieldError('confirmation', 'passwordConfirmationMismatch'));
  return problems;
}
