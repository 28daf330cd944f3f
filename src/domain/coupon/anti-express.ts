/**
 * Anti-express (our design): a bet that wins when the express of the same
 * selections would lose, i.e. when at least one selection loses. The
 * probability the express wins is read from the coefficients as Π 1/dᵢ, so
 * the fair price is 1 / (1 − Π 1/dᵢ). We keep ANTI_EXPRESS_MARGIN of the
 * profit, because the express probability read from priced coefficients
 * already carries the bookmaker's margin in the player's favour here; the
 * result is rounded down to two decimals.
 */
export const ANTI_EXPRESS_MARGIN = 0.1;

/** Fewest selections an anti-express takes. */
export const ANTI_EXPRESS_MIN_BETS = 2;

/** The anti-express coefficient of the selections; 0 when none can be offered. */
export function antiExpressCoef(coefs: readonly number[], margin: number = ANTI_EXPRESS_MARGIN): number {
  if (coefs.length < ANTI_EXPRESS_MIN_BETS || coefs.some((coef) => !(coef > 1))) return 0;
  const expressProbability = coefs.reduce((product, coef) => product / coef, 1);
  const fair = 1 / (1 - expressProbability);
  const priced = Math.floor((1 + (fair - 1) * (1 - margin)) * 100 + 1e-9) / 100;
  return priced > 1 ? priced : 0;
}
