import type { FieldError } from '../errors/api-error';
import type { MessageParams } from '../validation/messages';

/**
 * Field messages of stock that the validation namespace does not have; texts live in @ponto/i18n under
 * stock:problems.<key>.
 */
export const stockMessageKeys = [
  /** A transfer to the workplace the capsules are already at. */
  'sameWorkplace',
  /** A transfer of more capsules than the lot has (params: available). */
  'insufficient',
  /** The destination is not a workplace of this one's network. */
  'notInNetwork',
  /** The destination holds this lot number for another exam: two exams' capsules must not mix. */
  'lotOfAnotherExam',
] as const;
export type StockMessageKey = (typeof stockMessageKeys)[number];

export function stockFieldError(field: string, key: StockMessageKey, params?: MessageParams): FieldError {
  const messageKey = `stock:problems.${key}`;
  return params ? { field, messageKey, params } : { field, messageKey };
}
