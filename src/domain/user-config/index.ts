export * from './user-config.port';
