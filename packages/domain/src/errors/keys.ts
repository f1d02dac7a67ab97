import type { ErrorCode } from './catalogue';

// The i18n keys of a code's texts: a module apart from the catalogue, so that a screen that only shows an
// error does not carry every code's status.
export function errorTitleKey(code: ErrorCode): string {
  return `errors:${code}.title`;
}

export function errorAdviceKey(code: ErrorCode): string {
  return `errors:${code}.advice`;
}
