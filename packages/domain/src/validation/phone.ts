/** Brazilian area codes (DDD) in use, so '00 90000-0000' does not pass as a phone. */
export const brazilianAreaCodes = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
] as const;

/** A Brazilian area code, then a mobile (9 digits starting with 9) or a landline (8 digits starting with 2 to 5). */
function isBrazilianNumber(digits: string): boolean {
  const areaCode = Number(digits.slice(0, 2));
  if (!(brazilianAreaCodes as readonly number[]).includes(areaCode)) return false;
  const subscriber = digits.slice(2);
  return /^9\d{8}$/.test(subscriber) || /^[2-5]\d{7}$/.test(subscriber);
}

/** Portugal's 9 digits: landlines 2x, nomadic 30, mobiles 91, 92, 93 and 96 ('912 345 678'). */
function isPortugueseNumber(digits: string): boolean {
  return /^(2\d|30|9[1236])\d{7}$/.test(digits);
}

/** Countries whose numbers are also known written without the '+' and country code, besides Brazil. */
const nationalNumbers: Record<string, (digits: string) => boolean> = { PT: isPortugueseNumber };

/** Country codes whose numbers are checked digit by digit when written with '+'; others by E.164 length. */
const byCountryCode: Record<string, (digits: string) => boolean> = {
  '55': isBrazilianNumber,
  '351': isPortugueseNumber,
};

/**
 * §5 phone. Always accepted: a Brazilian number like '99 99999-9999' (area code, then a mobile or a
 * landline), and an international number written E.164-style with '+' and the country code
 * ('+351 912 345 678', '+55 11 98765-4321'; Brazil's and Portugal's are checked digit by digit, others
 * by length: 7 to 15 digits, no country code starting with 0). With `country` 'PT' (the patient's
 * address or document is Portuguese) a Portuguese number without the prefix ('912 345 678') too.
 * Masks, spaces, parentheses, dots and hyphens are allowed; a '+' only first.
 */
export function isValidPhone(value: string, country?: string): boolean {
  const text = value.trim();
  if (!/^\+?[\d\s()\-.]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    const known = Object.entries(byCountryCode).find(([code]) => digits.startsWith(code));
    if (known) return known[1](digits.slice(known[0].length));
    return /^[1-9]\d{6,14}$/.test(digits);
  }
  if (isBrazilianNumber(digits)) return true;
  const national = country ? nationalNumbers[country.toUpperCase()] : undefined;
  return national ? national(digits) : false;
}

/**
 * A phone of some country the portal knows (any `country` of isValidPhone): the field check, which does
 * not know whose phone it is; the rules of the registration check it for the patient's country.
 */
export function isKnownPhone(value: string): boolean {
  return isValidPhone(value) || Object.keys(nationalNumbers).some((country) => isValidPhone(value, country));
}
