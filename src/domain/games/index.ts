export * from './games-preview.port';
