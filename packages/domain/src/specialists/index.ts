export * from './specialists';
