export * from './api';
export * from './pre-exam';
export * from './status';
export * from './webhooks';
