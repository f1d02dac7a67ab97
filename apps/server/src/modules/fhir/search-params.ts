import { fieldError } from '@ponto/domain';
import { validationError } from '../../platform/errors';
import type { DateBound } from './repository';

/** The query as Fastify gives it: a repeated parameter is an array. */
export type Query = Record<string, string | string[] | undefined>;

export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** Every value given for a parameter (a repeated parameter is ANDed, a comma inside one is ORed). */
export function valuesOf(query: Query, name: string): string[] {
  const raw = query[name];
  if (raw === undefined) return [];
  return [raw].flat();
}

function alternatives(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export interface Token {
  system: string | undefined;
  code: string;
}

/** `system|code`, `|code` (no system) or `code` (any system); a comma separates alternatives. */
export function tokensOf(query: Query, name: string): Token[] | undefined {
  const values = valuesOf(query, name);
  if (values.length === 0) return undefined;
  return values.flatMap(alternatives).map((v) => {
    const bar = v.indexOf('|');
    return bar < 0 ? { system: undefined, code: v } : { system: v.slice(0, bar), code: v.slice(bar + 1) };
  });
}

/** The ids a reference parameter names (`Patient/id` or `id`); ids that are no id match nothing. */
export function referencesOf(query: Query, names: readonly string[], type: string): string[] | undefined {
  const values = names.flatMap((n) => valuesOf(query, n).flatMap(alternatives));
  if (values.length === 0) return undefined;
  return values
    .map((v) => (v.startsWith(`${type}/`) ? v.slice(type.length + 1) : v))
    .map((v) => (isUuid(v) ? v : '00000000-0000-0000-0000-000000000000'));
}

export function idsOf(query: Query): string[] | undefined {
  const values = valuesOf(query, '_id').flatMap(alternatives);
  if (values.length === 0) return undefined;
  return values.map((v) => (isUuid(v) ? v : '00000000-0000-0000-0000-000000000000'));
}

const datePattern =
  /^(eq|ne|gt|lt|ge|le|sa|eb|ap)?(\d{4})(?:-(\d{2})(?:-(\d{2})(T[0-9:.]+(?:Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** The instants a date value covers: [start, end) at the precision given (UTC when no zone is given). */
function rangeOf(year: string, month?: string, day?: string, time?: string): [Date, Date] | null {
  if (time) {
    const at = new Date(`${year}-${month}-${day}${time}`);
    return Number.isNaN(at.getTime()) ? null : [at, new Date(at.getTime() + 1000)];
  }
  const y = Number(year);
  const m = month ? Number(month) - 1 : 0;
  const d = day ? Number(day) : 1;
  const start = new Date(Date.UTC(y, m, d));
  if (start.getUTCMonth() !== m || start.getUTCDate() !== d) return null;
  const end = day ? Date.UTC(y, m, d + 1) : month ? Date.UTC(y, m + 1, 1) : Date.UTC(y + 1, 0, 1);
  return [start, new Date(end)];
}

/** A FHIR date search (prefixes eq, gt, ge, lt, le, sa, eb) as bounds on one instant column. */
export function dateBoundsOf(query: Query, name: string): DateBound[] | undefined {
  const values = valuesOf(query, name);
  if (values.length === 0) return undefined;
  return values.flatMap((value) => {
    const match = datePattern.exec(value.trim());
    const range = match && rangeOf(match[2] as string, match[3], match[4], match[5]);
    const prefix = match?.[1] ?? 'eq';
    if (!match || !range || prefix === 'ne' || prefix === 'ap')
      throw validationError([fieldError(name, 'invalidSearchDate')]);
    const [start, end] = range;
    switch (prefix) {
      case 'gt':
      case 'sa':
        return [{ op: '>=', at: end }] as DateBound[];
      case 'ge':
        return [{ op: '>=', at: start }] as DateBound[];
      case 'lt':
      case 'eb':
        return [{ op: '<', at: start }] as DateBound[];
      case 'le':
        return [{ op: '<', at: end }] as DateBound[];
      default:
        return [
          { op: '>=', at: start },
          { op: '<', at: end },
        ] as DateBound[];
    }
  });
}

/** `_count` (at most MAX_COUNT) and `_offset`. */
export function pagingOf(query: Query): { count: number; offset: number } {
  const number = (name: string, fallback: number) => {
    const [raw] = valuesOf(query, name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw validationError([fieldError(name, 'invalid')]);
    return n;
  };
  return { count: Math.min(number('_count', DEFAULT_COUNT), MAX_COUNT), offset: number('_offset', 0) };
}

/** The parameters of a search that the server used, for the Bundle's links (paging parameters aside). */
export function usedParams(query: Query, supported: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of supported) for (const value of valuesOf(query, name)) params.append(name, value);
  return params;
}
