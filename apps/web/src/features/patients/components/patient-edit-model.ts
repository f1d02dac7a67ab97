import { type FieldError, type PatientRegistration, stripDocument } from '@ponto/domain';
import type { TFunction } from 'i18next';
import { errorsByGroup, fromRegistration, type PatientDraft, translateErrors } from '@/entities/patient';
import type { ApiError } from '@/lib/api-error';
import { maskCpf } from '@/lib/masks';

/** What the last save came to: nothing yet, saved, refused on fields of the form, or failed as a whole. */
export type EditOutcome =
  | { kind: 'idle' }
  | { kind: 'saved' }
  | { kind: 'invalid'; fields: FieldError[]; code: ApiError['code'] }
  | { kind: 'failed'; error: ApiError };

/** The stored registration as the form shows it: a CPF masked as typed (000.000.000-00). */
export function draftOf(registration: PatientRegistration): PatientDraft {
  const draft = fromRegistration(registration);
  return draft.document.type === 'cpf'
    ? { ...draft, document: { ...draft.document, number: maskCpf(draft.document.number) } }
    : draft;
}

/** The kept address on one line, for a form without the address fields. */
export function addressLine(address: PatientRegistration['patient']['address']): string {
  return [
    [address.street, address.number].filter(Boolean).join(', '),
    address.complement,
    address.district,
    [address.city, address.state].filter(Boolean).join(' - '),
    address.postalCode,
    address.country,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Codes of a failed save that name a field of the form rather than the save as a whole. */
const fieldCodes = new Set<ApiError['code']>(['VALIDATION_FAILED', 'PATIENT_ALREADY_REGISTERED']);

/** A refused save: on the fields when the server named them (or the document is another patient's). */
export function outcomeOfFailure(error: ApiError): EditOutcome {
  if (
    fieldCodes.has(error.code) &&
    (error.fields.length > 0 || error.code === 'PATIENT_ALREADY_REGISTERED')
  ) {
    return { kind: 'invalid', fields: error.fields, code: error.code };
  }
  return { kind: 'failed', error };
}

/** The load failed because there is no such patient here (by id, a path that is no id answers 400 too). */
export function patientMissing(error: ApiError, byId: boolean): boolean {
  return (
    error.code === 'PATIENT_NOT_REGISTERED' ||
    error.code === 'NOT_FOUND' ||
    (byId && error.code === 'VALIDATION_FAILED')
  );
}

type Document = PatientRegistration['patient']['document'];

/** The saved document differs from the one the address named (digits or country). */
export function documentMoved(before: Document, after: Document): boolean {
  return (
    stripDocument(before.number) !== stripDocument(after.number) ||
    before.countryOfOrigin !== after.countryOfOrigin
  );
}

export type EditMessages = Record<
  'document' | 'personal' | 'healthPlan' | 'consents' | 'address' | 'guardian',
  Record<string, string>
>;

/** The refused save's messages beside their fields, and those no field of the form shows. */
export function editMessages(
  t: TFunction,
  outcome: EditOutcome,
): { messages: EditMessages; unplaced: FieldError[] } {
  const fields = outcome.kind === 'invalid' ? outcome.fields : [];
  const groups = errorsByGroup(fields);
  const messages: EditMessages = {
    document: translateErrors(t, groups.document),
    personal: translateErrors(t, groups.personal),
    healthPlan: translateErrors(t, groups.healthPlan),
    consents: translateErrors(t, groups.consents),
    address: translateErrors(t, groups.address),
    guardian: translateErrors(t, groups.guardian),
  };
  if (
    outcome.kind === 'invalid' &&
    outcome.code === 'PATIENT_ALREADY_REGISTERED' &&
    !messages.document.number
  ) {
    messages.document.number = t('errors:PATIENT_ALREADY_REGISTERED.title');
  }
  const unplaced = fields.filter(
    (f) => !Object.values(groups).some((group) => Object.values(group).includes(f)),
  );
  return { messages, unplaced };
}
