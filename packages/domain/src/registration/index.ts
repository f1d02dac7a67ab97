export * from './patient-anonymisation';
export * from './patient-registration';
