import { accountDisplayName, accountLabel, accountTypeKey, type Account } from '../../domain/player';
import { formatMoney } from '../i18n/format-money';

/** spec 000 §4: an account whose iso amount template holds a placeholder shows its symbol; others their label with symbol. */
export const accountName = accountDisplayName;

/** The header's, the office's and the slip's money read alike: whole, or with two decimals (QA7 19: "120.5"). */
export { formatMoney };

/**
 * An account's money with its currency once (QA18 #9: the header read "25,000 RUB ₽", the ISO code and then the
 * symbol): the amount and the account's label, spec 000 §4: the ISO code, or the symbol label when the iso amount
 * template holds a placeholder ("25,000 RUB", "1,200 pts"). The account's name ("RUB ₽") is for lists of accounts.
 */
export const accountBalance = (account: Pick<Account, 'iso' | 'symbol' | 'money'>, lng: string): string =>
  `${formatMoney(account.money, lng)} ${accountLabel(account)}`;

/** Dictionary key of an account type (spec 000 §9: 0 main, 4 bonus, 9 extra currency). */
export { accountTypeKey };

/**
 * The account as a player tells it from their others: its kind and its name ("Bonus · RUB ₽"), since a
 * main and a bonus account in one currency share the name (QA: two "RUB ₽" in the slip's account choice).
 */
export const accountTitle = (account: Pick<Account, 'type' | 'iso' | 'symbol' | 'labelWithSymbol'>, t: (key: string, values?: Record<string, string>) => string): string =>
  t('account_title', { type: t(accountTypeKey(account)), name: accountName(account) });

/**
 * Labels of an account choice, by account id: each account's title, with its balance when the player
 * shows balances, and with it anyway where two accounts would read alike (same kind and currency); accounts
 * that still read alike are numbered, so no two options ever look the same.
 */
export function accountChoiceLabels(
  accounts: readonly Pick<Account, 'id' | 'type' | 'iso' | 'symbol' | 'labelWithSymbol' | 'money'>[],
  options: { t: (key: string, values?: Record<string, string>) => string; lng: string; showBalance: boolean },
): Map<number, string> {
  const { t, lng, showBalance } = options;
  const titles = accounts.map((account) => accountTitle(account, t));
  const count = (list: string[], text: string) => list.filter((other) => other === text).length;
  const labels = accounts.map((account, i) =>
    showBalance || count(titles, titles[i]!) > 1 ? `${titles[i]} — ${formatMoney(account.money, lng)}` : titles[i]!,
  );
  const seen = new Map<string, number>();
  return new Map(
    accounts.map((account, i) => {
      const label = labels[i]!;
      if (count(labels, label) === 1) return [account.id, label];
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return [account.id, `${label} (${n})`];
    }),
  );
}

/**
 * The accessible name of an account's "Make active" button: the visible words first, then which account
 * ("Make active: EUR € (Extra currency)"), so a voice-control user who says what they see hits the button
 * (WCAG 2.5.3 Label in Name; QA10 #10: it was "Make EUR € Extra currency active").
 */
export const makeActiveName = (account: Pick<Account, 'type' | 'iso' | 'symbol' | 'labelWithSymbol'>, t: (key: string, values?: Record<string, string>) => string): string =>
  t('office_account_make_active_named', { label: t('office_account_make_active_button'), name: accountName(account), type: t(accountTypeKey(account)) });
