export * from './attendance';
export * from './attendance-rules';
