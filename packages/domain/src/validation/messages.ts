import type { FieldError } from '../errors/api-error';

/**
 * Every key of the i18n `validation` namespace. Validators return small problem codes; the maps beside
 * each validator turn them into one of these keys, and @ponto/i18n tests that each key has a text.
 */
export const validationKeys = [
  'required',
  'invalid',
  'invalidOption',
  'tooSmall',
  'tooLong',
  'invalidEmail',
  'invalidPhone',
  'invalidDate',
  'invalidSearchDate',
  'dateInFuture',
  'ageTooHigh',
  'patientMustBeAdult',
  'birthCertificateNotAllowed',
  'guardianRequired',
  'guardianContactRequired',
  'examNotAllowedForAge',
  'passwordTooShort',
  'passwordNeedsLetterAndNumber',
  'passwordTooCommon',
  'passwordConfirmationMismatch',
  'invalidDocument',
  'invalidPostalCode',
  'invalidState',
  'invalidDistrict',
  'digitsOnly',
  'invalidPersonName',
  'invalidOperatorName',
  'searchRequired',
  'searchTooShort',
  'invalidSampleCode',
  'capsuleUsedBy',
  'sampleCodeDuplicate',
  'controlSampleCodePrefix',
  'controlSampleCodeFormat',
  'overrideReasonTooShort',
  'bookingInPast',
  'driveThroughNotConsecutive',
  'driveThroughOutsideHours',
  'driveThroughSlotPast',
  'driveThroughHoldLost',
  'closesBeforeOpens',
  'driveThroughPlaceNameTaken',
  'invalidTimeOfDay',
  'lotRequired',
  'lotExpired',
  'invalidLot',
  'dateRangeInverted',
  'downloadLimitExceeded',
  'councilRequired',
  'invalidUser',
  'resultQualitative',
  'resultDecimal',
  'criticalRangeInverted',
  'readBackRequired',
  'webhookUrlHttps',
  'webhookUrlPrivate',
  'webhookUrlUnresolved',
  'hl7Host',
  'hl7Port',
  'unreadableForm',
  'logoNotImage',
  'logoTooLarge',
] as const;

export type ValidationKey = (typeof validationKeys)[number];
export type ValidationMessageKey = `validation:${ValidationKey}`;
export type MessageParams = Record<string, string | number>;

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (validationKeys as readonly string[]).includes(value);
}

export function validationMessageKey(key: ValidationKey): ValidationMessageKey {
  return `validation:${key}`;
}

/** The API's field problem for one validation key, ready for `apiErrorBodySchema.error.fields`. */
export function fieldError(field: string, key: ValidationKey, params?: MessageParams): FieldError {
  return params
    ? { field, messageKey: validationMessageKey(key), params }
    : { field, messageKey: validationMessageKey(key) };
}
