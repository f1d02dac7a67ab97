import { stripDocument } from './strip';

/** Digits are worth their value; letters A..Z are worth 10..35, as the Portuguese state publishes. */
function charValue(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

/**
 * Portuguese Cartão de Cidadão document number: 9 digits (civil id and its check digit), 2 version
 * characters and a final check character; every second value from the right is doubled (minus 9 when
 * over 9) and the sum must end in 0. Lower-case input is accepted because people type it that way.
 */
export function isValidCitizenCard(value: string): boolean {
  const number = stripDocument(value).toUpperCase();
  if (!/^\d{9}[A-Z0-9]{2}\d$/.test(number)) return false;
  let sum = 0;
  [...number].reverse().forEach((char, i) => {
    let worth = charValue(char);
    if (i % 2 === 1) {
      worth *= 2;
      if (worth > 9) worth -= 9;
    }
    sum += worth;
  });
  return sum % 10 === 0;
}
