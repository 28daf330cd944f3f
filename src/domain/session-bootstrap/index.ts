export * from './session-bootstrap.port';
