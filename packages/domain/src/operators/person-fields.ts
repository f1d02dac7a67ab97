import { OPERATOR_NAME_MIN_LETTERS } from '../constants/business';
import type { FieldError } from '../errors/api-error';
import { isValidEmail } from '../validation/email';
import { fieldError } from '../validation/messages';
import { isValidOperatorName } from '../validation/names';

export const PERSON_NAME_MAX = 120;
export const EMAIL_MAX = 254;

/** §5 operator name: required, at least 3 letters, no digits or special characters. */
export function operatorNameProblems(field: string, name: string): FieldError[] {
  if (name.trim() === '') return [fieldError(field, 'required')];
  return isValidOperatorName(name)
    ? []
    : [fieldError(field, 'invalidOperatorName', { min: OPERATOR_NAME_MIN_LETTERS })];
}

/** §5 e-mail: valid when given; `required` where the account needs one to receive its links. */
export function emailProblems(field: string, email: string, required: boolean): FieldError[] {
  if (email.trim() === '') return required ? [fieldError(field, 'required')] : [];
  return isValidEmail(email) ? [] : [fieldError(field, 'invalidEmail')];
}
