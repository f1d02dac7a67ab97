export * from './calendar-date';
export * from './instant';
export * from './outcome';
