export * from './fake-line';
export * from './fake-line-feed';
export { FakeLineWorld } from './fake-line-world';
export { DEFAULT_LINE_SEED } from './line-generator';
export * from './worker-line-feed';
export * from './manual-line-feed';
