export * from './config-groups.port';
