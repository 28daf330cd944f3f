import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useModels } from '../models-context';
import { useT, type Translate } from '../i18n/use-t';
import { pluralText } from '../i18n/plural-text';
import { useDialogFocus } from '../modals/use-dialog-focus';
import { useModalKeys } from '../modals/modal';
import { SLIP_BUSY_ASKING, type CouponMessage } from '../../application/coupon/coupon-messages';
import {
  couponPossibleWinWithBonus,
  CouponType,
  possibleWin,
  slipTotalCoef,
  totalCoef,
  ownBets,
  type CouponSettings,
  type CouponState,
  type OddsChange,
} from '../../domain/coupon';
import { betGameName, formatMoney, oddsText, totalOddsText } from './coupon-text';
import { sayBet } from '../sports/line-text';
import { useMarketNaming } from '../sports/use-market-naming';
import { useUnreadStakeFields } from './unread-stakes';
import { useFocusAfterClose } from './use-focus-after-close';
import { RemoveFinishedButton } from './remove-finished';

/**
 * A question the slip asks in place: a modal alertdialog (WAI-ARIA APG alert dialog, QA13 #2). Its first button
 * (the primary answer) takes the focus when it opens; Tab and Shift+Tab stay inside it and Escape answers no,
 * wherever the focus is (the site's modals' keys, one stack with them); the focus goes back to the control that
 * raised it when it closes. The slip around it is inert meanwhile (the panel, `slipAsking`).
 */
function SlipQuestion({ titleId, onEscape, children }: { titleId: string; onEscape: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref);
  useModalKeys(ref, onEscape);
  return (
    <div ref={ref} role="alertdialog" aria-modal="true" aria-labelledby={titleId} className="slip-dialog">
      {children}
    </div>
  );
}

/** spec 000 §4: turning one-click on with bets asks; the title says the coupon will be cleared. Escape keeps one-click off. */
export function OneClickConfirm() {
  const { coupon } = useModels();
  const asking = useUnit(coupon.$oneClickConfirmation);
  const t = useT();
  if (!asking) return null;
  return (
    <SlipQuestion titleId="one-click-title" onEscape={() => coupon.oneClickUndone()}>
      <h3 id="one-click-title">{t('coupon_one_click_confirm_title')}</h3>
      <div className="slip-dialog__buttons">
        <button type="button" className="button--primary" onClick={() => coupon.oneClickConfirmed()}>
          {t('coupon_one_click_enable')}
        </button>
        <button type="button" onClick={() => coupon.oneClickUndone()}>
          {t('coupon_one_click_undo')}
        </button>
      </div>
    </SlipQuestion>
  );
}

/**
 * A coupon loaded by code would replace the selections the player built: what comes in and what goes, and
 * whether to go on. Escape keeps the slip. With an empty slip the coupon loads without asking.
 */
export function CodeReplacementConfirm() {
  const { coupon, shell } = useModels();
  const [loaded, state, language] = useUnit([coupon.$codeReplacement, coupon.$coupon, shell.$language]);
  const t = useT();
  if (!loaded) return null;
  // "3 selections", "1 selection" (QA13 #11: no "selection(s)"), by the language's plural rules.
  const values = {
    code: loaded.code,
    type: t(`coupon_type_${loaded.typeId}`),
    loaded: pluralText(t, language, 'coupon_selections_n', ownBets(loaded.bets).length),
    count: pluralText(t, language, 'coupon_selections_n', ownBets(state.bets).length),
  };
  return (
    <SlipQuestion titleId="code-replacement-title" onEscape={() => coupon.codeReplacementDeclined()}>
      <h3 id="code-replacement-title">{t('coupon_code_replace_title', values)}</h3>
      <p>{t('coupon_code_replace_text', values)}</p>
      <div className="slip-dialog__buttons">
        <button type="button" className="button--primary" onClick={() => coupon.codeReplacementConfirmed()}>
          {t('coupon_code_replace')}
        </button>
        <button type="button" onClick={() => coupon.codeReplacementDeclined()}>
          {t('coupon_code_keep')}
        </button>
      </div>
    </SlipQuestion>
  );
}

/**
 * Prices moved beyond the player's policy: the new ones, and whether to place at them. Escape cancels (places
 * nothing). The slip asks about its own coupon (`oneClick` false); a one-click bet's question is asked over the
 * page by the one-click notice (`oneClick` true), where the player tapped, and names the selection it was for.
 */
export function OddsChangeConfirm({ oneClick = false }: { oneClick?: boolean }) {
  const { coupon, shell } = useModels();
  const [asking, state, coefViewId, settings, summary, language, message] = useUnit([
    coupon.$oddsConfirmation,
    coupon.$coupon,
    coupon.$coefViewId,
    coupon.$settings,
    coupon.$summary,
    shell.$language,
    coupon.$message,
  ]);
  const t = useT();
  const naming = useMarketNaming();
  // The slip's coupon is placed at its stakes: one whose field now holds text that is no amount would be
  // placed at the stake that stands, which the player did not type (a one-click single has its own stake).
  const unread = useUnreadStakeFields();
  const [refused, setRefused] = useState(false);
  const blocked = !oneClick && unread.length > 0;
  useEffect(() => {
    if (!blocked || !asking) setRefused(false);
  }, [blocked, asking]);
  if (!asking || (asking.source === 'one-click') !== oneClick) return null;
  const odds = (coef: number) => oddsText(coef, coefViewId, { t, lng: language });
  // A one-click single never enters the slip: its selection is the one it was sent with.
  const bets = 'params' in asking ? asking.params.bets : state.bets;
  const titleId = oneClick ? 'one-click-odds-change-title' : 'odds-change-title';
  // What Accept and place commits to (QA12 #6): the coupon's odds and possible win at the new prices.
  const now =
    'params' in asking
      ? oneClickAtNewPrices(asking.params, asking.changes)
      : { ...slipAtNewPrices(state, settings, asking.changes), currency: summary.currency };
  const money = `${formatMoney(now.possibleWin, language)} ${now.currency}`;
  return (
    <SlipQuestion titleId={titleId} onEscape={() => coupon.oddsChangeRejected()}>
      <h3 id={titleId}>{t('coupon_odds_changed_title')}</h3>
      {oneClick ? <p>{t('coupon_odds_changed_one_click')}</p> : null}
      {asking.movedAgain ? <p role="status">{t('coupon_odds_moved_again')}</p> : null}
      <ul className="odds-change-list">
        {asking.changes.map((change) => {
          const bet = bets.find((b) => b.id === change.betId);
          const game = bet ? betGameName(bet) : '';
          return (
            <li key={change.betId}>
              {game ? <span className="odds-change-list__game">{game}</span> : null}
              {bet ? <span>{sayBet(t, bet, naming)}</span> : null}
              <strong>{t('coupon_odds_change_row', { from: odds(change.oldCoef), to: odds(change.newCoef) })}</strong>
            </li>
          );
        })}
      </ul>
      <p className="odds-change-total">
        {now.coef === null
          ? t('coupon_odds_changed_total_win', { win: money })
          : t('coupon_odds_changed_total', { odds: totalOddsText(slipTotalCoef(now.coef), coefViewId, language, { t, lng: language }), win: money })}
      </p>
      {refused && blocked ? <p role="alert">{t('coupon_place_stake_unread')}</p> : null}
      {/* A pick from the page while the question is open is refused (the slip behind is inert, its message unheard): said here. */}
      {!oneClick && message?.key === SLIP_BUSY_ASKING.key ? <p role="alert">{t(SLIP_BUSY_ASKING.key)}</p> : null}
      <div className="slip-dialog__buttons">
        <button
          type="button"
          className="button--primary"
          onClick={() => {
            if (!blocked) return coupon.oddsChangeAccepted();
            setRefused(true);
            unread[0]!.focus();
          }}
        >
          {t('coupon_odds_accept_and_place')}
        </button>
        <button type="button" onClick={() => coupon.oddsChangeRejected()}>
          {t('main_cancel')}
        </button>
      </div>
    </SlipQuestion>
  );
}

/** The slip's coupon at the asked prices: its total odds (none for multiple singles, which have no combined odds) and possible win. */
export function slipAtNewPrices(
  state: CouponState,
  settings: Pick<CouponSettings, 'exactCoef'>,
  changes: readonly OddsChange[],
): { coef: number | null; possibleWin: number } {
  const byId = new Map(changes.map((change) => [change.betId, change.newCoef]));
  const bets = state.bets.map((bet) => (byId.has(bet.id) ? { ...bet, coef: byId.get(bet.id)! } : bet));
  const repriced = { ...state, bets };
  const coef = totalCoef(repriced);
  const win = couponPossibleWinWithBonus({ ...repriced, coef }, settings);
  return { coef: state.typeId === CouponType.MULTIPLE_SINGLES ? null : coef, possibleWin: win.possibleWin };
}

/** A one-click single at the asked price: its odds and possible win (at the exact odds when set), under its payout cap. */
function oneClickAtNewPrices(
  params: { request: { amount: number; exactCoef: number | null; bets: readonly { id: string; coef: number }[] }; maxPayout: number; currency: string },
  changes: readonly OddsChange[],
): { coef: number; possibleWin: number; currency: string } {
  const bet = params.request.bets[0];
  const coef = changes.find((change) => change.betId === bet?.id)?.newCoef ?? bet?.coef ?? 0;
  return {
    coef,
    possibleWin: Math.min(possibleWin(params.request.amount, coef, params.request.exactCoef), params.maxPayout),
    currency: params.currency,
  };
}

/** A refused coupon code (its form, a failed look-up): said beside the code field, not at the slip's head. */
export const isCodeMessage = (message: CouponMessage) => message.key.startsWith('coupon_error_code_');

/** The id of the slip's message drawn beside the code field, which the field names as its description. */
export const CODE_MESSAGE_ID = 'slip-code-message';

/**
 * Why the last action was refused, with the spec's notice title (main_error), as an alert; or news about
 * the slip (another tab changed it) as a status. Numbers as the player's locale writes them. Closed, it gives the
 * focus back to the slip's control the player was on (the code field, Place bet), else the slip's tab.
 * `part`: the slip's head says every message but a refused coupon code, which Load by code says beside its field.
 */
export function SlipMessage({ panel, part = 'head' }: { panel: RefObject<HTMLElement | null>; part?: 'head' | 'code' }) {
  const { coupon, shell } = useModels();
  const [allMessages, language, outcome, summary] = useUnit([coupon.$message, shell.$language, coupon.$oneClickOutcome, coupon.$summary]);
  const message = allMessages && isCodeMessage(allMessages) === (part === 'code') ? allMessages : null;
  const t = useT();
  const own = useRef<HTMLDivElement>(null);
  const closing = useFocusAfterClose({ panel, own, shownFor: message, from: panel });
  // A pick refused while the odds question is open is said in the question, the only part of the slip not inert.
  const shown = message && message.key !== SLIP_BUSY_ASKING.key ? message : null;
  // A one-click refusal is said over the page (the one-click notice, an alert of its own): said here too, it
  // stays in view in the slip without being announced twice. With one-click on the slip places nothing itself.
  const saidOverThePage = shown !== null && summary.oneClickActive && outcome?.kind === 'refused' && sameMessage(outcome.message, shown);
  const role = !shown || saidOverThePage ? undefined : shown.title === 'main_error' ? 'alert' : 'status';
  useRefusalInView(own, role === 'alert' ? shown : null, part === 'head');
  if (!shown) return null;
  return (
    <div
      ref={own}
      id={part === 'code' ? CODE_MESSAGE_ID : undefined}
      tabIndex={part === 'head' ? -1 : undefined}
      role={role}
      className={shown.title === 'main_error' ? 'slip-message notice notice--error' : 'slip-message notice'}
    >
      <h3>{t(shown.title)}</h3>
      <p>{messageText(t, shown, language)}</p>
      {/* A game over never comes back: the way out is said with the refusal (QA12 #2). */}
      {shown.key === 'coupon_error_bet_finished' ? <RemoveFinishedButton /> : null}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          closing();
          coupon.messageDismissed();
        }}
      >
        {t('main_close')}
      </button>
    </div>
  );
}

/**
 * QA19 #1: a refusal of what the player pressed in the slip (Place bet, a stake step) is drawn at the slip's head,
 * which on a long desktop slip or in a scrolled phone sheet is far out of view: the player saw nothing happen. As
 * the GOV.UK error summary (and the slips of bet365 and Betfair, which put the refusal in front of the player)
 * do, the message is brought into view and, with `takeFocus`, takes the focus (it is tabindex -1), so it is seen
 * and read; its Close gives the focus back to the button (useFocusAfterClose). Only a press of one of the slip's
 * buttons moves the focus: a refused pick from the page, or a field being typed in (it shows its own error), keep
 * the focus and the page where they are. A refused code, said beside its field, is only brought into view: the
 * focus stays in the field to correct it. Runs after useFocusAfterClose has noted where the player was.
 */
function useRefusalInView(own: RefObject<HTMLElement | null>, refusal: CouponMessage | null, takeFocus: boolean) {
  useEffect(() => {
    const element = own.current;
    if (!refusal || !element) return;
    const active = document.activeElement;
    const slip = element.closest('[role="tabpanel"]');
    if (!(active instanceof HTMLElement) || !slip?.contains(active) || element.contains(active)) return;
    if (takeFocus && !(active instanceof HTMLButtonElement)) return;
    element.scrollIntoView?.({ block: 'nearest' });
    if (takeFocus) element.focus({ preventScroll: true });
  }, [own, refusal, takeFocus]);
}

/**
 * A message's words: with a `count`, in the plural form the language gives it (`${key}_one` … `_other`,
 * pluralText) where the dictionary has the forms (QA13 #11), else its key's text.
 */
export function messageText(t: Translate, message: CouponMessage, language: string): string {
  const values = messageValues(message, language);
  const count = message.values?.count;
  const other = `${message.key}_other`;
  return typeof count === 'number' && t(other) !== other ? pluralText(t, language, message.key, count, values) : t(message.key, values);
}

/** A message's numbers as the player's locale writes them. */
export const messageValues = (message: CouponMessage, language: string) =>
  message.values
    ? Object.fromEntries(Object.entries(message.values).map(([name, v]) => [name, typeof v === 'number' ? formatMoney(v, language) : v]))
    : undefined;

const sameMessage = (a: CouponMessage, b: CouponMessage) =>
  a.key === b.key && a.title === b.title && JSON.stringify(a.values ?? null) === JSON.stringify(b.values ?? null);
