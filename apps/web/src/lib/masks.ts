/** Formats what is typed as a CPF while typing: 000.000.000-00 (digits only, at most 11). */
export function maskCpf(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const check = digits.slice(9, 11);
  return parts.join('.') + (check ? `-${check}` : '');
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}
