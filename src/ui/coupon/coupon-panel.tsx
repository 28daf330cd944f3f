import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CouponTab, isBetFinished, ownBets, type CouponTabId } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { LoadByCode } from './load-by-code';
import { OddsMovesAnnouncer } from './odds-moves-announcer';
import { OneClickNotice } from './one-click-notice';
import { PlacedBets } from './placed-bets';
import { QuickCoupon } from './quick-coupon';
import { SlipAccount } from './slip-account';
import { SlipBets } from './slip-bets';
import { SlipPromoCode } from './slip-promo-code';
import { SlipControls } from './slip-controls';
import { CodeReplacementConfirm, OddsChangeConfirm, OneClickConfirm, SlipMessage } from './slip-dialogs';
import { SlipSettings } from './slip-settings';
import { isSheetWindow, SlipSheet } from './slip-sheet';
import { SinglesResultView } from './singles-result';
import { SuccessCouponView } from './success-coupon';
import { COUPON_PANEL_ID } from './coupon-panel-id';
import { SlipPlaceButton, UnreadStakesProvider } from './unread-stakes';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import './coupon.css';

/** The slip's tabs in order (the tablist's arrow keys move along it). */
const TABS: readonly CouponTabId[] = [CouponTab.SLIP, CouponTab.MY_BETS];

/** The bet slip in the right column: slip and my-bets tabs. */
export function CouponPanel({ lng }: { lng: string }) {
  const { coupon, shell } = useModels();
  const [state, summary, isAuthenticated, settings, oddsQuestion, replacement, oneClickQuestion, sending] = useUnit([
    coupon.$coupon,
    coupon.$summary,
    shell.$isAuthenticated,
    coupon.$settings,
    coupon.$oddsConfirmation,
    coupon.$codeReplacement,
    coupon.$oneClickConfirmation,
    coupon.$sending,
  ]);
  const t = useT();
  useEffect(() => {
    coupon.started();
  }, [coupon]);
  const panel = useRef<HTMLElement>(null);
  const bar = useRef<HTMLButtonElement>(null);
  // QA17 #1: on a phone or a tablet the slip stands after the whole line (~30,000 px down); the quick bet slip's bar,
  // "Skip to bet slip" and a one-click receipt's View open it as a sheet over the page instead, and closing it leaves
  // the player where they were.
  const [sheet, setSheet] = useState<{ height: number } | null>(null);
  const sheetOpen = useRef(false);
  sheetOpen.current = sheet !== null;
  // Where the focus goes when the sheet closes: what opened it asks (the price a one-click bet was tapped on), else the bar.
  const sheetBack = useRef<HTMLElement | null>(null);
  const closeSheet = useCallback(() => setSheet(null), []);
  /** Opens the sheet on a phone or a tablet; false on the desktop, where the slip is in the page to go to. `back` takes the focus on closing. */
  const openSheet = useCallback((back: HTMLElement | null = null) => {
    if (!isSheetWindow()) return false;
    // The panel's place in the page keeps its height while it is drawn over it, so the page's length and the
    // player's scroll position stay as they are.
    const element = panel.current;
    if (!sheetOpen.current && element) {
      sheetBack.current = back;
      setSheet({ height: element.offsetHeight + parseFloat(getComputedStyle(element).marginTop) });
    }
    return true;
  }, []);
  const openFromBar = useCallback(() => {
    coupon.tabChanged(CouponTab.SLIP);
    if (openSheet(null)) return;
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.querySelector<HTMLElement>('#coupon-tab-slip')?.focus();
  }, [coupon, openSheet]);
  useEffect(() => {
    // "Skip to bet slip" (skip-link.tsx) lets its target take the skip: on a phone it opens the sheet, not a jump.
    const element = panel.current;
    const onSkip = (e: Event) => {
      if (openSheet(null)) e.preventDefault();
    };
    element?.addEventListener('skip-link', onSkip);
    return () => element?.removeEventListener('skip-link', onSkip);
  }, [openSheet]);
  useEffect(() => {
    // spec 000 §3 isVisibleQuickCoupon: while the panel is off screen, a compact slip stands in for it. While the
    // sheet is open the panel is on screen but the bar stays (under the sheet), for the focus to come back to.
    const element = panel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!sheetOpen.current) coupon.quickCouponVisibilityChanged(!entry!.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      coupon.quickCouponVisibilityChanged(false);
    };
  }, [coupon]);
  const count = ownBets(state.bets).length;
  const slipTab = state.tab === CouponTab.SLIP;
  // QA13 #2: while the slip asks (a modal alertdialog), the rest of the slip is inert: nothing behind the question
  // changes what its answer places. The wrappers stand always, so opening a question remounts nothing.
  const slipAsking = slipTab && (oneClickQuestion || replacement !== null || (oddsQuestion !== null && oddsQuestion.source !== 'one-click'));
  // While the bet is on its way the slip holds still (the model refuses edits too): its selections, stakes,
  // choices, Clear and Load by code are inert until the answer. The Place button, which has the focus and
  // says "Placing the bet…", and the slip's message stay.
  const holding = slipAsking || sending;
  const removing = useFocusAfterRemoval(panel, state.bets);
  // WAI-ARIA tabs: one tab stop (the selected tab); arrows move and select, Home and End go to the ends.
  const onTabKey = (e: KeyboardEvent) => {
    const at = TABS.indexOf(state.tab);
    const to =
      e.key === 'ArrowRight' ? (at + 1) % TABS.length
      : e.key === 'ArrowLeft' ? (at - 1 + TABS.length) % TABS.length
      : e.key === 'Home' ? 0
      : e.key === 'End' ? TABS.length - 1
      : null;
    if (to === null) return;
    e.preventDefault();
    coupon.tabChanged(TABS[to]!);
    // The tablist's tabs stand in TABS order.
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <>
      {sheet ? <div className="coupon-sheet-place" style={{ height: sheet.height }} /> : null}
      <aside
        ref={panel}
        id={COUPON_PANEL_ID}
        tabIndex={-1}
        className={`coupon-panel${settings.isCouponFixed ? ' coupon-panel--fixed' : ''}${sheet ? ' coupon-panel--sheet' : ''}`}
        // The open sheet is a modal dialog over the page (the project's modals: role, aria-modal, Tab kept inside).
        role={sheet ? 'dialog' : undefined}
        aria-modal={sheet ? true : undefined}
        aria-label={t('coupon_title')}
      >
        {sheet ? (
          <>
            <SlipSheet panel={panel} onClose={closeSheet} back={() => (sheetBack.current?.isConnected ? sheetBack.current : bar.current)} />
            <div className="coupon-sheet__head">
              <button type="button" className="coupon-sheet__close" aria-label={t('coupon_sheet_close')} onClick={closeSheet}>
                ×
              </button>
            </div>
          </>
        ) : null}
        {/* Heading navigation reaches the slip (QA13 #8); its tabs already show the title, so it is not drawn twice. */}
        <h2 className="visually-hidden">{t('coupon_title')}</h2>
        {state.isVisibleQuickCoupon && count > 0 ? (
          <div className="coupon-body__part" inert={slipAsking}>
            <QuickCoupon lng={lng} onOpen={openFromBar} bar={bar} />
          </div>
        ) : null}
        {/* In the slip's landmark, drawn over the page: a one-click bet's answer where the player tapped. */}
        <OneClickNotice lng={lng} panel={panel} openSheet={openSheet} />
        {/* QA13 #7: the slip's price moves, said politely; the odds question says its own. */}
        <OddsMovesAnnouncer silent={oddsQuestion !== null} />
        <div role="tablist" aria-label={t('coupon_title')} className="coupon-tabs" onKeyDown={onTabKey} inert={slipAsking}>
          <button
            type="button"
            role="tab"
            id="coupon-tab-slip"
            aria-selected={slipTab}
            aria-controls="coupon-panel-slip"
            tabIndex={slipTab ? 0 : -1}
            onClick={() => coupon.tabChanged(CouponTab.SLIP)}
          >
            {t('coupon_tab_slip', { count })}
          </button>
          <button
            type="button"
            role="tab"
            id="coupon-tab-bets"
            aria-selected={!slipTab}
            aria-controls="coupon-panel-bets"
            tabIndex={slipTab ? -1 : 0}
            onClick={() => coupon.tabChanged(CouponTab.MY_BETS)}
          >
            {t('coupon_tab_my_bets')}
          </button>
        </div>
        {slipTab ? (
          <div role="tabpanel" id="coupon-panel-slip" aria-labelledby="coupon-tab-slip" className="coupon-body" aria-busy={sending}>
            <div className="coupon-body__part" inert={slipAsking}>
              <SuccessCouponView lng={lng} />
              <SinglesResultView lng={lng} />
              <SlipMessage panel={panel} />
            </div>
            <OneClickConfirm />
            {/* The odds question places too: it sees the slip's stake fields whose text is not an amount. */}
            <UnreadStakesProvider>
              <OddsChangeConfirm />
              <div className="coupon-body__part" inert={slipAsking}>
                {summary.oneClickActive ? <p className="slip-hint">{t('coupon_one_click_on')}</p> : null}
                {count === 0 ? (
                  <p className="slip-empty">{t('coupon_empty')}</p>
                ) : (
                  <>
                    <div className="coupon-body__part" inert={sending}>
                      <SlipBets onRemoving={removing} />
                      {/* A finished event's mark is not shown (QA12 #2), so it is no change to acknowledge. */}
                      {summary.hasOddsChanges && ownBets(state.bets).some((bet) => bet.coefChange !== null && !isBetFinished(bet)) ? (
                        <p className="slip-hint">
                          {t('coupon_odds_changed_note')}{' '}
                          <button type="button" className="link-button" onClick={() => coupon.oddsChangesAcknowledged()}>
                            {t('coupon_odds_acknowledge')}
                          </button>
                        </p>
                      ) : null}
                      {isAuthenticated ? <SlipAccount lng={lng} /> : null}
                      <SlipControls lng={lng} />
                      <SlipPromoCode />
                    </div>
                    {isAuthenticated ? (
                      <SlipPlaceButton />
                    ) : (
                      <button
                        type="button"
                        className="button--primary slip-place"
                        data-focus-successor="#coupon-panel-slip .slip-place"
                        onClick={() => shell.modalOpened('login')}
                      >
                        {t('coupon_login_to_bet')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="link-button slip-clear"
                      inert={sending}
                      onClick={() => {
                        removing(0);
                        coupon.couponCleared();
                      }}
                    >
                      {t('coupon_clear')}
                    </button>
                  </>
                )}
              </div>
            </UnreadStakesProvider>
            <div className="coupon-body__part" inert={holding}>
              <SlipSettings />
              <LoadByCode panel={panel} />
            </div>
            <CodeReplacementConfirm />
          </div>
        ) : (
          <div role="tabpanel" id="coupon-panel-bets" aria-labelledby="coupon-tab-bets" className="coupon-body">
            {isAuthenticated ? <PlacedBets lng={lng} /> : <p>{t('coupon_login_for_bets')}</p>}
          </div>
        )}
      </aside>
    </>
  );
}
