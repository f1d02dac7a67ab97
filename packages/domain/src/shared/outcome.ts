import type { ErrorCode } from '../errors/catalogue';

/** What a rule answers: the value when allowed, the §8 error code (and its text params) when refused. */
export type Outcome<T = true> =
  | { ok: true; value: T }
  | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

export function allow<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refuse<T = never>(code: ErrorCode, params?: Record<string, string | number>): Outcome<T> {
  return params ? { ok: false, code, params } : { ok: false, code };
}
