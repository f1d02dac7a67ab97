import { fieldError, isRealDate } from '@ponto/domain';
import { validationError } from './errors';

/** created_at as PostgreSQL prints it (`::text`): exact to the microsecond, unlike a JavaScript Date. */
export const pgTimestampPattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
export const uuidPattern = /^[0-9a-f-]{36}$/;

/**
 * A forged cursor's instant must fail here as a field error, not in PostgreSQL's cast as a 500: the pattern
 * alone lets '2026-13-45 25:61:00+99' through.
 */
export function isRealPgInstant(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d+)?[+-](\d{2})/.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offset] = parts.slice(1).map(Number) as number[];
  return isRealDate(year!, month!, day!) && hour! < 24 && minute! < 60 && second! < 60 && offset! <= 15;
}

/** A 'load more' cursor: the position of the last row shown, opaque to clients. */
export function encodeCursor(position: Record<string, string>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * Reads a cursor made by encodeCursor, each part checked against its pattern (they go into SQL as bound
 * values; an instant must also exist); anything else is a field error on `cursor`, never a 500.
 */
export function decodeCursor<K extends string>(cursor: string, parts: Record<K, RegExp>): Record<K, string> {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const entries = Object.entries(parts) as Array<[K, RegExp]>;
    if (
      value &&
      entries.every(
        ([key, pattern]) =>
          typeof value[key] === 'string' &&
          pattern.test(value[key]) &&
          // The pattern alone lets an impossible instant through; PostgreSQL would then fail the query.
          (pattern !== pgTimestampPattern || isRealPgInstant(value[key])),
      )
    )
      return Object.fromEntries(entries.map(([key]) => [key, value[key]])) as Record<K, string>;
  } catch {
    // falls through to the field error
  }
  throw validationError([fieldError('cursor', 'invalid')]);
}

/** LIKE wildcards typed by the user are searched for literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
