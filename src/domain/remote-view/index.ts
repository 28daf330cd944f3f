export * from './remote-view.port';
export * from './remote-app-registry';
export * from './remote-view-retry';
export * from './remote-app-url';
