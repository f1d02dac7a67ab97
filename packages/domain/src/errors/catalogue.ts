/**
 * The §8 error catalogue: one stable code per error, its HTTP status, and whether the UI offers the
 * support chat with it. Texts live in @ponto/i18n under errors:<CODE>.title and errors:<CODE>.advice.
 */
export const errorCatalogue = {
  // Login and session (§8 login)
  AUTH_INVALID_CREDENTIALS: { status: 401, chat: false },
  AUTH_BLOCKED: { status: 423, chat: false },
  AUTH_LOGIN_EXPIRED: { status: 401, chat: false },
  AUTH_PASSWORD_TOKEN_EXPIRED: { status: 400, chat: true },
  AUTH_ACCESS_SUSPENDED: { status: 403, chat: false },
  AUTH_NO_WORKPLACE: { status: 403, chat: true },
  AUTH_WRONG_OLD_PASSWORD: { status: 400, chat: false },
  AUTH_RESEND_WAIT: { status: 429, chat: false },
  AUTH_INVALID_CLIENT: { status: 401, chat: false },
  // Platform
  VALIDATION_FAILED: { status: 400, chat: false },
  NOT_FOUND: { status: 404, chat: false },
  FORBIDDEN: { status: 403, chat: true },
  RATE_LIMITED: { status: 429, chat: false },
  NETWORK_ERROR: { status: 503, chat: false },
  SOMETHING_WENT_WRONG: { status: 500, chat: true },
  UNEXPECTED_ERROR: { status: 500, chat: true },
} as const satisfies Record<string, { status: number; chat: boolean }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

export function errorTitleKey(code: ErrorCode): string {
  return `errors:${code}.title`;
}

export function errorAdviceKey(code: ErrorCode): string {
  return `errors:${code}.advice`;
}
