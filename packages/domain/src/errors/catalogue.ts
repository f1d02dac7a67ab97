import {
  authErrors,
  cameraErrors,
  capsuleErrors,
  codeErrors,
  examErrors,
  integrationErrors,
  learningErrors,
  otherErrors,
  platformErrors,
  qualityErrors,
  readerErrors,
  scheduleErrors,
  stockErrors,
  supportErrors,
  voucherErrors,
} from './groups';

/**
 * The §8 error catalogue: one stable code per error, its HTTP status, and whether the UI offers the
 * support chat with it. Texts live in @ponto/i18n under errors:<CODE>.title and errors:<CODE>.advice.
 */
export const errorCatalogue = {
  ...authErrors,
  ...platformErrors,
  ...integrationErrors,
  ...cameraErrors,
  ...capsuleErrors,
  ...readerErrors,
  ...examErrors,
  ...codeErrors,
  ...voucherErrors,
  ...learningErrors,
  ...qualityErrors,
  ...stockErrors,
  ...scheduleErrors,
  ...supportErrors,
  ...otherErrors,
} as const satisfies Record<string, { status: number; chat: boolean }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}
