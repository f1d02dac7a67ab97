import { paths } from '@/config/paths';

/** /pacientes/{document} (§2), with `?country=` when the document is not Brazilian (§7 header country). */
export function patientEditPath(documentNumber: string, country = 'BR'): string {
  const base = `${paths.patients}/${encodeURIComponent(documentNumber)}`;
  return country.toUpperCase() === 'BR'
    ? base
    : `${base}?country=${encodeURIComponent(country.toUpperCase())}`;
}

/**
 * /pacientes/id/{id}: the patient by id, for an address that outlives the document (an anonymised patient
 * has none any more, docs/patient-data-rights.md).
 */
export function patientIdPath(id: string): string {
  return `${paths.patients}/id/${encodeURIComponent(id)}`;
}
