export * from './fingerprint.port';
