export * from './calendar-date';
export * from './cnpj';
export * from './cpf';
export * from './instant';
export * from './outcome';
export * from './time-zone-format';
export * from './zoned-time';
