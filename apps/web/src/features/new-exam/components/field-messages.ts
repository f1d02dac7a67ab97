import type { FieldError } from '@ponto/domain';
import type { TFunction } from 'i18next';

/** The translated message of the first error at exactly `path`, or undefined. */
export function messageAt(t: TFunction, errors: readonly FieldError[], path: string): string | undefined {
  const error = errors.find((e) => e.field === path);
  return error ? (t(error.messageKey, error.params ?? {}) as string) : undefined;
}

/** Translated messages of the errors under `prefix`, keyed by the rest of their path ('' for the prefix itself). */
export function messagesUnder(
  t: TFunction,
  errors: readonly FieldError[],
  prefix: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    if (error.field !== prefix && !error.field.startsWith(`${prefix}.`)) continue;
    const key = error.field === prefix ? '' : error.field.slice(prefix.length + 1);
    out[key] ??= t(error.messageKey, error.params ?? {}) as string;
  }
  return out;
}

/** Every translated message at `path` (an exam list may carry one per refused exam). */
export function messagesAt(t: TFunction, errors: readonly FieldError[], path: string): string[] {
  return errors.filter((e) => e.field === path).map((e) => t(e.messageKey, e.params ?? {}) as string);
}
