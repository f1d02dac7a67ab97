/** dd/mm/yyyy while typing: digits only, slashes put in (at most 8 digits). */
export function maskDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** E.164 allows at most 15 digits, country code included. */
const MAX_INTERNATIONAL_DIGITS = 15;

/**
 * §5 phone while typing. Written with '+' (an international number, '+351 912 345 678'): the digits and
 * the spaces, hyphens and parentheses typed are kept, at most 15 digits. Otherwise Brazil's '99 99999-9999'
 * (or '99 9999-9999' for landlines); with `country` 'PT' (see the domain's patientPhoneCountry) up to 9
 * digits are grouped the Portuguese way, '912 345 678', and more go on as a Brazilian number.
 */
export function maskPhone(value: string, country?: string): string {
  const text = value.trimStart();
  if (text.startsWith('+')) {
    let out = '+';
    let count = 0;
    for (const char of text.slice(1)) {
      if (/\d/.test(char)) {
        if (count === MAX_INTERNATIONAL_DIGITS) break;
        count += 1;
        out += char;
      } else if (/[ ()-]/.test(char)) {
        out += char;
      }
    }
    return out.replace(/ {2,}/g, ' ');
  }
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (country?.toUpperCase() === 'PT' && digits.length <= 9) {
    return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join(' ');
  }
  if (digits.length <= 2) return digits;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  if (rest.length <= split) return `${area} ${rest}`;
  return `${area} ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** The phone's example and hint for the patient's country: Portugal's 9 digits, or Brazil's format. */
export function phoneHelp(country: string | undefined): { placeholder: string; hintKey: string } {
  return country?.toUpperCase() === 'PT'
    ? { placeholder: '912 345 678', hintKey: 'phoneHint.PT' }
    : { placeholder: '99 99999-9999', hintKey: 'phoneHint.BR' };
}
