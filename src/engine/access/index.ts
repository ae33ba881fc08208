export * from './areas';
export * from './area-access';
