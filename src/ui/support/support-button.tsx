import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';
import { lngPath } from '../router/lng-path';
import { SiteLink } from '../shell/site-link';
import { SupportHistoryModal } from './support-history-modal';
import './support.css';

/** Where the support page is (the office's support section, spec 000 §2). */
export const SUPPORT_PAGE = 'office/support';

/**
 * The support button of the shared layout (spec 001 §1), floating at the window's foot on every page of the default
 * layout. With a chat widget configured it opens the chat; without one (or with a group that could not be read) it is
 * a link to the support page. A signed-in player gets a small menu instead (a disclosure: Chat with support or the
 * support page, and My support requests, spec 001 §6). A chat that fails to load says so with the support page's
 * link; nothing else on the page changes.
 */
export function SupportButton({ lng }: { lng: string }) {
  const { support } = useModels();
  const [choice, widget, signedIn] = useUnit([support.$choice, support.$widget, support.$signedIn]);
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const hasWidget = choice.kind === 'widget';
  const opening = widget === 'opening';

  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setExpanded(false);
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setExpanded(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [expanded]);

  const chat = () => {
    setExpanded(false);
    support.chatRequested();
  };
  const supportPageLink = (className?: string) => (
    <SiteLink to={lngPath(lng, SUPPORT_PAGE)} className={className} onClick={() => setExpanded(false)}>
      {t('support_page_link')}
    </SiteLink>
  );

  let control;
  if (signedIn) {
    control = (
      <>
        <button type="button" className="support-button" aria-expanded={expanded} aria-controls={menuId} onClick={() => setExpanded((open) => !open)}>
          {t('support_button')}
        </button>
        {expanded ? (
          <ul id={menuId} className="support-menu">
            <li>
              {hasWidget ? (
                <button type="button" onClick={chat} disabled={opening}>
                  {t('support_chat_open')}
                </button>
              ) : (
                supportPageLink()
              )}
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  setExpanded(false);
                  support.historyOpened();
                }}
              >
                {t('support_history_open')}
              </button>
            </li>
          </ul>
        ) : null}
      </>
    );
  } else if (hasWidget) {
    control = (
      <button type="button" className="support-button" onClick={chat} aria-busy={opening}>
        {t('support_button')}
      </button>
    );
  } else {
    control = (
      <SiteLink to={lngPath(lng, SUPPORT_PAGE)} className="support-button">
        {t('support_button')}
      </SiteLink>
    );
  }

  return (
    <div className="support-dock" ref={root}>
      {widget === 'failed' ? (
        <div className="support-failure" role="alert">
          <p>{t('support_widget_failed')}</p>
          <div className="support-failure__actions">
            {supportPageLink()}
            <button type="button" className="button" onClick={() => support.failureDismissed()}>
              {t('support_widget_failed_dismiss')}
            </button>
          </div>
        </div>
      ) : null}
      {opening ? (
        <p className="support-opening" role="status">
          {t('support_chat_opening')}
        </p>
      ) : null}
      {control}
      <SupportHistoryModal lng={lng} />
    </div>
  );
}
