export * from './cookies-agreement.port';
export * from './cookies-agreement';
