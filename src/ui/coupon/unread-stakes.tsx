import { useUnit } from 'effector-react';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { couponHold } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { SLIP_HOLD_ID } from './coupon-panel-id';

/**
 * The slip's stake fields whose text is not an amount. A StakeInput keeps such text and the coupon keeps the
 * stake that stood before it, so placing then would send a stake the player did not type (QA: "abc" in the
 * field placed the old 150). This state lives where the Place button is, not in the coupon model: what the
 * field holds beside the coupon's amount is the view's own. Only fields inside the provider count: the
 * slip's stakes (the coupon's, each single's, each chain block's), not the settings' amount step or
 * one-click stake, which place nothing from here.
 */
interface UnreadStakes {
  /** A field's text is not an amount (its input), or reads as one again or is gone (null). */
  reported: (key: string, field: HTMLInputElement | null) => void;
  /** The fields holding text that is not an amount, in the page's order. */
  fields: readonly HTMLInputElement[];
}

const UnreadStakesContext = createContext<UnreadStakes | null>(null);

export function UnreadStakesProvider({ children }: { children: ReactNode }) {
  const [byKey, setByKey] = useState<ReadonlyMap<string, HTMLInputElement>>(new Map());
  const reported = useCallback((key: string, field: HTMLInputElement | null) => {
    setByKey((current) => {
      if ((current.get(key) ?? null) === field) return current;
      const next = new Map(current);
      if (field) next.set(key, field);
      else next.delete(key);
      return next;
    });
  }, []);
  const value = useMemo(() => {
    const fields = [...byKey.values()].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return { reported, fields };
  }, [byKey, reported]);
  return <UnreadStakesContext.Provider value={value}>{children}</UnreadStakesContext.Provider>;
}

/** How a StakeInput tells the slip that its text is not an amount (a no-op outside the slip's stakes). */
export function useReportUnreadStake(field: HTMLInputElement | null, unread: boolean) {
  const reported = useContext(UnreadStakesContext)?.reported;
  const key = useId();
  useEffect(() => {
    if (!reported) return;
    reported(key, unread ? field : null);
    return () => reported(key, null);
  }, [reported, key, field, unread]);
}

/** The slip's stake fields whose text is not an amount, in the page's order (none outside the slip's stakes). */
export function useUnreadStakeFields(): readonly HTMLInputElement[] {
  return useContext(UnreadStakesContext)?.fields ?? NO_FIELDS;
}
const NO_FIELDS: readonly HTMLInputElement[] = [];

/**
 * Place bet. While a stake field holds text that is not an amount, pressing it places nothing: it says so in
 * an alert and takes the focus to the first such field, whose own hint names the stake that stands; the slip
 * and the typed text stay. Once every such field is fixed or reverted, the alert goes and placing works.
 */
export function SlipPlaceButton() {
  const { coupon } = useModels();
  const [placing, state] = useUnit([coupon.$placing, coupon.$coupon]);
  const t = useT();
  const alertId = useId();
  // QA15 #6: while a selection is suspended the bet cannot go: Place bet says so (aria-disabled, described by
  // the slip's notice naming the selection) instead of answering "remove it or wait" after a press. It stays
  // focusable and comes back by itself when the selection reopens or is removed.
  // QA17 #4: likewise an anti-express no price is offered for, until the player changes the type or the selections.
  const hold = couponHold(state);
  const suspended = hold === 'suspended' || hold === 'no-anti-express';
  const unread = useContext(UnreadStakesContext)?.fields ?? [];
  const [refused, setRefused] = useState(false);
  const blocked = unread.length > 0;
  useEffect(() => {
    if (!blocked) setRefused(false);
  }, [blocked]);
  const shown = refused && blocked;
  return (
    <>
      {shown ? (
        <p role="alert" id={alertId} className="slip-stake-refused">
          {t('coupon_place_stake_unread')}
        </p>
      ) : null}
      {/* aria-disabled, not disabled, while placing: a disabled button drops the focus, and the odds question
          that may follow gives it back here. */}
      <button
        type="button"
        className="button--primary slip-place"
        aria-disabled={placing || suspended}
        aria-busy={placing}
        aria-describedby={shown ? alertId : suspended ? SLIP_HOLD_ID : undefined}
        onClick={() => {
          if (placing || suspended) return;
          if (blocked) {
            setRefused(true);
            unread[0]!.focus();
            return;
          }
          coupon.placementRequested();
        }}
      >
        {t(placing ? 'coupon_placing' : 'coupon_place')}
      </button>
    </>
  );
}
