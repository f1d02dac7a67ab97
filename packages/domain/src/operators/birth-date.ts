import { ADULT_AGE, MAX_PATIENT_AGE } from '../constants/business';
import type { FieldError } from '../errors/api-error';
import { type DateInput, fromIsoDate } from '../shared/calendar-date';
import { birthDateProblemKeys, birthDateProblems } from '../validation/age-rules';
import { fieldError } from '../validation/messages';
import { operatorsFieldError } from './messages';

/** Operators work with patients' samples: adults only. */
export const OPERATOR_MIN_AGE = ADULT_AGE;
/** The §9 age limit that the birth-date rule reads for every person. */
export const OPERATOR_MAX_AGE = MAX_PATIENT_AGE;

/**
 * §5 'operator birth date must be valid': an ISO day that exists, not in the future, and an age from
 * 18 to 119 on `today`. An empty value is 'required'; the profile, where it is optional, skips it.
 */
export function operatorBirthDateProblems(field: string, birthDate: string, today: DateInput): FieldError[] {
  const value = birthDate.trim();
  if (value === '') return [fieldError(field, 'required')];
  if (!fromIsoDate(value)) return [fieldError(field, 'invalidDate')];
  const [problem] = birthDateProblems(value, today, { adultsOnly: true });
  if (!problem) return [];
  if (problem === 'underAge')
    return [operatorsFieldError(field, 'operatorUnderAge', { min: OPERATOR_MIN_AGE })];
  return [fieldError(field, birthDateProblemKeys[problem], { max: OPERATOR_MAX_AGE })];
}
