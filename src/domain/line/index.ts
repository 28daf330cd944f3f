export * from './line';
export * from './champ-title';
export * from './line.errors';
export * from './line.port';
export * from './line-feed.port';
export * from './apply-line-updates';
export * from './game-table';
export * from './selection';
