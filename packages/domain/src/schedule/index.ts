export * from './booking';
export * from './drive-through';
