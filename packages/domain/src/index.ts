export * from './entities/session';
export * from './errors';
