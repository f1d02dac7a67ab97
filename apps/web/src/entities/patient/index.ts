// Patient field groups (docs/new-exam.md): the patient form's field groups, shared by the new-exam wizard and
// the patient edit (/pacientes/{document}). All controlled: value / onChange / errors (already translated,
// keyed by the path inside the group).
export { ConsentFields, type ConsentFieldsProps } from './consent-fields';
export { countryCodes, countryOptions } from './countries';
export { CountrySelect } from './country-select';
export { DocumentFields, type DocumentFieldsProps } from './document-fields';
export {
  ageOf,
  type ConsentsDraft,
  type DocumentDraft,
  defaultDocumentType,
  emptyDocument,
  emptyGuardian,
  emptyPatientDraft,
  emptyPersonalData,
  fromRegistration,
  type GuardianDraft,
  type HealthPlanDraft,
  includesGuardian,
  isoFromTyped,
  type PatientDraft,
  type PersonalDataDraft,
  phoneCountryOf,
  toRegistration,
} from './draft';
export {
  errorsByGroup,
  type GroupErrors,
  groupOfPath,
  type Issue,
  issueKey,
  issuesToFieldErrors,
  type PatientFieldGroup,
  patientFieldGroups,
  type RegistrationCheckOptions,
  type RegistrationErrors,
  registrationFieldErrors,
  translateErrors,
} from './field-errors';
export { GuardianFields, type GuardianFieldsProps } from './guardian-fields';
export { HealthPlanFields, type HealthPlanFieldsProps } from './health-plan-fields';
export { maskDate, maskPhone, phoneHelp } from './masks';
export { PersonalDataFields, type PersonalDataFieldsProps } from './personal-data-fields';
