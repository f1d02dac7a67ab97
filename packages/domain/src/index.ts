export * from './entities/session';
export * from './errors';
export * from './access';
