export * from './nps';
