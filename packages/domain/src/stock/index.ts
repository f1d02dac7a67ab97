export * from './lot-dates';
export * from './lot-standing';
export * from './messages';
export * from './recall';
export * from './shelf';
export * from './transfer';
export * from './views';
