export * from './clock.port';
export * from './storage.port';
export * from './cookies.port';
export * from './logger.port';
export * from './analytics.port';
export * from './result';
export * from './page.port';
export * from './frame-scheduler.port';
