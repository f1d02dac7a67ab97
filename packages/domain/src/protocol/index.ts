export * from './commands';
export * from './envelope';
export * from './events';
export * from './status';
export * from './topics';
export * from './workplace';
