/**
 * Error codes that mean the database cannot be reached right now, not that a query is wrong: a refused or
 * reset connection, PostgreSQL shutting down or starting (57P01–57P03), and the connection-exception class
 * (08…). Such a request is answered 503 with a Retry-After, and a background job waits for the next round.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNREACHABLE_SQLSTATE = /^(57P0[123]|08\d{3})$/;
const UNREACHABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** The database could not be reached by another of the portal's processes, which said so (a drawing process). */
export class DatabaseUnavailableError extends Error {}

/** Looks through the error and its causes (Drizzle wraps the driver's error as `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code)))
      return true;
    if (UNREACHABLE_MESSAGES.some((message) => e instanceof Error && e.message.includes(message)))
      return true;
  }
  return false;
}
