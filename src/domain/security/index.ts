export * from './return-url';
