import { useUnit } from 'effector-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';
import { lngPath } from '../router/lng-path';
import { boxesOverlap } from '../shell/scroll-to-top';
import { SiteLink } from '../shell/site-link';
import { SupportHistoryModal } from './support-history-modal';
import './support.css';

/** Where the support page is (the office's support section, spec 000 §2). */
export const SUPPORT_PAGE = 'office/support';

/** The gap the dock keeps from the window's edge and from the slip's column. */
const GAP_PX = 16;

/**
 * Where the dock stands so it covers none of `keepClear` (the slip's column), from the column's box and the dock's
 * own box at its usual place (the window's bottom right): beside a side column (the desktop slip) it moves to the
 * column's left; over a column that spans the window (the slip in the page's flow on a phone or tablet, reached by
 * scrolling to it) it steps aside, hidden, until the column scrolls away. Null: where it is.
 */
export function supportDockPlace(
  column: Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left'> | null,
  own: Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left'> | null,
  windowWidth: number,
): { right: number } | 'hidden' | null {
  if (!column || !own || !boxesOverlap(own, column)) return null;
  const ownWidth = own.right - own.left;
  if (column.left >= ownWidth + 2 * GAP_PX) return { right: windowWidth - column.left + GAP_PX };
  return 'hidden';
}

/**
 * The support button of the shared layout (spec 001 §1), floating at the window's foot on every page of the default
 * layout. With a chat widget configured it opens the chat; without one (or with a group that could not be read) it is
 * a link to the support page. A signed-in player gets a small menu instead (a disclosure: Chat with support or the
 * support page, and My support requests, spec 001 §6). A chat that fails to load says so with the support page's
 * link; nothing else on the page changes.
 */
export function SupportButton({ lng, keepClear = null }: { lng: string; keepClear?: HTMLElement | null }) {
  const { support } = useModels();
  const [choice, widget, signedIn] = useUnit([support.$choice, support.$widget, support.$signedIn]);
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const hasWidget = choice.kind === 'widget';
  const opening = widget === 'opening';
  const [place, setPlace] = useState<ReturnType<typeof supportDockPlace>>(null);
  const measure = useRef(() => {});
  measure.current = () => {
    // measured at its usual place: the class carries no offset, the inline style is what moves it
    const dock = root.current;
    if (!dock) return;
    const saved = dock.style.cssText;
    dock.style.cssText = '';
    const own = dock.getBoundingClientRect();
    dock.style.cssText = saved;
    const next = supportDockPlace(keepClear?.getBoundingClientRect() ?? null, own, document.documentElement.clientWidth);
    setPlace((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  };
  useEffect(() => {
    const onChange = () => measure.current();
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange, { passive: true });
    // The slip grows and shrinks (selections, messages) while the page stands still.
    const resizes = keepClear && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(onChange) : null;
    if (keepClear) resizes?.observe(keepClear);
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      resizes?.disconnect();
    };
  }, [keepClear]);
  useLayoutEffect(() => measure.current(), [keepClear, signedIn, hasWidget]);
  // hidden also takes it out of the tab order and the accessibility tree while it steps aside
  const placeStyle: CSSProperties | undefined =
    // a failure message or the open menu stays on screen: the player asked for it
    place === 'hidden' ? (widget === 'failed' || expanded ? undefined : { visibility: 'hidden' }) : place ? { right: `${place.right}px` } : undefined;

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
    <div className="support-dock" ref={root} style={placeStyle}>
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
