import { isIsoTemplate, type Account } from '../../domain/player';

/** spec 000 §4: an account whose iso amount template holds a placeholder shows its symbol; others their label with symbol. */
export const accountName = (account: Pick<Account, 'iso' | 'symbol' | 'labelWithSymbol'>): string =>
  isIsoTemplate(account.iso) ? account.symbol : account.labelWithSymbol;

export const formatMoney = (money: number, lng: string): string =>
  money.toLocaleString(lng, { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Dictionary key of an account type (spec 000 §9: 0 main, 4 bonus, 9 extra currency). */
export const accountTypeKey = (account: Pick<Account, 'type'>): string => `account_type_${account.type}`;
