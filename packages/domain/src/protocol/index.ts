export * from './commands';
export * from './envelope';
export * from './event-order';
export * from './events';
export * from './status';
export * from './topics';
export * from './workplace';
