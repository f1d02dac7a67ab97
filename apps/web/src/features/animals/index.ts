// AnimalFields (docs/patients.md): the veterinary patient's fields, used by the new-exam wizard's VET flow
// and by the vet patient edit (/pacientes/{id}); plus the 'Vet patients' list and edit of /pacientes.
export { AnimalEdit } from './components/animal-edit';
export { AnimalFields, type AnimalFieldsProps } from './components/animal-fields';
export { AnimalResults, animalEditPath } from './components/animal-results';
export { type AgeUnit, type AnimalDraft, emptyAnimal, fromAnimal, toAnimal } from './model/draft';
