export * from './remote-view.port';
export * from './remote-app-registry';
export * from './remote-view-retry';
