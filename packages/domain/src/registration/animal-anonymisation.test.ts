import { describe, expect, it } from 'vitest';
import { type Animal, animalSchema } from '../entities/animal';
import { animalAnonymisationRule, anonymiseAnimal } from './animal-anonymisation';

const thor: Animal = animalSchema.parse({
  nameOrCode: 'Thor',
  species: 'dog',
  breed: 'Vira-lata',
  sex: 'male',
  age: 18,
  ageUnit: 'months',
  tutorName: 'Paula Mendes',
  tutorDocument: '111.444.777-35',
  tutorPhone: '11 98765-4321',
  tutorEmail: 'paula@example.com',
});

describe('anonymiseAnimal (docs/patient-data-rights.md)', () => {
  it("clears the tutor's name, document, phone and e-mail, and keeps what interprets the results", () => {
    const { animal, columns } = anonymiseAnimal(thor);
    expect(animal).toEqual({
      nameOrCode: 'Thor',
      species: 'dog',
      breed: 'Vira-lata',
      sex: 'male',
      age: 18,
      ageUnit: 'months',
    });
    expect(columns).toEqual({ searchName: '', tutorDocument: null });
    const stored = JSON.stringify(animal);
    for (const gone of ['Paula', '111.444', '98765', 'paula@']) expect(stored).not.toContain(gone);
    // What is left is still an animal record.
    expect(animalSchema.parse(animal)).toEqual(animal);
  });

  it('leaves out what was never given', () => {
    expect(anonymiseAnimal({ species: 'cat', tutorName: 'Ana' }).animal).toEqual({ species: 'cat' });
  });

  it('names what happens to every field of the record', () => {
    expect(Object.keys(animalAnonymisationRule).sort()).toEqual(Object.keys(animalSchema.shape).sort());
    const removed = Object.entries(animalAnonymisationRule)
      .filter(([, what]) => what === 'removed')
      .map(([field]) => field);
    expect(removed).toEqual(['tutorName', 'tutorDocument', 'tutorPhone', 'tutorEmail']);
  });
});
