/** A currency the player may open an extra account in. */
export interface OfferedCurrency {
  id: number;
  /** ISO 4217 ('USD'). */
  iso: string;
  symbol: string;
}

/**
 * The player's own account operations (spec 000 §7 "Set active account with
 * param id"; Office API add and remove currency). A refusal rejects with an
 * error whose `message` is the server's text (spec 000 §8: shown as is).
 */
export interface AccountOfficePort {
  setActive(accountId: number): Promise<void>;
  addCurrency(currencyId: number): Promise<void>;
  removeCurrency(accountId: number): Promise<void>;
  /** Currencies the site offers for extra accounts (the contracts name no operation: ours). */
  offeredCurrencies(lang: string): Promise<OfferedCurrency[]>;
}
export const AccountOfficePort = Symbol.for('AccountOfficePort');
