import type { Account } from './accounts';

/** The signed-in player's money accounts (spec 000 §7 account data load). */
export interface AccountsPort {
  load(): Promise<Account[]>;
  /** Convert-account status (spec 000 §3): 0 not allowed, 1 main account allowed, 2 additional account allowed. */
  convertStatus(): Promise<number>;
}
export const AccountsPort = Symbol.for('AccountsPort');

/** spec 000 §4 logout: the remembered active account, cleared on logout (local storage). */
export const ACTIVE_ACCOUNT_STORAGE_KEY = 'active_account_id';
