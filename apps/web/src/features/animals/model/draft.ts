import type { Animal, ageUnits, Sex, Species } from '@ponto/domain';

export type AgeUnit = (typeof ageUnits)[number];

/**
 * The animal as typed, in the domain's own shape (packages/domain animalSchema), every field
 * optional. Texts may be '' while being typed; `toAnimal` leaves those out. The age is a whole number.
 */
export type AnimalDraft = {
  nameOrCode?: string;
  species?: Species;
  breed?: string;
  sex?: Sex;
  age?: number;
  ageUnit?: AgeUnit;
  tutorName?: string;
  tutorDocument?: string;
  tutorPhone?: string;
  tutorEmail?: string;
};

/** An animal with nothing typed yet (§3: clinics register what they have). */
export function emptyAnimal(): AnimalDraft {
  return {};
}

const texts = ['nameOrCode', 'breed', 'tutorName', 'tutorDocument', 'tutorPhone', 'tutorEmail'] as const;

/** The draft as the API takes it (POST/PUT /animals, the animal of POST /pre-exams): trimmed, '' left out. */
export function toAnimal(draft: AnimalDraft): Animal {
  const animal: Animal = {};
  for (const key of texts) {
    const value = draft[key]?.trim();
    if (value) animal[key] = value;
  }
  if (draft.species) animal.species = draft.species;
  if (draft.sex) animal.sex = draft.sex;
  if (draft.age !== undefined) {
    animal.age = draft.age;
    animal.ageUnit = draft.ageUnit ?? 'years';
  } else if (draft.ageUnit) {
    animal.ageUnit = draft.ageUnit;
  }
  return animal;
}

/** A stored animal → the form. */
export function fromAnimal(animal: Animal): AnimalDraft {
  return { ...animal };
}
