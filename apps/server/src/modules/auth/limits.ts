/** §9: five wrong passwords block the account for 6 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCKOUT_MS = 6 * 60_000;
