export * from './limit';
export * from './limit-sections';
export * from './limit-options';
export * from './limit-rules';
export * from './limit-validation';
export * from './limits.port';
export * from './limits.errors';
