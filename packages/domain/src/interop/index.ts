export * from './codes';
export * from './fhir-status';
