export * from './critical';
export * from './critical-notice';
export * from './external-result';
export * from './local-analysis';
export * from './reader-result';
export * from './release';
export * from './report';
