export * from './nullify';
export * from './protocol-view';
export * from './views';
