export * from './loading-bar';
