/** dd/mm/yyyy while typing: digits only, slashes put in (at most 8 digits). */
export function maskDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** §5 phone '99 99999-9999' (or '99 9999-9999' for landlines) while typing. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 2) return digits;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  if (rest.length <= split) return `${area} ${rest}`;
  return `${area} ${rest.slice(0, split)}-${rest.slice(split)}`;
}
