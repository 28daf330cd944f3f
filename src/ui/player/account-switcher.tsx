import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { accountBalance, accountName, accountTypeKey, formatMoney } from './account-format';
import './accounts.css';

/**
 * The balance in the header and the account switcher behind it (spec 000 §3
 * Accounts): a menu button listing the player's accounts, the active one
 * checked; choosing another makes it active (the model says
 * main_account_will_set). Before the accounts arrive the session's balance shows.
 */
export function AccountSwitcher({ lng }: { lng: string }) {
  const { shell, session } = useModels();
  const [player, accounts, active, busy] = useUnit([
    shell.$player,
    session.session.$accounts,
    session.session.$activeAccount,
    session.accounts.$busy,
  ]);
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const balance = active
    ? accountBalance(active, lng)
    : `${player.balance === null ? '' : formatMoney(player.balance, lng)} ${player.currency ?? ''}`.trim();

  // a navigation (the browser's back, a link elsewhere) closes the menu: it never stays over another page (QA7 8)
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? []);
  useEffect(() => {
    if (!open) return;
    (items().find((item) => item.getAttribute('aria-checked') === 'true') ?? items()[0])?.focus();
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') list[(index + 1) % list.length]?.focus();
    else if (event.key === 'ArrowUp') list[(index - 1 + list.length) % list.length]?.focus();
    else if (event.key === 'Home') list[0]?.focus();
    else if (event.key === 'End') list.at(-1)?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="account-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="balance"
        aria-label={`${t('header_balance')}: ${balance}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={accounts.length === 0}
        onClick={() => setOpen((was) => !was)}
      >
        {balance}
      </button>
      {open ? (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={t('header_accounts_menu')} className="account-switcher-menu" onKeyDown={onMenuKey}>
          {accounts.map((account) => (
            <li key={account.id} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={account.isActive}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!account.isActive && !busy) session.accounts.activeAccountSelected(account.id);
                  close();
                }}
              >
                <span className="account-switcher-name">{accountName(account)}</span>
                <span className="account-switcher-type">{t(accountTypeKey(account))}</span>
                <span className="account-switcher-money">{formatMoney(account.money, lng)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
