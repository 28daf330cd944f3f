import { useUnit } from 'effector-react';
import { finishedSelectionIds, ownBets } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/**
 * Removes every selection whose event is over (QA12 #2): waiting never brings a finished event back, so the
 * slip offers the way out where it says so. The focus goes to Place bet (or to the slip's tab when nothing is
 * left), since the button leaves with the selections.
 */
export function RemoveFinishedButton() {
  const { coupon } = useModels();
  const state = useUnit(coupon.$coupon);
  const t = useT();
  const finished = finishedSelectionIds(state.bets);
  if (finished.length === 0) return null;
  const left = ownBets(state.bets).length - finished.length;
  return (
    <button
      type="button"
      className="link-button"
      onClick={(event) => {
        const panel = event.currentTarget.closest('.coupon-panel');
        const next = (left > 0 ? panel?.querySelector<HTMLElement>('.slip-place') : null) ?? panel?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
        next?.focus();
        for (const id of finished) coupon.betRemoved(id);
      }}
    >
      {t('coupon_remove_finished')}
    </button>
  );
}
