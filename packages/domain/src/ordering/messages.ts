import type { FieldError } from '../errors/api-error';
import type { ErrorCode } from '../errors/catalogue';
import { errorTitleKey } from '../errors/keys';
import type { MessageParams } from '../validation/messages';

/**
 * Field messages of the exam order that the validation namespace does not have; texts live in
 * @ponto/i18n under ordering:<key>.
 */
export const orderingMessageKeys = [
  'examNotOffered',
  'examChosenTwice',
  'comboNotFound',
  'comboIncomplete',
  'selfCollectionNotAllowed',
  'discountExceedsFullPrice',
  'paidExceedsDue',
  'unknownQuestion',
  'subjectMustBeAnimal',
  'subjectMustBePatient',
  'photoNotFound',
  'householdNotFound',
] as const;
export type OrderingMessageKey = (typeof orderingMessageKeys)[number];

export function orderingFieldError(
  field: string,
  key: OrderingMessageKey,
  params?: MessageParams,
): FieldError {
  return params ? { field, messageKey: `ordering:${key}`, params } : { field, messageKey: `ordering:${key}` };
}

/** A field problem whose text is the title of a §8 error (voucher checks, no kits for the combination). */
export function errorCodeFieldError(field: string, code: ErrorCode): FieldError {
  return { field, messageKey: errorTitleKey(code) };
}

/** Where each order problem is shown: the contract's full field paths. */
export const orderFields = {
  examIndexes: 'order.examIndexes',
  comboCode: 'order.comboCode',
  selfCollectionKit: 'order.selfCollectionKit',
  voucherCode: 'order.procedure.voucherCode',
  discountCents: 'order.payment.discountCents',
  discountMotive: 'order.payment.discountMotive',
  pricePaidCents: 'order.payment.pricePaidCents',
  quizForm: 'order.quizForm',
  subjectKind: 'subject.kind',
  registration: 'subject.registration',
  photoId: 'photoId',
  householdId: 'householdId',
} as const;
