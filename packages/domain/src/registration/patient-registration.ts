import { z } from 'zod';
import {
  BIRTH_CERTIFICATE_BORN_AFTER_YEAR,
  GUARDIAN_REQUIRED_UNDER_AGE,
  MAX_PATIENT_AGE,
} from '../constants/business';
import { legalGuardianSchema } from '../entities/legal-guardian';
import { patientSchema } from '../entities/patient';
import type { FieldError } from '../errors/api-error';
import type { DateInput } from '../shared/calendar-date';
import {
  birthCertificateAllowed,
  birthDateProblemKeys,
  birthDateProblems,
  guardianRequirement,
} from '../validation/age-rules';
import { ageInYears } from '../validation/date';
import { fieldError } from '../validation/messages';
import { isValidPhone } from '../validation/phone';

/** What the wizard (and the API) sends to register a human patient: the patient and, by age, a guardian. */
export const patientRegistrationSchema = z.object({
  patient: patientSchema,
  guardian: legalGuardianSchema.optional(),
});
export type PatientRegistration = z.infer<typeof patientRegistrationSchema>;

/**
 * Whose national phone numbers the patient's phones may be written in, besides Brazil's: Portugal when the
 * address or the document is Portuguese (§5 phone; see isValidPhone).
 */
export function patientPhoneCountry(patient: {
  address: { country: string };
  document: { countryOfOrigin: string };
}): 'PT' | 'BR' {
  const countries = [patient.address.country, patient.document.countryOfOrigin].map((c) => c.toUpperCase());
  return countries.includes('PT') ? 'PT' : 'BR';
}

/**
 * §5 rules that look at more than one field: the patient's and the guardian's phones for the patient's
 * country (patientPhoneCountry), the birth date (not in the future, at most 119 years, adults only where
 * the project says so), a birth certificate only for those born after 2010, and the guardian by age
 * (under 12 a guardian; 12 to 17 a guardian contact). Field paths match the registration shape.
 */
export function patientRegistrationProblems(
  registration: PatientRegistration,
  today: DateInput,
  options: { adultsOnly?: boolean } = {},
): FieldError[] {
  const { patient, guardian } = registration;
  const problems: FieldError[] = [];
  const phoneCountry = patientPhoneCountry(patient);
  // The web checks a form whose phone may still be empty; the schema says 'required' for that.
  if (patient.phone !== undefined && !isValidPhone(patient.phone, phoneCountry)) {
    problems.push(fieldError('patient.phone', 'invalidPhone'));
  }
  if (guardian?.phone !== undefined && !isValidPhone(guardian.phone, phoneCountry)) {
    problems.push(fieldError('guardian.phone', 'invalidPhone'));
  }
  const birth = birthDateProblems(patient.birthDate, today, options);
  for (const problem of birth) {
    problems.push(
      fieldError('patient.birthDate', birthDateProblemKeys[problem], { max: MAX_PATIENT_AGE, min: 18 }),
    );
  }
  if (patient.document.type === 'certificate' && !birthCertificateAllowed(patient.birthDate)) {
    problems.push(
      fieldError('patient.document.type', 'birthCertificateNotAllowed', {
        year: BIRTH_CERTIFICATE_BORN_AFTER_YEAR,
      }),
    );
  }
  if (birth.length > 0) return problems;
  const requirement = guardianRequirement(ageInYears(patient.birthDate, today));
  if (requirement === 'guardian' && !guardian) {
    problems.push(fieldError('guardian', 'guardianRequired', { age: GUARDIAN_REQUIRED_UNDER_AGE }));
  }
  if (requirement === 'contact' && !guardian?.phone && !guardian?.contact) {
    problems.push(fieldError('guardian.contact', 'guardianContactRequired'));
  }
  return problems;
}
