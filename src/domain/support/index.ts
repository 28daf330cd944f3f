export * from './support-settings';
export * from './support.errors';
export * from './support.port';
export * from './support-request';
