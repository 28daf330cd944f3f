import { formatCoef, MAX_AMOUNT, type CouponError, type PlacementOutcome, type PromoCodeDrop, type PromoCodeMismatch } from '../../domain/coupon';

/** A message for the player: a dictionary key and the values it interpolates. */
export interface CouponMessage {
  key: string;
  values?: Record<string, string | number>;
  /** spec 000 §8: the notice title, main_error by default. */
  title: 'main_error' | 'main_done' | 'main_ok' | 'coupon_changed_elsewhere_title';
}

const error = (key: string, values?: Record<string, string | number>): CouponMessage =>
  values ? { key, values, title: 'main_error' } : { key, title: 'main_error' };

/** A pick from the page while the slip's bet is on its way: the slip holds still until the bookmaker answers. */
export const SLIP_BUSY_PLACING: CouponMessage = error('coupon_busy_placing');
/** A new pick from the page while the slip's odds question is open: its answer places what it names. */
export const SLIP_BUSY_ASKING: CouponMessage = error('coupon_busy_asking');

/**
 * Every coupon refusal as the slip says it; one dictionary key per error code. `currency`: the slip's (the
 * paying account's); a stake limit is said with it (QA15 #10), as the balance refusal is (QA13 #10).
 */
export function couponErrorMessage(e: CouponError, currency: string): CouponMessage {
  switch (e.code) {
    case 'too-many-bets':
      return error('coupon_error_too_many_bets', { limit: e.limit });
    case 'amount-below-min':
      return error('coupon_error_amount_below_min', { min: e.min, currency });
    case 'amount-above-max':
      return error('coupon_error_amount_above_max', { max: e.max, currency });
    case 'amount-too-large':
      return error('coupon_error_amount_too_large', { max: e.max });
    // QA15 #2: a block's stake is said with its block, as the slip labels it ("Stake on block 2").
    case 'block-amount-above-max':
      return error('coupon_error_block_amount_above_max', { block: e.block, prev: e.block - 1, max: e.max, currency });
    case 'block-amount-below-min':
      return error('coupon_error_block_amount_below_min', { block: e.block, min: e.min, currency });
    // QA15 #4: how many singles, and the limits they miss; their fields are marked in the slip.
    case 'singles-amount-out-of-limits':
      return e.min === null
        ? error('coupon_error_singles_above_max', { count: e.betIds.length, max: e.max, currency })
        : Number.isFinite(e.max)
          ? error('coupon_error_singles_out_of_limits', { count: e.betIds.length, min: e.min, max: e.max, currency })
          : error('coupon_error_singles_below_min', { count: e.betIds.length, min: e.min, currency });
    case 'system-value-too-low':
      return error('coupon_error_system_value_too_low', { min: e.min });
    case 'system-value-too-high':
      return error('coupon_error_system_value_too_high', { max: e.max });
    case 'too-many-bankers':
      return error('coupon_error_too_many_bankers', { max: e.max });
    case 'promo-code-unknown':
      return error('coupon_error_promo_code_unknown', { code: e.promoCode });
    case 'related-selections':
      return error('coupon_error_related_selections', { count: e.betIds.length });
    case 'exact-coef-mismatch':
      return error('coupon_error_exact_coef_mismatch', { exact: formatCoef(e.exactCoef), coef: formatCoef(e.coef) });
    default:
      return error(`coupon_error_${e.code.replace(/-/g, '_')}`);
  }
}

/**
 * The slip's message after a placement answer: none for the placed ones (the slip shows them) and for an
 * odds change (the player is asked about it); otherwise why the bet was not placed. `currency` is the
 * placement's (the paying account's when it was sent): sums are said with it.
 */
export function placementMessage(outcome: PlacementOutcome, currency: string): CouponMessage | null {
  return outcome.kind === 'accepted' || outcome.kind === 'singles-placed' || outcome.kind === 'under-review' || outcome.kind === 'odds-changed'
    ? null
    : placementFailureMessage(outcome, currency);
}

/**
 * Every placement answer but the placed ones (`accepted`, `singles-placed`, and `under-review`, a VIP coupon in
 * the bookmaker's hands: the slip shows them) and an odds change the player is asked about.
 */
export function placementFailureMessage(
  outcome: Exclude<PlacementOutcome, { kind: 'accepted' | 'singles-placed' | 'under-review' }>,
  currency: string,
): CouponMessage {
  switch (outcome.kind) {
    case 'insufficient-balance':
      // QA13 #10: the money with its currency, as the slip's stake-above-balance hint says it.
      return error('coupon_error_insufficient_balance', { balance: outcome.balance, required: outcome.required, currency });
    case 'stake-out-of-limits':
      // QA15 #10: the limits with their currency. A maximum of MAX_AMOUNT is none for this coupon (QA15 #1: the
      // config lists no maximum for its type), so the minimum is said alone.
      if (outcome.min === null) return error('coupon_error_amount_above_max', { max: outcome.max, currency });
      return outcome.max >= MAX_AMOUNT
        ? error('coupon_error_amount_below_min', { min: outcome.min, currency })
        : error('coupon_error_stake_limits', { min: outcome.min, max: outcome.max, currency });
    case 'selection-locked':
      return error('coupon_error_selection_locked', { count: outcome.betIds.length });
    case 'promo-code-invalid':
      return error('coupon_error_promo_code_invalid', { code: outcome.promoCode });
    case 'odds-changed':
      return error('coupon_error_odds_changed', { count: outcome.changes.length });
    case 'captcha-not-completed':
      return error('coupon_error_captcha_not_completed');
    case 'network-failure':
      return error(outcome.retryable ? 'coupon_error_network_retry' : 'coupon_error_network');
  }
}

/** Dictionary keys the model can produce, for the dictionary completeness test. */
export const COUPON_MESSAGE_KEYS: readonly string[] = [
  'coupon_error_too_many_bets',
  'coupon_error_no_bets',
  'coupon_error_bet_not_found',
  'coupon_error_type_not_available',
  'coupon_error_system_value_too_low',
  'coupon_error_system_value_too_high',
  'coupon_error_not_a_system',
  'coupon_error_banker_unavailable',
  'coupon_error_banker_disabled',
  'coupon_error_too_many_bankers',
  'coupon_error_amount_invalid',
  'coupon_error_amount_below_min',
  'coupon_error_amount_above_max',
  'coupon_error_amount_too_large',
  'coupon_error_block_amount_above_max',
  'coupon_error_block_amount_below_min',
  'coupon_error_singles_out_of_limits',
  'coupon_error_singles_below_min',
  'coupon_error_singles_above_max',
  'coupon_error_bet_locked',
  'coupon_error_bet_finished',
  'coupon_error_related_selections',
  'coupon_error_chain_needs_two_blocks',
  'coupon_error_anti_express_not_offered',
  'coupon_error_exact_coef_mismatch',
  'coupon_error_one_click_unavailable',
  'coupon_error_one_click_stake_unread',
  'coupon_error_insufficient_balance',
  'coupon_error_stake_limits',
  'coupon_error_selection_locked',
  'coupon_error_odds_changed',
  'coupon_error_network',
  'coupon_error_network_retry',
  'coupon_error_captcha_not_completed',
  'coupon_error_login_required',
  'coupon_error_code_not_found',
  'coupon_error_code_invalid',
  'coupon_error_code_load_failed',
  'coupon_error_promo_code_invalid',
  'coupon_error_promo_code_unknown',
  'coupon_busy_placing',
  'coupon_busy_asking',
];

/**
 * QA18 #4: the one wording of why a listed promo code does not apply (PromoCodeMismatch), for both places that
 * say it: the code's option in the slip (what it needs, `coupon_promo_needs_*`) and the notice when a chosen
 * code is dropped (`coupon_promo_dropped_*`). One key suffix and one set of values per reason, here only.
 */
function promoMismatchWords(m: PromoCodeMismatch): { suffix: 'type' | 'selections' | 'currency'; values: Record<string, string | number> } {
  switch (m.reason) {
    case 'selections':
      return { suffix: 'selections', values: { min: m.minSelections } };
    case 'currency':
      return { suffix: 'currency', values: { currency: m.currency } };
    case 'coupon-type':
      return { suffix: 'type', values: {} };
  }
}

/** What a listed code needs that the coupon lacks, said beside it in the slip's list ("from 3 selections"). */
export function promoCodeNeedsMessage(m: PromoCodeMismatch): CouponMessage {
  const { suffix, values } = promoMismatchWords(m);
  return { key: `coupon_promo_needs_${suffix}`, values, title: 'main_ok' };
}

/** QA17 #2: the chosen promo code stopped applying and was dropped; said with what it needs, not as an error. */
export function promoCodeDroppedMessage(drop: PromoCodeDrop): CouponMessage {
  const { suffix, values } = promoMismatchWords(drop.mismatch);
  return { key: `coupon_promo_dropped_${suffix}`, values: { code: drop.code, ...values }, title: 'main_ok' };
}

/** Every dictionary key the two promo-code wordings can produce, for the dictionary completeness test. */
export const PROMO_CODE_MESSAGE_KEYS: readonly string[] = (['type', 'selections', 'currency'] as const).flatMap((suffix) => [
  `coupon_promo_needs_${suffix}`,
  `coupon_promo_dropped_${suffix}`,
]);

/** Another tab placed, cleared or changed the slip (one slip per browser): said, not an error. */
export function slipChangedElsewhereMessage(change: { emptied: boolean }): CouponMessage {
  return { key: change.emptied ? 'coupon_changed_elsewhere_emptied' : 'coupon_changed_elsewhere', title: 'coupon_changed_elsewhere_title' };
}
