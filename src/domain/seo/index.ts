export * from './seo.port';
