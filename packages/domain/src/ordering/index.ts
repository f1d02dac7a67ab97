export * from './catalogue';
export * from './messages';
export * from './order';
export * from './rules';
