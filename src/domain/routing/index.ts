export * from './route';
export * from './navigation';
