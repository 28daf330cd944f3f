export * from './dictionary.port';
export * from './language';
