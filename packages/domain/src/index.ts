export * from './access';
export * from './constants';
export * from './entities/session';
export * from './errors';
export * from './validation';
