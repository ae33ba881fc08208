export * from './fields';
export * from './hierarchy';
