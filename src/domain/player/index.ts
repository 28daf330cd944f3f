export * from './activation';
export * from './protection-level';
export * from './verification';
export * from './player-config';
export * from './accounts';
export * from './team-cash';
export * from './accounts.port';
export * from './account-office.port';
