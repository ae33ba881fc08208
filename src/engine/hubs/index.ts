export * from './contract';
export * from '../forms/builder/hub-groups';
