export * from './judge';
export * from './lockout';
export * from './views';
export * from './westgard';
