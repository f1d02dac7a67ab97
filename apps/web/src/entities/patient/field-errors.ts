import {
  dateProblemKeys,
  type FieldError,
  fieldError,
  type PatientRegistration,
  parseDate,
  patientRegistrationProblems,
  patientRegistrationSchema,
  type ValidationKey,
  zodIssueKey,
} from '@ponto/domain';
import type { TFunction } from 'i18next';
import { type PatientDraft, toRegistration } from './draft';

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code: string;
  origin?: unknown;
  format?: unknown;
}

/**
 * A zod issue → the validation key the server answers for it: the domain's zodIssueKey, the one mapping
 * both sides use (a domain refinement names its own key, otherwise by issue code).
 */
export function issueKey(issue: Issue): ValidationKey {
  return zodIssueKey(issue);
}

export function issuesToFieldErrors(issues: readonly Issue[], prefix = ''): FieldError[] {
  return issues.map((issue) => fieldError(prefix + issue.path.map(String).join('.'), issueKey(issue)));
}

function valueAt(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );
}

/** Keys about the shape of a value: for an empty field they only mean that it is missing. */
const formatKeys = new Set(
  [
    'invalid',
    'invalidOption',
    'invalidPersonName',
    'invalidDocument',
    'invalidPhone',
    'invalidEmail',
    'invalidDate',
    'digitsOnly',
    'invalidPostalCode',
    'invalidState',
    'invalidDistrict',
  ].map((key) => `validation:${key}`),
);

/**
 * A field left empty is missing, whatever format its emptiness breaks first: an empty name is 'required',
 * not 'use only letters and spaces', an unchosen sex 'required', not 'choose one of the options'. Rules
 * across fields (a guardian's contact for a minor) keep their own message.
 */
function emptyIsRequired(errors: FieldError[], registration: unknown): FieldError[] {
  return errors.map((error) => {
    const value = valueAt(registration, error.field);
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    return empty && formatKeys.has(error.messageKey) ? fieldError(error.field, 'required') : error;
  });
}

/** One message per field: the first problem found wins (the schema's before the cross-field rules). */
function firstPerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    if (seen.has(error.field)) return false;
    seen.add(error.field);
    return true;
  });
}

export interface RegistrationCheckOptions {
  /** Projects that serve adults only (§5). */
  adultsOnly?: boolean;
}

/**
 * Every problem of the patient form, with the paths and keys the server uses ('patient.fullName',
 * 'guardian.contact', …): the domain schema field by field, typed dates (dd/mm/yyyy, a real day), and the
 * §5 rules across fields (patientRegistrationProblems) once the birth date is a real date.
 */
export function registrationFieldErrors(
  draft: PatientDraft,
  today: string,
  options: RegistrationCheckOptions = {},
): FieldError[] {
  const registration = toRegistration(draft, today);
  const errors: FieldError[] = [];
  const birth = parseDate(draft.personal.birthDate);
  if (!birth.ok) errors.push(fieldError('patient.birthDate', dateProblemKeys[birth.problem]));
  if (registration.guardian && draft.guardian.birthDate.trim() !== '') {
    const guardianBirth = parseDate(draft.guardian.birthDate);
    if (!guardianBirth.ok)
      errors.push(fieldError('guardian.birthDate', dateProblemKeys[guardianBirth.problem]));
  }
  const parsed = patientRegistrationSchema.safeParse(registration);
  if (!parsed.success) errors.push(...issuesToFieldErrors(parsed.error.issues as unknown as Issue[]));
  if (birth.ok) {
    errors.push(...patientRegistrationProblems(registration as PatientRegistration, today, options));
  }
  return firstPerField(emptyIsRequired(errors, registration));
}

/** The groups of the patient form, each owning the server paths that start with its prefixes. */
export const patientFieldGroups = {
  document: ['patient.document'],
  personal: [
    'patient.fullName',
    'patient.socialName',
    'patient.sex',
    'patient.genderIdentity',
    'patient.birthDate',
    'patient.ethnicity',
    'patient.motherName',
    'patient.phone',
    'patient.email',
  ],
  healthPlan: ['patient.healthPlan'],
  consents: ['patient.consents'],
  address: ['patient.address'],
  guardian: ['guardian'],
  photo: ['patient.photoId'],
} as const;
export type PatientFieldGroup = keyof typeof patientFieldGroups;

function startsWithPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}

/** The group that owns a registration path ('patient.address.city' → 'address'), or null. */
export function groupOfPath(path: string): PatientFieldGroup | null {
  for (const [group, prefixes] of Object.entries(patientFieldGroups)) {
    if (prefixes.some((prefix) => startsWithPath(path, prefix))) return group as PatientFieldGroup;
  }
  return null;
}

/** Where the group's own keys start: 'patient.document.number' → 'number' in DocumentFields. */
const groupRoots: Record<PatientFieldGroup, string> = {
  document: 'patient.document',
  personal: 'patient',
  healthPlan: 'patient.healthPlan',
  consents: 'patient.consents',
  address: 'patient.address',
  guardian: 'guardian',
  photo: 'patient',
};

export type GroupErrors = Record<string, FieldError>;
export type RegistrationErrors = Record<PatientFieldGroup, GroupErrors>;

/**
 * Field errors by registration path → one map per group, keyed by the path inside the group
 * ('name', 'document.number'; '' for the group as a whole, such as 'guardian' when none was given).
 * `prefix` is cut first: 'subject.registration.' for POST /pre-exams answers.
 */
export function errorsByGroup(fields: readonly FieldError[], prefix = ''): RegistrationErrors {
  const out: RegistrationErrors = {
    document: {},
    personal: {},
    healthPlan: {},
    consents: {},
    address: {},
    guardian: {},
    photo: {},
  };
  for (const error of fields) {
    if (prefix && !error.field.startsWith(prefix)) continue;
    const path = error.field.slice(prefix.length);
    const group = groupOfPath(path);
    if (!group) continue;
    const root = groupRoots[group];
    const key = path === root ? '' : path.slice(root.length + 1);
    out[group][key] ??= error;
  }
  return out;
}

/** Translated messages for a field group's errors (the groups take them already translated). */
export function translateErrors(t: TFunction, errors: GroupErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, error]) => [key, t(error.messageKey, error.params ?? {}) as string]),
  );
}
