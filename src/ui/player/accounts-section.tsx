import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { canRemoveAccount } from '../../domain/player';
import { useModels } from '../models-context';
import { useMinPending } from '../shell/use-min-pending';
import { useT } from '../i18n/use-t';
import { accountName, accountTypeKey, formatMoney, makeActiveName } from './account-format';
import './accounts.css';

/**
 * The office account page's accounts (spec 000 §3, §4): each account with
 * its balance, the active one marked, making another active, adding a
 * currency from those on offer and removing an extra-currency account.
 * Results and server refusals arrive as notifications.
 */
export function AccountsSection({ lng }: { lng: string }) {
  const { session } = useModels();
  const { accounts: model } = session;
  const [accounts, accountsStatus, toAdd, offeredStatus, busy, adding, removing, changing] = useUnit([
    session.session.$accounts,
    model.$accountsStatus,
    model.$currenciesToAdd,
    model.$offeredStatus,
    model.$busy,
    model.$isAddInProcess,
    model.$isDeleteInProcess,
    model.$isChangeInProcess,
  ]);
  const t = useT();
  const titleId = useId();
  const addId = useId();
  const [currencyId, setCurrencyId] = useState<number | null>(null);

  useEffect(() => {
    model.officeOpened();
  }, [model]);
  // QA7 16: "Make active" leaves with its row once the account is active; the focus goes to the row's heading
  // (the account now active), or back to the button when the change did not happen, never to the page body
  const sectionRef = useRef<HTMLElement>(null);
  const focusAfter = useRef<number | null>(null);
  useEffect(() => {
    const id = focusAfter.current;
    if (id === null || busy) return;
    focusAfter.current = null;
    const row = sectionRef.current?.querySelector<HTMLElement>(`[data-account-id="${id}"]`);
    const target = accounts.find((a) => a.id === id)?.isActive ? row?.querySelector<HTMLElement>('th') : row?.querySelector<HTMLElement>('button');
    target?.focus();
  }, [accounts, busy]);
  // spec 000 §9: the list's placeholder stays at least 200 ms
  const listPlaceholder = useMinPending(accounts.length === 0 && accountsStatus !== 'error');
  // keep the choice on an offered currency as the list changes
  const chosen = toAdd.some((c) => c.id === currencyId) ? currencyId : (toAdd[0]?.id ?? null);

  return (
    <section ref={sectionRef} className="accounts-section" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId}>{t('office_accounts_title')}</h2>
      {listPlaceholder ? (
        <p role="status">{t('main_loading')}</p>
      ) : accounts.length === 0 && accountsStatus === 'error' ? (
        // QA7 7: a failed load is said, with a way to load again
        <div role="alert" className="accounts-load-error">
          <p>{t('office_accounts_load_error')}</p>
          <button type="button" onClick={() => model.accountsReloadRequested()}>
            {t('main_refreshing_button')}
          </button>
        </div>
      ) : accounts.length === 0 ? (
        <p role="status">{t('main_loading')}</p>
      ) : (
        <table className="accounts-table">
          <thead>
            <tr>
              <th scope="col">{t('office_account_column_account')}</th>
              <th scope="col">{t('office_account_column_type')}</th>
              <th scope="col">{t('office_account_column_balance')}</th>
              <th scope="col">{t('office_account_column_actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const name = accountName(account);
              return (
                <tr key={account.id} data-account-id={account.id} aria-current={account.isActive ? 'true' : undefined}>
                  <th scope="row" tabIndex={-1}>
                    {name}
                    {account.isActive ? <span className="account-active-badge"> · {t('account_active')}</span> : null}
                  </th>
                  {/* QA17 #3: on a phone a row stacks (accounts.css) and these cells are labelled with their column's name. */}
                  <td data-label={t('office_account_column_type')}>{t(accountTypeKey(account))}</td>
                  <td className="accounts-money" data-label={t('office_account_column_balance')}>
                    {formatMoney(account.money, lng)}
                  </td>
                  <td className="accounts-actions">
                    {account.isActive ? null : (
                      <button
                        type="button"
                        aria-label={makeActiveName(account, t)}
                        disabled={busy}
                        onClick={() => {
                          focusAfter.current = account.id;
                          model.activeAccountSelected(account.id);
                        }}
                      >
                        {t('office_account_make_active_button')}
                      </button>
                    )}
                    {canRemoveAccount(account) ? (
                      <button
                        type="button"
                        aria-label={t('office_account_remove', { label: name })}
                        disabled={busy}
                        onClick={() => model.currencyRemoveRequested(account.id)}
                      >
                        {t('office_account_remove_button')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {changing || removing ? <p role="status">{t('main_loading')}</p> : null}

      {accounts.length === 0 ? null : (
        <form
          className="accounts-add"
          aria-labelledby={addId}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== null) model.currencyAddRequested(chosen);
          }}
        >
          <h3 id={addId}>{t('office_add_currency_title')}</h3>
          {offeredStatus === 'error' ? (
            <div role="alert" className="accounts-add-error">
              <p>{t('office_currencies_load_error')}</p>
              <button type="button" onClick={() => model.officeOpened()}>
                {t('main_refreshing_button')}
              </button>
            </div>
          ) : offeredStatus === 'ready' && toAdd.length === 0 ? (
            <p>{t('office_add_currency_none')}</p>
          ) : (
            <>
              <label>
                {t('office_add_currency_label')}
                <select
                  value={chosen ?? ''}
                  disabled={offeredStatus !== 'ready'}
                  onChange={(event) => setCurrencyId(Number(event.target.value))}
                >
                  {toAdd.map((currency) => (
                    <option key={currency.id} value={currency.id}>
                      {currency.iso} {currency.symbol}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button--primary" disabled={busy || chosen === null}>
                {adding ? t('main_loading') : t('office_add_currency_button')}
              </button>
            </>
          )}
        </form>
      )}
    </section>
  );
}
