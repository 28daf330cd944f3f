export * from './startup.constants';
export * from './maintenance';
export * from './blocking';
export * from './secure-data';
export * from './redirect';
export * from './app-version';
export * from './startup.ports';
