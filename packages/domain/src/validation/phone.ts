/** Brazilian area codes (DDD) in use, so '00 90000-0000' does not pass as a phone. */
export const brazilianAreaCodes = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
] as const;

/**
 * §5 phone like '99 99999-9999': a Brazilian area code, then a mobile (9 digits starting with 9) or a
 * landline (8 digits starting with 2 to 5). Masks, parentheses and a leading +55 are accepted.
 */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s()+\-.]+$/.test(value.trim())) return false;
  let digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) {
    if (!digits.startsWith('55')) return false;
    digits = digits.slice(2);
  }
  const areaCode = Number(digits.slice(0, 2));
  if (!(brazilianAreaCodes as readonly number[]).includes(areaCode)) return false;
  const subscriber = digits.slice(2);
  return /^9\d{8}$/.test(subscriber) || /^[2-5]\d{7}$/.test(subscriber);
}
