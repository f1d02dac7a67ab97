export * from './calendar-date';
export * from './cnpj';
export * from './instant';
export * from './outcome';
export * from './zoned-time';
