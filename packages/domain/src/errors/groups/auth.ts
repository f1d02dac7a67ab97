/** §8 login and session errors. */
export const authErrors = {
  AUTH_INVALID_CREDENTIALS: { status: 401, chat: false },
  AUTH_BLOCKED: { status: 423, chat: false },
  AUTH_LOGIN_EXPIRED: { status: 401, chat: false },
  AUTH_PASSWORD_TOKEN_EXPIRED: { status: 400, chat: true },
  AUTH_ACCESS_SUSPENDED: { status: 403, chat: false },
  AUTH_NO_WORKPLACE: { status: 403, chat: true },
  AUTH_WRONG_OLD_PASSWORD: { status: 400, chat: false },
  AUTH_RESEND_WAIT: { status: 429, chat: false },
  AUTH_INVALID_CLIENT: { status: 401, chat: false },
} as const;
