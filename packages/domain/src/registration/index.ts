export * from './patient-registration';
