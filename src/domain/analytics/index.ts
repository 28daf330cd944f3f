export * from './funnels';
