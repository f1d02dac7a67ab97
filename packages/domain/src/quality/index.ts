export * from './lockout';
export * from './westgard';
