import {
  ADULT_AGE,
  BIRTH_CERTIFICATE_BORN_AFTER_YEAR,
  GUARDIAN_REQUIRED_UNDER_AGE,
  MAX_PATIENT_AGE,
  RESTRICTED_EXAM_MIN_AGE,
} from '../constants/business';
import type { ErrorCode } from '../errors/catalogue';
import { asCalendarDate, compareDates, type DateInput } from '../shared/calendar-date';
import { ageInYears } from './date';
import type { MessageParams, ValidationKey } from './messages';

/**
 * §5 guardian rule by age: under 12 a legal guardian comes along (their document optional); from 12 to
 * 17 a guardian contact is required but the exam is not disclosed to them; from 18 nothing.
 */
export const guardianRequirements = ['guardian', 'contact', 'none'] as const;
export type GuardianRequirement = (typeof guardianRequirements)[number];

export function guardianRequirement(age: number): GuardianRequirement {
  if (age < GUARDIAN_REQUIRED_UNDER_AGE) return 'guardian';
  if (age < ADULT_AGE) return 'contact';
  return 'none';
}

/** §5: a guardian of a 12-to-17-year-old gives a contact but does not see the exam. */
export function examDisclosedToGuardian(age: number): boolean {
  return guardianRequirement(age) === 'guardian';
}

/** §5 birth certificate only for those born after 2010 (from 1 January 2011). */
export function birthCertificateAllowed(birthDate: DateInput): boolean {
  return asCalendarDate(birthDate).year > BIRTH_CERTIFICATE_BORN_AFTER_YEAR;
}

/** Exams that §5 refuses under the age threshold, by catalogue code. */
export const ageRestrictedExams = ['BHCG', 'HIV', 'SYPHILIS', 'HBSAG'] as const;

function examKey(exam: string | { code: string }): string {
  const code = typeof exam === 'string' ? exam : exam.code;
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function isAgeRestrictedExam(exam: string | { code: string }): boolean {
  return (ageRestrictedExams as readonly string[]).includes(examKey(exam));
}

export interface AgeRuleOptions {
  /** The restricted-exam threshold: 14 by default, 15 for projects that follow the stricter text. */
  restrictedExamMinAge?: number;
  /** Projects that serve adults only. */
  adultsOnly?: boolean;
}

export type AgeVerdict =
  | { ok: true }
  | { ok: false; code: ErrorCode; key: ValidationKey; params?: MessageParams };

/**
 * §5/§9 may a patient of this age take this exam: age not negative (birth date not in the future), at
 * most 119, 18 or over where the project serves adults only, and the restricted-exam threshold.
 */
export function examAllowedForAge(
  exam: string | { code: string },
  age: number,
  options: AgeRuleOptions = {},
): AgeVerdict {
  if (age < 0) return { ok: false, code: 'VALIDATION_FAILED', key: 'dateInFuture' };
  if (age > MAX_PATIENT_AGE)
    return { ok: false, code: 'VALIDATION_FAILED', key: 'ageTooHigh', params: { max: MAX_PATIENT_AGE } };
  if (options.adultsOnly && age < ADULT_AGE) {
    return { ok: false, code: 'PATIENT_UNDER_AGE', key: 'patientMustBeAdult', params: { min: ADULT_AGE } };
  }
  const minAge = options.restrictedExamMinAge ?? RESTRICTED_EXAM_MIN_AGE;
  if (isAgeRestrictedExam(exam) && age < minAge) {
    return {
      ok: false,
      code: 'EXAM_NOT_ALLOWED_FOR_AGE',
      key: 'examNotAllowedForAge',
      params: { exam: examKey(exam), min: minAge, minAge },
    };
  }
  return { ok: true };
}

export type BirthDateProblem = 'inFuture' | 'tooOld' | 'underAge';

export const birthDateProblemKeys: Record<BirthDateProblem, ValidationKey> = {
  inFuture: 'dateInFuture',
  tooOld: 'ageTooHigh',
  underAge: 'patientMustBeAdult',
};

/** §5 birth date: not in the future, age at most 119, and 18 or over where the project serves adults only. */
export function birthDateProblems(
  birthDate: DateInput,
  today: DateInput,
  options: Pick<AgeRuleOptions, 'adultsOnly'> = {},
): BirthDateProblem[] {
  if (compareDates(birthDate, today) > 0) return ['inFuture'];
  const age = ageInYears(birthDate, today);
  if (age > MAX_PATIENT_AGE) return ['tooOld'];
  if (options.adultsOnly && age < ADULT_AGE) return ['underAge'];
  return [];
}
