/** The postal code as typed, masked for the country: Brazil 99999-999, Portugal 9999-999, others as typed. */
export function maskPostalCode(country: string, value: string): string {
  const digits = value.replace(/\D/g, '');
  switch (country) {
    case 'BR': {
      const d = digits.slice(0, 8);
      return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
    }
    case 'PT': {
      const d = digits.slice(0, 7);
      return d.length > 4 ? `${d.slice(0, 4)}-${d.slice(4)}` : d;
    }
    default:
      return value.toUpperCase().slice(0, 12);
  }
}

/** The mask's placeholder: '00000-000' or '0000-000'; none elsewhere. */
export function postalCodePlaceholder(country: string): string | undefined {
  if (country === 'BR') return '00000-000';
  if (country === 'PT') return '0000-000';
  return undefined;
}
