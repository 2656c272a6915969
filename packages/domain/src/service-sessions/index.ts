export * from './service-sessions';
