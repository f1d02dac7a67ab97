// /pacientes, /pacientes/{document} and /pacientes/id/{id} (docs/patients.md). The field groups live in entities/patient.
export { type AddressFieldsSlot, PatientEdit, type PatientEditProps } from './components/patient-edit';
export { patientEditPath, patientIdPath } from './components/patient-links';
export { PatientResults } from './components/patient-results';
export { PatientRights, type PatientRightsProps } from './components/patient-rights';
export { PatientSearchForm } from './components/patient-search-form';
