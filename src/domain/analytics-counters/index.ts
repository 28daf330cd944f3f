export * from './analytics-counters.port';
export * from './analytics-counters';
