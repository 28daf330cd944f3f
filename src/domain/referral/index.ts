export * from './referral-cookies';
