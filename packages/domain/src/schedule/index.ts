export * from './booking';
