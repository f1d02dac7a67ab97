export * from './account-suspension';
export * from './clinical-acts';
export * from './workplace-rules';
