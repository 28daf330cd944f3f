export * from './player';
export * from './session.port';
