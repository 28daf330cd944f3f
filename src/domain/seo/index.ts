export * from './seo.port';
export * from './seo-head';
export * from './licence-meta';
export * from './seo-text-block';
