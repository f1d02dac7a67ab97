export * from './workplace-rules';
