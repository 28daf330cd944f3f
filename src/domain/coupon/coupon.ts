import type { PlacedPromoCode, PromoCode } from './promo-codes.port';
import { DEFAULT_CURRENCY, initialAmountFor } from './amount';
import type { Bet } from './bet';
import type { HyperBonus } from './bonus-bet';
import { CouponType, type CouponTypeId } from './coupon-types';
import { DEFAULT_COEF_VIEW_ID } from './odds-format';
import { DEFAULT_ODDS_CHANGE_POLICY, type OddsChangePolicyId } from './odds-change-policy';
import { SYSTEM_MIN_VALUE, type SystemOption } from './system-bet';

/** Coupon tabs (our design; the spec fixes only the default, 1). */
export const CouponTab = {
  /** The bet slip. */
  SLIP: 1,
  /** The player's placed bets. */
  MY_BETS: 2,
} as const;
export type CouponTabId = (typeof CouponTab)[keyof typeof CouponTab];

/** The coupon shown after a bet is accepted. */
export interface SuccessCoupon {
  /** Digits only: it is also the print-coupon route parameter (spec 000 §5). */
  couponId: string;
  typeId: CouponTypeId;
  amount: number;
  /** The currency the stake was paid in (the paying account's when it was placed), whatever pays later. */
  currency: string;
  coef: number;
  /** Without the hyper-bonus, as the history and the printed coupon show it. */
  possibleWin: number;
  /** The hyper-bonus an express earns on top when it wins; 0 when none. */
  hyperBonus: number;
  placedAt: number;
  /** A system's k of n ("System 2/3", as the history and the printed coupon name it); absent for other types. */
  system?: { k: number; n: number };
  /** A VIP coupon sent to the bookmaker for review (PlacementOutcome `under-review`), not placed yet; absent for a placed one. */
  underReview?: true;
  /** The promo code the bookmaker applied and what it gave (QA18 #5); absent when none. */
  promoCode?: PlacedPromoCode;
}

/**
 * Why the server did not place one single of a multiple-singles coupon: the whole-coupon refusals
 * (PlacementOutcome), said of that single alone.
 */
export const SINGLE_REFUSAL_REASONS = ['odds-changed', 'selection-locked', 'stake-out-of-limits', 'insufficient-balance'] as const;
export type SingleRefusalReason = (typeof SINGLE_REFUSAL_REASONS)[number];

/**
 * What the server did with one single of a multiple-singles coupon (type 10001): each single is placed
 * as a coupon of its own, so some can stand while others are refused.
 */
export type SinglePlacement =
  | {
      betId: string;
      status: 'accepted';
      /** Digits only (the print-coupon route parameter). */
      couponId: string;
      amount: number;
      /** The price the single stands at (the policy may have taken a new one). */
      coef: number;
      possibleWin: number;
    }
  | {
      betId: string;
      status: 'rejected';
      reason: SingleRefusalReason;
      /** odds-changed: the price now; null for the other reasons. */
      newCoef: number | null;
    };

/** One single's result as the slip shows it: the server's answer, the selection it was for and the currency it was staked in. */
export type SingleResultCoupon = SinglePlacement & { bet: Bet; currency: string };

/** The coupon (spec 000 §3 "Coupon state"). */
export interface CouponState {
  tab: CouponTabId;
  typeId: CouponTypeId;
  /** Selections in the order they were added; may hold the bonus bet last. */
  bets: Bet[];
  accountId: number | null;
  /** Stake of the coupon; for a chain, the first block's stake. */
  amount: number;
  /** Chain: stake of each later block, keyed by blockId. */
  amountByBlockId: Record<string, number>;
  /** Multiple singles: stake of each selection, keyed by outcome id. */
  amountByBetId: Record<string, number>;
  /** Minimum bet from the server; 0 when none exists. For a system it is per line. */
  minBetAmount: number;
  /** Maximum bet from the server; Infinity until known (spec 000 §9). */
  maxBetAmount: number;
  availablePrepaidAmount: number;
  /** The most the bookmaker pays on one coupon; caps the possible win. */
  maxPayout: number;
  /** The currency's initial bet amount (spec 000 §9). */
  initialAmount: number;
  /** Total coefficient of the coupon for its type (see coupon-math.ts). */
  coef: number;
  /** `coef` in the player's odds format; '' when there is none. */
  coefByView: string;
  antiExpressCoef: number;
  /** Promo code chosen from the player's codes (promoCodes). */
  promoCode: string | null;
  /** Promo code the player typed in, as typed; sent normalized when no code is chosen. */
  manualPromoCode: string;
  /** The player's own promo codes (PromoCodesPort); empty for a visitor. */
  promoCodes: PromoCode[];
  /** spec 000 §5: at least 2. */
  systemValue: number;
  systemValues: SystemOption[];
  /** The player is choosing bankers in a system. */
  isActiveSystemBanker: boolean;
  /** Outcomes being placed by one-click right now; a second click on them does nothing. */
  activePlaceBetIds: string[];
  isActiveAutoMax: boolean;
  isActiveVipBet: boolean;
  isCouponLoadedFromCode: boolean;
  isVisibleQuickCoupon: boolean;
  successCoupon: SuccessCoupon | null;
  singlesResultCoupons: SingleResultCoupon[];
  loadCouponInputValue: string;
  /** Accumulator-of-the-day id when the coupon came from one. */
  expressId: number | null;
  /** When each selection was added, ms since epoch. */
  addedAtByBetId: Record<string, number>;
  manuallyDeletedBonusBet: boolean;
  /** Hyper-bonus percent with its min bet limit and max limit; null when not offered. */
  hyperBonus: HyperBonus | null;
}

/** spec 000 §9: tab 1, typeId 0, systemValue 2, maxBetAmount infinity. */
export const DEFAULT_COUPON: CouponState = Object.freeze({
  tab: CouponTab.SLIP,
  typeId: CouponType.SINGLE,
  bets: [],
  accountId: null,
  amount: 0,
  amountByBlockId: {},
  amountByBetId: {},
  minBetAmount: 0,
  maxBetAmount: Infinity,
  availablePrepaidAmount: 0,
  maxPayout: Infinity,
  // spec 000 §9: default currency RUB if none known.
  initialAmount: initialAmountFor(DEFAULT_CURRENCY),
  coef: 0,
  coefByView: '',
  antiExpressCoef: 0,
  promoCode: null,
  manualPromoCode: '',
  promoCodes: [],
  systemValue: SYSTEM_MIN_VALUE,
  systemValues: [],
  isActiveSystemBanker: false,
  activePlaceBetIds: [],
  isActiveAutoMax: false,
  isActiveVipBet: false,
  isCouponLoadedFromCode: false,
  isVisibleQuickCoupon: false,
  successCoupon: null,
  singlesResultCoupons: [],
  loadCouponInputValue: '',
  expressId: null,
  addedAtByBetId: {},
  manuallyDeletedBonusBet: false,
  hyperBonus: null,
}) as CouponState;

/** The player's coupon settings (spec 000 §3 "Coupon settings"); stored on the device. */
export interface CouponSettings {
  /** The player's own amount step per currency code, used when isManualAmountStep. */
  amountStepByCurrency: Record<string, number>;
  isManualAmountStep: boolean;
  /** Odds-change policy; default 2 (spec 000 §3). */
  changeCoefAction: OddsChangePolicyId;
  isAutoMax: boolean;
  /** The player's standing VIP choice: a VIP-eligible coupon becomes a VIP bet. */
  isVipBet: boolean;
  /** The slip shows the paying account's balance. */
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  /** The slip lets the player choose the paying account (it becomes the header's active account). */
  isSelectAccountShown: boolean;
  /** The slip stays in view while the page scrolls. */
  isCouponFixed: boolean;
  oneClickAmount: number;
  /**
   * The slip's currency when the one-click stake was typed (null: before this was kept): it stakes in that
   * currency only; in another the currency's initial amount goes (1,000 RUB is not 1,000 EUR).
   */
  oneClickAmountCurrency: string | null;
  isActiveOneClick: boolean;
  /** Bet only at exactly this coefficient; null when unset. */
  exactCoef: number | null;
  /** Drop the bet if the score changes before it is accepted. */
  isDropOnScoreChange: boolean;
  /** spec 000 §6: a bonus account has its own one-click amount. */
  bonusAccountOneClickAmount: number;
  /** The slip's currency when the bonus account's one-click stake was typed, as oneClickAmountCurrency. */
  bonusAccountOneClickAmountCurrency: string | null;
}

/** Defaults: changeCoefAction 2 is the spec's; the rest are our choices (optional features off; amounts, balance and account choice shown; the slip kept in view). */
export const DEFAULT_COUPON_SETTINGS: CouponSettings = Object.freeze({
  amountStepByCurrency: {},
  isManualAmountStep: false,
  changeCoefAction: DEFAULT_ODDS_CHANGE_POLICY,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: true,
  oneClickAmount: 0,
  oneClickAmountCurrency: null,
  isActiveOneClick: false,
  exactCoef: null,
  isDropOnScoreChange: false,
  bonusAccountOneClickAmount: 0,
  bonusAccountOneClickAmountCurrency: null,
}) as CouponSettings;

/** Site configuration the coupon reads; the application maps the site config to it. */
export interface CouponConfig {
  /** Most selections one coupon holds (the bonus bet not counted). */
  maxBets: number;
  /** spec 000 §5: coupon types a minimum bet applies to. */
  minBetTypeIds: number[];
  /** spec 000 §5: coupon types a maximum bet applies to. */
  maxBetTypeIds: number[];
  bonusBetEnabled: boolean;
  /** spec 000 §4: the lobby block exists, so system bets may have bankers. */
  systemBankerBlockEnabled: boolean;
  vipBetEnabled: boolean;
  /** spec 000 §5: one-click active only if the site config enables it. */
  oneClickEnabled: boolean;
  chainEnabled: boolean;
  antiExpressEnabled: boolean;
}

/** Our default: 30 selections, limits on every type, optional features on. */
export const DEFAULT_MAX_BETS = 30;
export const DEFAULT_COUPON_CONFIG: CouponConfig = Object.freeze({
  maxBets: DEFAULT_MAX_BETS,
  minBetTypeIds: [
    CouponType.SINGLE,
    CouponType.EXPRESS,
    CouponType.SYSTEM,
    CouponType.CHAIN,
    CouponType.ANTI_EXPRESS,
    CouponType.MULTIPLE_SINGLES,
  ],
  maxBetTypeIds: [
    CouponType.SINGLE,
    CouponType.EXPRESS,
    CouponType.SYSTEM,
    CouponType.CHAIN,
    CouponType.ANTI_EXPRESS,
    CouponType.MULTIPLE_SINGLES,
  ],
  bonusBetEnabled: true,
  systemBankerBlockEnabled: true,
  vipBetEnabled: true,
  oneClickEnabled: true,
  chainEnabled: true,
  antiExpressEnabled: true,
}) as CouponConfig;

/** What coupon reducers need beside the coupon: the config and the player's odds format. */
export interface CouponContext {
  config: CouponConfig;
  coefViewId: number;
}

export const DEFAULT_COUPON_CONTEXT: CouponContext = Object.freeze({
  config: DEFAULT_COUPON_CONFIG,
  coefViewId: DEFAULT_COEF_VIEW_ID,
});
