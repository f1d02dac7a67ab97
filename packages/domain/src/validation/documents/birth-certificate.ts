import { stripDocument } from './strip';

/** Mod 11 with the CNJ weights: position i weighs (i + offset) mod 11, and a remainder of 10 becomes 1. */
function matriculaCheckDigit(digits: readonly number[], offset: number): number {
  const sum = digits.reduce((acc, digit, i) => acc + digit * ((i + offset) % 11), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
}

/**
 * Brazilian birth certificate number (matrícula, CNJ Provimento 2/2009): 30 digits (registry office,
 * collection, service, year, book type, book, page, term) and two check digits. The first is computed
 * over the 30 digits with weights 2,3,…,10,0,1,…; the second over the 30 digits plus the first, with
 * weights 1,2,…. §5 asks for at least 31 characters; a value carrying both check digits has 32.
 */
export function isValidBirthCertificate(value: string): boolean {
  const matricula = stripDocument(value);
  if (!/^\d{32}$/.test(matricula)) return false;
  const digits = [...matricula].map(Number);
  const base = digits.slice(0, 30);
  const first = matriculaCheckDigit(base, 2);
  const second = matriculaCheckDigit([...base, first], 1);
  return digits[30] === first && digits[31] === second;
}
