export * from './animal-anonymisation';
export * from './patient-anonymisation';
export * from './patient-registration';
