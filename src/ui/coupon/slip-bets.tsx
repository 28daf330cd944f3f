import { useUnit } from 'effector-react';
import { useId } from 'react';
import {
  betLockReasonsIn,
  chainBlocks,
  CouponType,
  isBetFinished,
  isBonusBet,
  ownBets,
  SYSTEM_BANKER_BLOCK_ID,
  type Bet,
  type BetLockReason,
} from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { betChampTitle, betGameName, bonusBetText, oddsText } from './coupon-text';
import { sayBet } from '../sports/line-text';
import { useMarketNaming } from '../sports/use-market-naming';
import { lineNames } from '../sports/line-names';
import { OddsChangeMark } from './odds-change-mark';
import { BetClock } from './bet-clock';

/**
 * The selections in the slip, with their price movement and lock said in words. `onRemoving` hears the index
 * of a selection the player removes, just before it goes (the panel moves the focus on).
 */
export function SlipBets({ onRemoving }: { onRemoving: (index: number) => void }) {
  const { coupon, shell } = useModels();
  const [state, coefViewId, lockedByBookmaker, lng] = useUnit([coupon.$coupon, coupon.$coefViewId, coupon.$lockedByBookmaker, shell.$language]);
  const t = useT();
  const isSystem = state.typeId === CouponType.SYSTEM;
  const lockReasons = betLockReasonsIn(state);
  const odds = (coef: number) => oddsText(coef, coefViewId, { t, lng });
  // the bonus bet multiplies the express's odds: a multiplier, not a price in the player's format (QA13 #5)
  const bonusOdds = (coef: number) => bonusBetText(coef, lng);
  // Chain: each selection says its block (play order) and can move to another or a new one.
  const blocks = state.typeId === CouponType.CHAIN ? chainBlocks(ownBets(state.bets)).map((block) => block.blockId) : null;
  return (
    <ul className="slip-bets" aria-label={t('coupon_selections')}>
      {state.bets.map((bet, index) => (
        <SlipBet
          key={bet.id}
          bet={bet}
          odds={isBonusBet(bet) ? bonusOdds : odds}
          bankerChoice={isSystem && state.isActiveSystemBanker}
          lockReason={lockReasons.get(bet.id) ?? null}
          lockedByBookmaker={lockedByBookmaker.has(bet.id)}
          onRemove={() => {
            onRemoving(index);
            coupon.betRemoved(bet.id);
          }}
          onBanker={() => coupon.bankerToggled(bet.id)}
          blocks={blocks}
          onBlock={(blockId) => coupon.betMovedToBlock({ betId: bet.id, blockId })}
        />
      ))}
    </ul>
  );
}

/** What the slip says of each lock the coupon finds itself; a lock only the bookmaker reported is coupon_bet_locked_by_bookmaker. */
const LOCK_REASON_KEYS: Readonly<Record<BetLockReason, string>> = {
  line: 'coupon_bet_locked',
  'same-game': 'coupon_bet_same_game',
};

function SlipBet({
  bet,
  odds,
  bankerChoice,
  lockReason,
  lockedByBookmaker,
  onRemove,
  onBanker,
  blocks,
  onBlock,
}: {
  bet: Bet;
  odds: (coef: number) => string;
  bankerChoice: boolean;
  /** Why the coupon itself holds this selection locked (its line flags, or another selection of its game in a combination). */
  lockReason: BetLockReason | null;
  /** The bookmaker refused the last placement because this selection is locked. */
  lockedByBookmaker: boolean;
  onRemove: () => void;
  onBanker: () => void;
  /** Chain: the blocks' ids in play order; null for other types. */
  blocks: number[] | null;
  onBlock: (blockId: number) => void;
}) {
  const t = useT();
  const naming = useMarketNaming();
  const bonus = isBonusBet(bet);
  const name = bonus ? t('coupon_bonus_bet') : betGameName(bet);
  // "Football. Italy. Serie A": two championships may share a name, so the country says which.
  const champ = bonus ? '' : betChampTitle(bet, lineNames(t));
  const locked = lockReason !== null || lockedByBookmaker;
  const finished = isBetFinished(bet);
  // The selection a control belongs to, said with it: two selections of one game share the game's name, and
  // every selection has its "Banker" and "Block" (QA: a screen reader heard the same names for all of them).
  const market = sayBet(t, bet, naming);
  const selection = bonus ? name : `${name}, ${market}`;
  const selectionId = `slip-bet-${useId()}`;
  return (
    <li className={`slip-bet${locked ? ' slip-bet--locked' : ''}`} aria-label={name}>
      <div className="slip-bet__head">
        <span className="slip-bet__game" id={`${selectionId}-game`}>
          {name}
        </span>
        <button type="button" className="slip-bet__remove" aria-label={t('coupon_remove', { name: selection })} onClick={onRemove}>
          ×
        </button>
      </div>
      {champ ? <span className="slip-bet__champ">{champ}</span> : null}
      {bonus ? null : <BetClock bet={bet} />}
      {bonus ? (
        <span className="slip-bet__market">{t('coupon_bonus_bet_text')}</span>
      ) : (
        <span className="slip-bet__market" id={`${selectionId}-market`}>
          {market}
        </span>
      )}
      <span className="slip-bet__odds">
        <strong>{odds(bet.coef)}</strong>
        {/* A finished event's price is no offer: no move is shown on it (QA12 #2). */}
        {bet.coefChange && bet.prevCoef !== null && !finished ? (
          <OddsChangeMark
            direction={bet.coefChange}
            // Each price the selection moves to is a new move, even in the same direction from the same price.
            move={`${bet.coefChange} ${bet.prevCoef} ${bet.coef}`}
            text={t(bet.coefChange === 'up' ? 'coupon_coef_up_from' : 'coupon_coef_down_from', { coef: odds(bet.prevCoef) })}
          />
        ) : null}
      </span>
      {/* A game over locks its outcomes too; "suspended" would say waiting helps, so only "Finished" is said. */}
      {locked && !finished ? <span className="slip-bet__state">{t(lockReason ? LOCK_REASON_KEYS[lockReason] : 'coupon_bet_locked_by_bookmaker')}</span> : null}
      {finished ? <span className="slip-bet__state">{t('coupon_bet_finished')}</span> : null}
      {blocks && !bonus ? (
        <label className="slip-bet__block">
          <span>{t('coupon_block')}</span>{' '}
          <select value={bet.blockId} aria-describedby={`${selectionId}-game ${selectionId}-market`} onChange={(e) => onBlock(Number(e.target.value))}>
            {blocks.map((blockId, index) => (
              <option key={blockId} value={blockId}>
                {t('coupon_block_n', { n: index + 1 })}
              </option>
            ))}
            <option value={Math.max(...blocks) + 1}>{t('coupon_block_new')}</option>
          </select>
        </label>
      ) : null}
      {bankerChoice && !bonus ? (
        <label className="slip-bet__banker">
          <input
            type="checkbox"
            checked={bet.blockId === SYSTEM_BANKER_BLOCK_ID}
            disabled={bet.isDisabledBanker}
            aria-describedby={`${selectionId}-game ${selectionId}-market`}
            onChange={onBanker}
          />{' '}
          {t('coupon_banker')}
        </label>
      ) : null}
    </li>
  );
}
