export * from './limit-setting.port';
