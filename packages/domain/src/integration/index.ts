export * from './api';
export * from './hl7';
export * from './pre-exam';
export * from './status';
export * from './webhooks';
