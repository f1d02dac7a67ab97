export * from './lookup';
export * from './views';
