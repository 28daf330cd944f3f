export * from './site-config';
export * from './site-config.port';
