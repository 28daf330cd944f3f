export * from './remote-view.port';
export * from './remote-app-registry';
export * from './remote-view-retry';
export * from './remote-app-url';
export * from './remote-app-styles.port';
export * from './remote-component';
export * from './remote-view-preloader';
