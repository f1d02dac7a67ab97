const CNPJ_DIGITS = 14;

/**
 * The 14 digits of a CNPJ as typed or pasted, masked ('22.333.444/0001-81') or not. The cap applies to
 * the digits, never to the typed text: a mask adds 4 characters, so cutting the text at 14 loses the
 * last 3 digits.
 */
export function cnpjDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, CNPJ_DIGITS);
}
