export * from './loading-bar';
export * from './device';
export * from './layout';
export * from './scroll-thresholds';
export * from './app-icons';
export * from './performance-metrics';
export * from './viewport';
export * from './homepage-experiment';
