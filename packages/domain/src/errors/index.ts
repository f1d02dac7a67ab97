export * from './api-error';
export * from './catalogue';
export * from './zod-issue-key';
