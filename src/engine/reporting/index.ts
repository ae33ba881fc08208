export * from './constants';
export * from './access';
export * from './aggregate';
export * from './columns';
export * from './labels';
