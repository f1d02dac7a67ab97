import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/business';
import type { FieldError } from '../errors/api-error';
import { fieldError } from '../validation/messages';
import {
  type PasswordRuleOptions,
  passwordConfirmationMatches,
  passwordProblemKeys,
  passwordProblems,
} from '../validation/password';

const PASSWORD_MAX = 200;

/** POST /profile/password (§2 profile password). */
export const passwordChangeBodySchema = z.object({
  oldPassword: z.string().max(PASSWORD_MAX),
  newPassword: z.string().max(PASSWORD_MAX),
  confirmation: z.string().max(PASSWORD_MAX),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/**
 * §5 password change rules that need no database: the current password is required (whether it is right
 * is the server's check), the new one has 6 characters with a letter and a number (the profile rule), and
 * the confirmation repeats it.
 */
export function passwordChangeProblems(
  body: PasswordChangeBody,
  options: Pick<PasswordRuleOptions, 'isCommon'> = {},
): FieldError[] {
  const problems: FieldError[] = [];
  if (body.oldPassword === '') problems.push(fieldError('oldPassword', 'required'));
  for (const problem of passwordProblems(body.newPassword, { ...options, profile: true }))
    problems.push(fieldError('newPassword', passwordProblemKeys[problem], { min: PASSWORD_MIN_LENGTH }));
  if (body.confirmation === '') problems.push(fieldError('confirmation', 'required'));
  else if (!passwordConfirmationMatches(body.newPassword, body.confirmation))
    problems.push(fieldError('confirmation', 'passwordConfirmationMismatch'));
  return problems;
}
