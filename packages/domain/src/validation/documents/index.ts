export * from './birth-certificate';
export * from './citizen-card';
export * from './cpf';
export * from './nif';
export * from './strip';
export * from './validate-document';
