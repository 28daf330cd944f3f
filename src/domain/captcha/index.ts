export * from './captcha.port';
