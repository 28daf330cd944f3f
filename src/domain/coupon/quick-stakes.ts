import { currencyAmounts, MAX_AMOUNT, roundMoney } from './amount';

/** The 1–2–5 series of notes and coins (1, 2, 5, 10, 20, 50, …): the amounts a button may say. */
const ROUND_NOTES = [1, 2, 5] as const;

/**
 * The smallest round amount (1, 2 or 5 × 10ⁿ, from one cent up) that is a whole number of the currency's
 * steps: RUB's step of 100 is one, USD's 2.50 is not and gives 5. A step no round amount divides (none of the
 * table's) gives the step itself.
 */
function firstQuickStake(step: number): number {
  const stepCents = Math.round(step * 100);
  for (let power = 1; power <= MAX_AMOUNT * 100; power *= 10) {
    for (const note of ROUND_NOTES) {
      const cents = note * power;
      if (cents >= stepCents && cents % stepCents === 0) return cents / 100;
    }
  }
  return step;
}

/**
 * The amounts of a currency's quick-stake buttons, which add to the stake. Our design, taken from the amount
 * table (spec 000 §9 and ours, CURRENCY_AMOUNTS): RUB's 100, 500 and 1000, what leading books show under a
 * rouble stake, are its step, five steps and ten steps. Every currency follows that pattern from its first
 * round amount that is a whole number of its steps (firstQuickStake): so a press never takes a stake off the
 * steps + and − walk, and a button says a note players know ("+5", never "+2.50"). USD and EUR: 5, 25, 50;
 * KZT: 500, 2500, 5000. An unknown currency is RUB's, as the amount table's fallback is (spec 000 §9).
 */
export function quickStakes(currency: string | null | undefined): readonly number[] {
  return quickStakesForStep(currencyAmounts(currency).step);
}

/** The quick stakes of a currency whose step is `step` (see quickStakes). */
export function quickStakesForStep(step: number): readonly number[] {
  const first = firstQuickStake(step);
  return [first, roundMoney(first * 5), roundMoney(first * 10)];
}
