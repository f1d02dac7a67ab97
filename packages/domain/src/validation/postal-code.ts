/**
 * §5 postal code: Brazil's CEP has 8 digits ('01310-100' or '01310100'); Portugal's is '0000-000' with a
 * non-zero first digit. Other countries have too many formats to check; they only need a value. A
 * postal code the patient does not know may be marked unknown (§5), which skips the check.
 */
export function isValidPostalCode(
  country: string,
  value: string,
  options: { unknown?: boolean } = {},
): boolean {
  if (options.unknown) return true;
  const code = value.trim();
  switch (country.toUpperCase()) {
    case 'BR':
      return /^\d{2}\.?\d{3}-?\d{3}$/.test(code) && code.replace(/\D/g, '') !== '00000000';
    case 'PT':
      return /^[1-9]\d{3}-\d{3}$/.test(code);
    default:
      return code.length > 0;
  }
}

/**
 * The postal code in its one stored form ('01310-100' for Brazil, '1000-001' for Portugal, trimmed and
 * upper-cased elsewhere), or null when it is not a valid postal code of that country.
 */
export function normalisePostalCode(country: string, value: string): string | null {
  if (!isValidPostalCode(country, value)) return null;
  const code = value.trim();
  if (country.toUpperCase() === 'BR') {
    const digits = code.replace(/\D/g, '');
    return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }
  return code.toUpperCase();
}
