import { roundMoney, ownValue } from './amount';
import { CouponType } from './coupon-types';
import { SYSTEM_BANKER_BLOCK_ID, binomial, elementarySymmetric } from './system-bet';

/** Result of one selection once its game is over; 'returned' is a void (stake back at 1.0). */
export type SelectionStatus = 'pending' | 'won' | 'lost' | 'returned';

/**
 * Status of a placed coupon. 'cashed-out' is the bookmaker's (the bet history
 * contract carries it): the player sold the coupon early; settlement here
 * never produces it. 'under-review' and 'declined' are a VIP coupon's
 * (vip-bet.ts, QA12 #5): sent to the bookmaker for review with its stake held,
 * then either a normal 'pending' bet or 'declined', its stake paid back.
 */
export type PlacedBetStatus = SelectionStatus | 'cashed-out' | 'under-review' | 'declined';

export const PLACED_BET_STATUSES: readonly PlacedBetStatus[] = ['pending', 'won', 'lost', 'returned', 'cashed-out', 'under-review', 'declined'];

/** A selection of a placed coupon as settlement sees it. */
export interface SettlingSelection {
  coef: number;
  status: SelectionStatus;
  /** System: SYSTEM_BANKER_BLOCK_ID marks a banker; chain: the block it plays in. */
  blockId: number;
  /** Multiple singles: this selection's stake; null for other types. */
  amount: number | null;
}

export interface SettlingCoupon {
  typeId: number;
  /** Total stake. */
  amount: number;
  /** Total coefficient as accepted (with the bonus bet for an express; the anti-express price). */
  coef: number;
  systemValue: number | null;
  /** Chain: stake of each block by blockId. */
  amountByBlockId: Readonly<Record<string, number>>;
  selections: readonly SettlingSelection[];
}

export interface Settlement {
  status: PlacedBetStatus;
  /** What is paid out; null while pending. */
  payout: number | null;
}

const PENDING: Settlement = { status: 'pending', payout: null };

/** What one unit on a selection returns: its price if won, 1 if returned, 0 if lost. */
function returnFactor(selection: Pick<SettlingSelection, 'coef' | 'status'>): number {
  if (selection.status === 'won') return selection.coef;
  if (selection.status === 'returned') return 1;
  return 0;
}

/**
 * The settled status from a payout. Our rule where bookmakers differ: a coupon
 * whose selections were all returned is 'returned' (stake back); any other
 * coupon paying something is 'won', even a system paying less than its stake;
 * paying nothing is 'lost'.
 */
function fromPayout(payout: number, selections: readonly SettlingSelection[]): Settlement {
  if (selections.length > 0 && selections.every((s) => s.status === 'returned')) return { status: 'returned', payout: roundMoney(payout) };
  return payout > 0 ? { status: 'won', payout: roundMoney(payout) } : { status: 'lost', payout: 0 };
}

/**
 * Settle a placed coupon from its selections' results (our design of the
 * bookmaker's rules; the spec only names the statuses):
 * - single: price × stake, stake back if returned;
 * - express: lost as soon as one selection loses; otherwise stake × product
 *   with returned selections at 1. A bonus-bet boost (coupon coef over the
 *   product of its selections) is kept on the rest;
 * - system: stake per line × Π banker factors × e_{k−b}(other factors),
 *   factors as above (a lost banker loses every line), once all are settled;
 * - multiple singles: the sum of each selection's stake × its factor;
 * - chain: blocks in order, each an express staked from the previous block's
 *   return; a lost block stops the chain; a later block never stakes more than
 *   its predecessor actually returned;
 * - anti-express: won (stake × its price) as soon as one selection loses; lost
 *   when every selection not returned won; returned when all were returned.
 */
export function settleCoupon(coupon: SettlingCoupon): Settlement {
  const selections = coupon.selections;
  const anyPending = selections.some((s) => s.status === 'pending');
  const anyLost = selections.some((s) => s.status === 'lost');
  switch (coupon.typeId) {
    case CouponType.SINGLE: {
      const only = selections[0];
      if (!only || only.status === 'pending') return PENDING;
      return fromPayout(coupon.amount * (only.status === 'won' ? coupon.coef : returnFactor(only)), selections);
    }
    case CouponType.EXPRESS: {
      if (anyLost) return { status: 'lost', payout: 0 };
      if (anyPending) return PENDING;
      const product = selections.reduce((p, s) => p * s.coef, 1);
      const boost = product > 0 && coupon.coef > product ? coupon.coef / product : 1;
      const factor = selections.reduce((p, s) => p * returnFactor(s), 1);
      const allReturned = selections.every((s) => s.status === 'returned');
      return fromPayout(coupon.amount * factor * (allReturned ? 1 : boost), selections);
    }
    case CouponType.SYSTEM: {
      if (anyPending) return PENDING;
      const bankers = selections.filter((s) => s.blockId === SYSTEM_BANKER_BLOCK_ID);
      const others = selections.filter((s) => s.blockId !== SYSTEM_BANKER_BLOCK_ID);
      const degree = (coupon.systemValue ?? 2) - bankers.length;
      const lines = binomial(others.length, degree);
      if (lines === 0) return { status: 'lost', payout: 0 };
      const bankerFactor = bankers.reduce((p, s) => p * returnFactor(s), 1);
      const e = elementarySymmetric(others.map(returnFactor), degree)[degree] ?? 0;
      return fromPayout((coupon.amount / lines) * bankerFactor * e, selections);
    }
    case CouponType.MULTIPLE_SINGLES: {
      if (anyPending) return PENDING;
      return fromPayout(selections.reduce((sum, s) => sum + (s.amount ?? 0) * returnFactor(s), 0), selections);
    }
    case CouponType.CHAIN:
      return settleChain(coupon);
    case CouponType.ANTI_EXPRESS: {
      if (anyLost) return { status: 'won', payout: roundMoney(coupon.amount * coupon.coef) };
      if (anyPending) return PENDING;
      if (selections.every((s) => s.status === 'returned')) return { status: 'returned', payout: roundMoney(coupon.amount) };
      return { status: 'lost', payout: 0 };
    }
    default:
      return PENDING;
  }
}

function settleChain(coupon: SettlingCoupon): Settlement {
  const blockIds = [...new Set(coupon.selections.map((s) => s.blockId))].sort((a, b) => a - b);
  let payout = 0;
  let available = Infinity;
  for (const [index, blockId] of blockIds.entries()) {
    const block = coupon.selections.filter((s) => s.blockId === blockId);
    const wanted = ownValue(coupon.amountByBlockId, String(blockId)) ?? (index === 0 ? coupon.amount : available);
    const stake = Math.min(wanted, available);
    // What the previous block returned and this one does not stake is paid out.
    if (index > 0) payout += available - stake;
    if (block.some((s) => s.status === 'lost')) return { status: payout > 0 ? 'won' : 'lost', payout: roundMoney(payout) };
    if (block.some((s) => s.status === 'pending')) return PENDING;
    available = stake * block.reduce((p, s) => p * returnFactor(s), 1);
  }
  return fromPayout(payout + (Number.isFinite(available) ? available : 0), coupon.selections);
}
