export * from './site-config';
export * from './site-config.port';
export * from './brand-book';
