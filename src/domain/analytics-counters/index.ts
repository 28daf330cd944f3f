export * from './analytics-counters.port';
