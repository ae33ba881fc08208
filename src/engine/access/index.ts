export * from './areas';
export * from './area-access';
export * from './process-roles';
