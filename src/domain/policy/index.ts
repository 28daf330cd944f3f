export * from './policy-logo.port';
