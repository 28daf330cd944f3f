export * from './cookies-agreement.port';
