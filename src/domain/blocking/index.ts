export * from './blocking.port';
