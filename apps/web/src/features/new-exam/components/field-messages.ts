import type { FieldError } from '@ponto/domain';
import type { TFunction } from 'i18next';
import { fieldLabelKey } from './field-labels';

/**
 * The error's message in the interface language. 'Required' names its field, so that a message read out of
 * context (a screen reader, a list of problems) still says what is missing; `label` names fields whose label
 * comes from data (a questionnaire's question).
 */
export function translateError(t: TFunction, error: FieldError, label?: string): string {
  if (error.messageKey === 'validation:required') {
    const key = fieldLabelKey(error.field);
    const field = label ?? (key ? (t(key) as string) : undefined);
    if (field) return t('newExam:requiredField', { field }) as string;
  }
  return t(error.messageKey, error.params ?? {}) as string;
}

/** The translated message of the first error at exactly `path`, or undefined. */
export function messageAt(
  t: TFunction,
  errors: readonly FieldError[],
  path: string,
  label?: string,
): string | undefined {
  const error = errors.find((e) => e.field === path);
  return error ? translateError(t, error, label) : undefined;
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
    out[key] ??= translateError(t, error);
  }
  return out;
}

/** Every translated message at `path` (an exam list may carry one per refused exam). */
export function messagesAt(t: TFunction, errors: readonly FieldError[], path: string): string[] {
  return errors.filter((e) => e.field === path).map((e) => translateError(t, e));
}
