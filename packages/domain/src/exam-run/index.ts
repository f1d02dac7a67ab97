export * from './localised';
export * from './nullify';
export * from './protocol-view';
export * from './timeline-events';
export * from './views';
