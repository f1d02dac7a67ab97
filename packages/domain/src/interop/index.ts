export * from './codes';
export * from './fhir-status';
export * from './rnds';
