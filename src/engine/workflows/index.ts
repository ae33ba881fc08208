export * from './defaults';
export * from './feedback-status';
export * from './types';
export * from './validate';
