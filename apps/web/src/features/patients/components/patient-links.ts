import { paths } from '../../../config/paths';

/** /pacientes/{document} (§2), with `?country=` when the document is not Brazilian (§7 header country). */
export function patientEditPath(documentNumber: string, country = 'BR'): string {
  const base = `${paths.patients}/${encodeURIComponent(documentNumber)}`;
  return country.toUpperCase() === 'BR'
    ? base
    : `${base}?country=${encodeURIComponent(country.toUpperCase())}`;
}
