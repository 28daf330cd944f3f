export * from './payment-history.model';
export * from './payment-status';
