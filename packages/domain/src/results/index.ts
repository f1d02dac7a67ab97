export * from './critical';
export * from './external-result';
export * from './local-analysis';
export * from './reader-result';
export * from './release';
export * from './report';
export * from './report-age';
export * from './report-wording';
