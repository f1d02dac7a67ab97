import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the ~49,000 most common ones, gathered from public breach corpora (zxcvbn's
 * list, `@zxcvbn-ts/language-common`), compared without case. The set is built on first use and kept.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}
