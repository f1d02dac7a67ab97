import {
  ageInYears,
  type DocumentType,
  type Ethnicity,
  formatDate,
  type GenderIdentity,
  guardianRequirement,
  type Kinship,
  type PatientConsents,
  type PatientRegistration,
  parseDate,
  patientPhoneCountry,
  type Sex,
  toIsoDate,
} from '@ponto/domain';
import { type AddressDraft, emptyAddress } from '@/entities/address';

/**
 * The patient form as typed: every field a string (or a boolean), '' when empty, dates as dd/mm/yyyy.
 * `toRegistration` turns it into the domain's PatientRegistration (what POST /patients and the
 * subject of POST /pre-exams take); `fromRegistration` fills the form from a stored patient.
 */
export interface DocumentDraft {
  type: DocumentType;
  number: string;
  /** ISO 3166-1 alpha-2. */
  countryOfOrigin: string;
  issuingBody: string;
  state: string;
}

export interface PersonalDataDraft {
  fullName: string;
  socialName: string;
  sex: Sex | '';
  genderIdentity: GenderIdentity | '';
  /** dd/mm/yyyy as typed. */
  birthDate: string;
  ethnicity: Ethnicity | '';
  motherName: string;
  phone: string;
  email: string;
}

export interface HealthPlanDraft {
  insurer: string;
  cardNumber: string;
}

export type ConsentsDraft = PatientConsents;

export interface GuardianDraft {
  name: string;
  document: DocumentDraft;
  /** dd/mm/yyyy as typed. */
  birthDate: string;
  sex: Sex | '';
  phone: string;
  contact: string;
  kinship: Kinship | '';
}

export interface PatientDraft {
  document: DocumentDraft;
  personal: PersonalDataDraft;
  healthPlan: HealthPlanDraft;
  consents: ConsentsDraft;
  address: AddressDraft;
  guardian: GuardianDraft;
  /** Stored file id of the photo holding a document (never the picture itself). */
  photoId: string | null;
}

/** The document most people of a country show: CPF in Brazil, Cartão de Cidadão in Portugal, else passport. */
export function defaultDocumentType(country: string): DocumentType {
  return country === 'PT' ? 'citizenCard' : country === 'BR' ? 'cpf' : 'passport';
}

export function emptyDocument(countryOfOrigin = 'BR'): DocumentDraft {
  return {
    type: defaultDocumentType(countryOfOrigin),
    number: '',
    countryOfOrigin,
    issuingBody: '',
    state: '',
  };
}

export function emptyPersonalData(): PersonalDataDraft {
  return {
    fullName: '',
    socialName: '',
    sex: '',
    genderIdentity: '',
    birthDate: '',
    ethnicity: '',
    motherName: '',
    phone: '',
    email: '',
  };
}

export function emptyGuardian(): GuardianDraft {
  return {
    name: '',
    document: emptyDocument('BR'),
    birthDate: '',
    sex: '',
    phone: '',
    contact: '',
    kinship: '',
  };
}

export function emptyPatientDraft(country = 'BR'): PatientDraft {
  return {
    document: emptyDocument(country),
    personal: emptyPersonalData(),
    healthPlan: { insurer: '', cardNumber: '' },
    consents: { promotions: false, reportBySms: false, shareResultWithEmployer: false },
    address: emptyAddress(country),
    guardian: emptyGuardian(),
    photoId: null,
  };
}

/** Trimmed text, or undefined when nothing was typed (optional fields are left out, not sent empty). */
function optional(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}

function choice<T extends string>(value: T | ''): T | undefined {
  return value === '' ? undefined : value;
}

/** dd/mm/yyyy → ISO day; what does not parse travels as typed, and the schema names the field. */
export function isoFromTyped(value: string): string {
  const parsed = parseDate(value);
  return parsed.ok ? toIsoDate(parsed.date) : value.trim();
}

/** The patient's age on `today` (ISO day), or null while the birth date is not a real dd/mm/yyyy date. */
export function ageOf(personal: Pick<PersonalDataDraft, 'birthDate'>, today: string): number | null {
  const parsed = parseDate(personal.birthDate);
  return parsed.ok ? ageInYears(parsed.date, today) : null;
}

function documentOf(draft: DocumentDraft) {
  return {
    type: draft.type,
    number: draft.number.trim(),
    countryOfOrigin: draft.countryOfOrigin,
    issuingBody: optional(draft.issuingBody),
    state: optional(draft.state),
  };
}

function hasGuardianContent(guardian: GuardianDraft): boolean {
  return [guardian.name, guardian.document.number, guardian.birthDate, guardian.phone, guardian.contact].some(
    (value) => value.trim() !== '',
  );
}

/**
 * Whether the registration carries a guardian: by age (§5: under 18 one is sent, so that the guardian's
 * own fields are checked), or, while the age is unknown, when something was typed for one.
 */
export function includesGuardian(draft: PatientDraft, today: string): boolean {
  const age = ageOf(draft.personal, today);
  if (age === null || age < 0) return hasGuardianContent(draft.guardian);
  return guardianRequirement(age) !== 'none';
}

/**
 * The form → the domain's PatientRegistration. Not validated here: the result goes through
 * patientRegistrationSchema (in the browser before Next, and on the server) which names each bad field.
 */
export function toRegistration(draft: PatientDraft, today: string): PatientRegistration {
  const { personal, healthPlan, guardian, address } = draft;
  const registration = {
    patient: {
      fullName: personal.fullName.trim(),
      socialName: optional(personal.socialName),
      sex: choice(personal.sex),
      genderIdentity: choice(personal.genderIdentity),
      birthDate: personal.birthDate.trim() === '' ? undefined : isoFromTyped(personal.birthDate),
      ethnicity: choice(personal.ethnicity),
      motherName: optional(personal.motherName),
      document: documentOf(draft.document),
      phone: personal.phone.trim() === '' ? undefined : personal.phone.trim(),
      email: optional(personal.email),
      address: {
        postalCode: address.postalCode.trim(),
        postalCodeUnknown: address.postalCodeUnknown,
        street: address.street.trim(),
        number: address.number.trim(),
        complement: optional(address.complement),
        district: address.district.trim(),
        city: address.city.trim(),
        state: address.state.trim(),
        country: address.country,
      },
      healthPlan:
        optional(healthPlan.insurer) || optional(healthPlan.cardNumber)
          ? { insurer: healthPlan.insurer.trim(), cardNumber: healthPlan.cardNumber.trim() }
          : undefined,
      consents: { ...draft.consents },
      photoId: draft.photoId ?? undefined,
    },
    guardian: includesGuardian(draft, today)
      ? {
          name: guardian.name.trim(),
          document: guardian.document.number.trim() === '' ? undefined : documentOf(guardian.document),
          birthDate: guardian.birthDate.trim() === '' ? undefined : isoFromTyped(guardian.birthDate),
          sex: choice(guardian.sex),
          phone: optional(guardian.phone),
          contact: optional(guardian.contact),
          kinship: choice(guardian.kinship),
        }
      : undefined,
  };
  return stripUndefined(registration) as PatientRegistration;
}

/** JSON leaves undefined out anyway; removing it here keeps comparisons and storage clean. */
function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUndefined) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, stripUndefined(v)]),
    ) as T;
  }
  return value;
}

function typedDate(iso: string | undefined): string {
  if (!iso) return '';
  try {
    return formatDate(iso);
  } catch {
    return iso;
  }
}

function documentDraftOf(document: PatientRegistration['patient']['document']): DocumentDraft {
  return {
    type: document.type,
    number: document.number,
    countryOfOrigin: document.countryOfOrigin,
    issuingBody: document.issuingBody ?? '',
    state: document.state ?? '',
  };
}

/** A stored registration → the form (dates back to dd/mm/yyyy; what is absent becomes ''). */
export function fromRegistration(registration: PatientRegistration): PatientDraft {
  const { patient, guardian } = registration;
  return {
    document: documentDraftOf(patient.document),
    personal: {
      fullName: patient.fullName,
      socialName: patient.socialName ?? '',
      sex: patient.sex,
      genderIdentity: patient.genderIdentity ?? '',
      birthDate: typedDate(patient.birthDate),
      ethnicity: patient.ethnicity ?? '',
      motherName: patient.motherName ?? '',
      phone: patient.phone,
      email: patient.email ?? '',
    },
    healthPlan: {
      insurer: patient.healthPlan?.insurer ?? '',
      cardNumber: patient.healthPlan?.cardNumber ?? '',
    },
    consents: {
      promotions: patient.consents?.promotions ?? false,
      reportBySms: patient.consents?.reportBySms ?? false,
      shareResultWithEmployer: patient.consents?.shareResultWithEmployer ?? false,
    },
    address: {
      postalCode: patient.address.postalCode,
      postalCodeUnknown: patient.address.postalCodeUnknown ?? false,
      street: patient.address.street,
      number: patient.address.number,
      complement: patient.address.complement ?? '',
      district: patient.address.district,
      city: patient.address.city,
      state: patient.address.state,
      country: patient.address.country,
    },
    guardian: guardian
      ? {
          name: guardian.name,
          document: guardian.document ? documentDraftOf(guardian.document) : emptyDocument('BR'),
          birthDate: typedDate(guardian.birthDate),
          sex: guardian.sex ?? '',
          phone: guardian.phone ?? '',
          contact: guardian.contact ?? '',
          kinship: guardian.kinship,
        }
      : emptyGuardian(),
    photoId: patient.photoId ?? null,
  };
}

/**
 * Whose national phone numbers the form's phones may be written in besides Brazil's (the domain's
 * patientPhoneCountry): 'PT' when the document or the address is Portuguese.
 */
export function phoneCountryOf(draft: Pick<PatientDraft, 'document' | 'address'>): string {
  return patientPhoneCountry({
    document: { countryOfOrigin: draft.document.countryOfOrigin },
    address: { country: draft.address.country },
  });
}
