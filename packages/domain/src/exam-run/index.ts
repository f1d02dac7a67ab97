export * from './nullify';
export * from './views';
