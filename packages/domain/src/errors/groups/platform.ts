/** Errors of the platform itself, not of one feature; the last two are the §8 fallbacks. */
export const platformErrors = {
  VALIDATION_FAILED: { status: 400, chat: false },
  NOT_FOUND: { status: 404, chat: false },
  FORBIDDEN: { status: 403, chat: true },
  RATE_LIMITED: { status: 429, chat: false },
  NETWORK_ERROR: { status: 503, chat: false },
  /**
   * The audit trail could not record the call (docs/audit.md): patient data, an export or a
   * print is not handed out unrecorded, and a sign-in does not go through.
   */
  AUDIT_UNAVAILABLE: { status: 503, chat: true },
  /** The readiness check (GET /health/ready): a part the portal needs does not answer (the answer's checks name it). */
  NOT_READY: { status: 503, chat: false },
  /** The database does not answer for a moment (restarting, unreachable); the answer carries Retry-After. */
  DATABASE_UNAVAILABLE: { status: 503, chat: false },
  /** A state machine of §4 refused a move (params: machine, from, to). */
  INVALID_TRANSITION: { status: 409, chat: true },
  SOMETHING_WENT_WRONG: { status: 500, chat: true },
  UNEXPECTED_ERROR: { status: 500, chat: true },
} as const;
