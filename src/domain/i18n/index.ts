export * from './dictionary.port';
export * from './fallback';
export * from './language';
