export * from './policy-logo.port';
export * from './policy-logo';
