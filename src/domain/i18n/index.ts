export * from './dictionary.port';
