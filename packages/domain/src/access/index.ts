export * from './account-suspension';
export * from './clinical-acts';
export * from './route-access';
export * from './workplace-rules';
