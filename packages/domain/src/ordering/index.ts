export * from './catalogue';
export * from './client-quiz';
export * from './messages';
export * from './order';
export * from './rules';
