import type { PreExamCreated } from '@ponto/domain';
import type { WizardDraft } from './draft';

/** The name the cohabitants list shows for the saved pre-exam (VET: the animal's). */
export function subjectName(draft: WizardDraft, veterinary: boolean): string {
  if (veterinary) {
    const name = draft.animal.nameOrCode;
    return typeof name === 'string' ? name : '';
  }
  return draft.patient.personal.fullName.trim();
}

/** The draft once POST /pre-exams answered: the ids the server gave and what the confirmation shows. */
export function withSavedPreExam(
  draft: WizardDraft,
  created: PreExamCreated,
  veterinary: boolean,
): WizardDraft {
  return {
    ...draft,
    patientId: created.patientId ?? draft.patientId,
    animalId: created.animalId ?? draft.animalId,
    householdId: created.householdId,
    saved: {
      id: created.id,
      protocolNumber: created.protocolNumber,
      householdId: created.householdId,
      fullPriceCents: created.fullPriceCents,
      remainderCents: created.remainderCents,
      name: subjectName(draft, veterinary),
      driveThrough: created.driveThrough ?? null,
    },
  };
}
