import type { FieldError } from '../errors/api-error';
import type { MessageParams } from '../validation/messages';

/**
 * Field messages about the people of a workplace that the validation namespace does not have; texts live
 * in @ponto/i18n under operators:problems.<key>.
 */
export const operatorsMessageKeys = [
  /** §5 operators are adults: a birth date of someone under 18. */
  'operatorUnderAge',
  /** Adding a worker by a document that no user has. */
  'documentNotFound',
  /** Adding a worker who already works at the workplace. */
  'alreadyWorker',
  /** Creating an operator whose document already has an account (OPERATOR_EXISTS). */
  'documentTaken',
] as const;
export type OperatorsMessageKey = (typeof operatorsMessageKeys)[number];

export function operatorsFieldError(
  field: string,
  key: OperatorsMessageKey,
  params?: MessageParams,
): FieldError {
  const messageKey = `operators:problems.${key}`;
  return params ? { field, messageKey, params } : { field, messageKey };
}

/** Field messages of the profile screen; texts live in @ponto/i18n under profile:problems.<key>. */
export const profileMessageKeys = [
  /** §5 password change: the current password typed is not the account's. */
  'wrongOldPassword',
] as const;
export type ProfileMessageKey = (typeof profileMessageKeys)[number];

export function profileFieldError(field: string, key: ProfileMessageKey, params?: MessageParams): FieldError {
  const messageKey = `profile:problems.${key}`;
  return params ? { field, messageKey, params } : { field, messageKey };
}
