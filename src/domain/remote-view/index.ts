export * from './remote-view.port';
