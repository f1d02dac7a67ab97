import type { Animal } from '../entities/animal';

/**
 * Patient-data rights for veterinary patients (LGPD art. 18, GDPR art. 17;
 * docs/patient-data-rights.md): the animal has no data-protection rights, its tutor has. An anonymisation
 * clears what names or reaches the tutor and keeps what interprets and traces the animal's results, as
 * `patientAnonymisationRule` does for people: the species, breed, sex and age (reference ranges are by
 * species, and age rules), the animal's name or code (the report's subject, how a herd's results are told
 * apart; it names no person), and, outside the record, the results, their history, the lots and the trail.
 * The pre-exams' orders and questionnaires are redacted by the patient's own rules (redactPreExamOrder,
 * redactQuizAnswers).
 */
export const animalAnonymisationRule = {
  nameOrCode: 'kept',
  species: 'kept',
  breed: 'kept',
  sex: 'kept',
  age: 'kept',
  ageUnit: 'kept',
  tutorName: 'removed',
  tutorDocument: 'removed',
  tutorPhone: 'removed',
  tutorEmail: 'removed',
} as const satisfies Record<keyof Animal, 'kept' | 'removed'>;

/** The record an anonymised animal keeps (stored in place of the full one): the kept fields that were given. */
export type AnonymisedAnimal = Omit<Animal, 'tutorName' | 'tutorDocument' | 'tutorPhone' | 'tutorEmail'>;

/** The columns of the animal's row beside the record, as an anonymisation leaves them. */
export interface AnonymisedAnimalColumns {
  /** Empty: a search needs 3 characters, so no search by the tutor's name (nor the animal's) matches it. */
  searchName: string;
  /** No document: no search by the tutor's document matches it. */
  tutorDocument: null;
}

export function anonymiseAnimal(animal: Readonly<Animal>): {
  animal: AnonymisedAnimal;
  columns: AnonymisedAnimalColumns;
} {
  const kept = Object.fromEntries(
    Object.entries(animal).filter(
      ([field, value]) =>
        value !== undefined &&
        animalAnonymisationRule[field as keyof typeof animalAnonymisationRule] === 'kept',
    ),
  ) as AnonymisedAnimal;
  return { animal: kept, columns: { searchName: '', tutorDocument: null } };
}
