/**
 * Every way a coupon operation can be refused. One error type for the coupon
 * context; `code` is machine-readable and maps to a dictionary key in the UI.
 */
export type CouponError =
  | { code: 'too-many-bets'; limit: number }
  | { code: 'no-bets' }
  | { code: 'bet-not-found'; betId: string }
  | { code: 'type-not-available'; typeId: number; betCount: number }
  | { code: 'system-value-too-low'; value: number; min: number }
  | { code: 'system-value-too-high'; value: number; max: number }
  | { code: 'not-a-system' }
  | { code: 'banker-unavailable' }
  | { code: 'banker-disabled'; betId: string }
  | { code: 'too-many-bankers'; bankers: number; max: number }
  | { code: 'amount-invalid'; amount: number }
  /** Above MAX_AMOUNT, the most any stake or setting of the slip holds: a mistake, not money. */
  | { code: 'amount-too-large'; amount: number; max: number }
  | { code: 'amount-below-min'; amount: number; min: number }
  | { code: 'amount-above-max'; amount: number; max: number }
  /** A chain block's stake above the previous block's return; `block` is its place in play order (1 = the first), as the slip names it. */
  | { code: 'block-amount-above-max'; blockId: number; block: number; amount: number; max: number }
  /** QA15 #2: a later chain block's stake below the coupon's minimum stake (every stake the chain makes meets it). */
  | { code: 'block-amount-below-min'; blockId: number; block: number; amount: number; min: number }
  /**
   * QA15 #4: multiple singles whose own stakes are outside the limits (`betIds`), when no single within them is
   * left to place; with some, those go and the bookmaker refuses these one by one.
   */
  | { code: 'singles-amount-out-of-limits'; betIds: string[]; min: number | null; max: number }
  | { code: 'bet-locked'; betIds: string[] }
  | { code: 'bet-finished'; betIds: string[] }
  /** A combination type holds these selections, which share a game with another (spec 000 §5: dependent, so locked). */
  | { code: 'related-selections'; betIds: string[] }
  | { code: 'chain-needs-two-blocks'; blocks: number }
  /** An anti-express of these prices would pay no more than the stake, so none is offered (antiExpressCoef 0). */
  | { code: 'anti-express-not-offered' }
  /**
   * Exact odds accept the coupon only at exactly these odds (roundCoef precision); the coupon's odds are
   * others (the prices moved, or the odds were set for another coupon), so it is not sent.
   */
  | { code: 'exact-coef-mismatch'; exactCoef: number; coef: number }
  | { code: 'one-click-unavailable' }
  | { code: 'promo-code-unknown'; promoCode: string };

export type CouponErrorCode = CouponError['code'];
