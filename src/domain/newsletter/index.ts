export * from './newsletter';
export * from './newsletter.port';
