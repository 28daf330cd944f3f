export * from './preferences';
