export * from './account-suspension';
export * from './workplace-rules';
