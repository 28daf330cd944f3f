export * from './route';
export * from './navigation';
export * from './route-map';
export * from './match';
export * from './query';
export * from './game-routes';
export * from './guards';
export * from './modals';
