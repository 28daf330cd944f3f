import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { SiteLink, useLeavesSite } from '../shell/site-link';

/**
 * The header's account menu (the player's name): links to the office pages and Log out, as a disclosure.
 * It closes on Escape (the focus back on its button), on a click outside it and on any navigation, so it
 * never stays over the page the player went to (QA7 8: on a phone it covered half the page). It also closes
 * when a choice in it is made, since a guard may cancel that navigation and open a dialog instead (QA8 #6: the
 * recharge dialog opened over a menu still open); the focus goes to the menu's button first, so the dialog
 * gives it back there.
 */
const MENU_PAGES = [
  { path: 'office/account', key: 'header_menu_account' },
  { path: 'office/history', key: 'header_menu_history' },
  { path: 'office/recharge', key: 'header_menu_recharge' },
  { path: 'office/deduce', key: 'header_menu_deduce' },
  { path: 'office/responsible', key: 'route_office_responsible' },
] as const;

export function AccountMenu({ lng }: { lng: string }) {
  const { shell } = useModels();
  const player = useUnit(shell.$player);
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const leavesSite = useLeavesSite();

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const chosen = () => {
    buttonRef.current?.focus();
    setOpen(false);
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="account-menu" onKeyDown={onKey}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {player.name ?? t('header_account')}
      </button>
      {open ? (
        <ul id={listId}>
          {/* QA8 #10: only the pages the player may open (a banned player keeps the withdrawal and Log out) */}
          {MENU_PAGES.filter((page) => !leavesSite(lngPath(lng, page.path))).map((page) => (
            <li key={page.path}>
              <SiteLink onClick={chosen} to={lngPath(lng, page.path)}>
                {t(page.key)}
              </SiteLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                // the confirmation gives the focus back to what held it: the menu's button, which stays
                chosen();
                shell.modalOpened('logout-confirm');
              }}
            >
              {t('header_logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
