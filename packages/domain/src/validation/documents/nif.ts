import { stripDocument } from './strip';

/**
 * First digits the Portuguese tax authority assigns: 1, 2 and 3 individuals; 5 companies; 6 public
 * bodies; 8 sole traders (legacy); and two-digit ranges for non-residents (45), estates and other
 * entities (70, 71, 72, 74, 75, 77, 79), irregular or temporary entities (90, 91, 98, 99).
 */
const singleDigitPrefixes = ['1', '2', '3', '5', '6', '8'];
const twoDigitPrefixes = ['45', '70', '71', '72', '74', '75', '77', '79', '90', '91', '98', '99'];

export function hasAllowedNifPrefix(nif: string): boolean {
  return singleDigitPrefixes.includes(nif.slice(0, 1)) || twoDigitPrefixes.includes(nif.slice(0, 2));
}

/** Portuguese NIF: 9 digits, an allowed prefix, and a mod-11 check digit (weights 9..2; 0 when under 2). */
export function isValidNif(value: string): boolean {
  const nif = stripDocument(value);
  if (!/^\d{9}$/.test(nif) || !hasAllowedNifPrefix(nif)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(nif[i]) * (9 - i);
  const remainder = sum % 11;
  const check = remainder < 2 ? 0 : 11 - remainder;
  return check === Number(nif[8]);
}
