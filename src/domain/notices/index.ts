export * from './notifications';
export * from './adblock';
export * from './google-one-tap';
export * from './welcome';
