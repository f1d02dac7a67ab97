export * from './birth-date';
export * from './council';
export * from './messages';
export * from './operator-input';
export * from './password-change';
export * from './person-fields';
export * from './profile';
