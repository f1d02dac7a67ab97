export * from './api-error';
export * from './catalogue';
export * from './keys';
export * from './zod-issue-key';
