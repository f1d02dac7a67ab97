import { OPERATOR_NAME_MIN_LETTERS } from '../constants/business';

/** Letters of any alphabet with their accents (composed or combining), and spaces between words. */
const lettersAndSpaces = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;

/** §3/§5 patient name: letters, accents and spaces only. */
export function isValidPersonName(value: string): boolean {
  return lettersAndSpaces.test(value.trim());
}

/** §5 operator name: at least 3 letters, no digits or special characters. */
export function isValidOperatorName(value: string): boolean {
  const name = value.trim();
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  return lettersAndSpaces.test(name) && letters >= OPERATOR_NAME_MIN_LETTERS;
}
