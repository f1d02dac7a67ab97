import { type PatientRegistration, stripDocument } from '@ponto/domain';
import { emptyPatientDraft, fromRegistration } from '@/entities/patient';
import type { WizardDraft } from './draft';

/** The document as looked up: type, digits (upper case) and country. */
export function documentKey(draft: WizardDraft): string {
  const { document } = draft.patient;
  return `${document.type}:${stripDocument(document.number).toUpperCase()}:${document.countryOfOrigin}`;
}

/** Whether the typed document was looked up already: Next goes on without asking the server again. */
export function lookedUp(draft: WizardDraft): boolean {
  return draft.lookup?.key === documentKey(draft);
}

/**
 * The draft after the look-up of `key`: a registered patient fills the form (the typed document stays);
 * none makes a new patient, dropping what an earlier look-up filled from another patient's record.
 */
export function withLookup(
  draft: WizardDraft,
  key: string,
  record: { id: string; registration: PatientRegistration } | null,
): WizardDraft {
  if (record) {
    const filled = fromRegistration(record.registration);
    return {
      ...draft,
      patient: { ...filled, document: draft.patient.document },
      patientId: record.id,
      lookup: { key, outcome: 'found' },
    };
  }
  const patient = draft.patientId
    ? { ...emptyPatientDraft(draft.patient.document.countryOfOrigin), document: draft.patient.document }
    : draft.patient;
  return { ...draft, patient, patientId: null, lookup: { key, outcome: 'notFound' } };
}
