import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { accountBalance, accountChoiceLabels, accountTypeKey } from '../player/account-format';

/**
 * The account the stake comes from (spec 000 §3 isSelectAccountShown, isBalanceShown): with the choice on,
 * a select of the player's accounts — choosing one makes it the header's active account, which the coupon
 * follows; with only the balance on, the paying account's money and kind. Accounts are named by kind and
 * currency (a main and a bonus account in RUB must not read alike). Nothing before the accounts load.
 */
export function SlipAccount({ lng }: { lng: string }) {
  const { coupon, session } = useModels();
  const [settings, accounts, active, busy] = useUnit([
    coupon.$settings,
    session.session.$accounts,
    session.session.$activeAccount,
    session.accounts.$busy,
  ]);
  const t = useT();
  if (!active || accounts.length === 0) return null;
  if (settings.isSelectAccountShown) {
    // Each account by its kind and currency ("Main · RUB ₽", "Bonus · RUB ₽"), so two in one currency differ.
    const labels = accountChoiceLabels(accounts, { t, lng, showBalance: settings.isBalanceShown });
    return (
      <label className="slip-field slip-account">
        <span>{t('coupon_pay_from')}</span>
        <select
          value={active.id}
          disabled={busy}
          onChange={(e) => session.accounts.activeAccountSelected(Number(e.target.value))}
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {labels.get(account.id)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  // The balance reads as the header's does (QA18 #9: the currency once, "120.50 EUR"), then the account's kind.
  return settings.isBalanceShown ? (
    <p className="slip-hint">{t('coupon_balance', { balance: `${accountBalance(active, lng)} · ${t(accountTypeKey(active))}` })}</p>
  ) : null;
}
