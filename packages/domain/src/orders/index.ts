export * from './messages';
export * from './moves';
export * from './place-order';
export * from './shipment';
export * from './views';
