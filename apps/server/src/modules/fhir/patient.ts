import type { Patient } from '@medplum/fhirtypes';
import { isAnonymisedRegistration } from '@ponto/domain';
import type { PatientRow } from './repository';
import { documentSystem } from './systems';

/**
 * A human patient of the portal as a FHIR Patient. An anonymised patient (docs/patient-data-rights.md) keeps
 * only what the anonymisation left: sex, birth year, city and state; no name, document or contact.
 */
export function patientResource(row: PatientRow): Patient {
  const registration = row.registration;
  const base: Patient = {
    resourceType: 'Patient',
    id: row.id,
    meta: { lastUpdated: row.updatedAt.toISOString() },
    managingOrganization: { reference: `Organization/${row.workplaceId}` },
  };
  if (isAnonymisedRegistration(registration)) {
    const p = registration.patient;
    return {
      ...base,
      gender: p.sex === 'male' || p.sex === 'female' ? p.sex : 'unknown',
      birthDate: String(p.birthYear),
      address: [{ city: p.address.city, state: p.address.state, country: p.address.country }],
    };
  }
  const p = registration.patient;
  const a = p.address;
  return {
    ...base,
    identifier: [
      {
        use: 'official',
        system: documentSystem(p.document.type, p.document.countryOfOrigin),
        value: row.documentNumber,
      },
    ],
    active: true,
    name: [
      { use: 'official', text: p.fullName },
      ...(p.socialName ? [{ use: 'usual' as const, text: p.socialName }] : []),
    ],
    gender: p.sex,
    birthDate: p.birthDate,
    telecom: [
      { system: 'phone', value: p.phone },
      ...(p.email ? [{ system: 'email' as const, value: p.email }] : []),
    ],
    address: [
      {
        use: 'home',
        line: [[a.street, a.number].join(', '), ...(a.complement ? [a.complement] : [])],
        district: a.district,
        city: a.city,
        state: a.state,
        postalCode: a.postalCodeUnknown ? undefined : a.postalCode,
        country: a.country,
      },
    ],
  };
}
