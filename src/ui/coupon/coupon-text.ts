import { formatOdds, isEvens, type Bet, type PlacedBetStatus } from '../../domain/coupon';
import { LINE_NAMES_AS_SENT, type LineNames } from '../sports/line-names';

/** "Arsenal – Chelsea"; a bet without opponents (the bonus bet) has no game name. */
export const betGameName = (bet: Pick<Bet, 'opponent1NameEn' | 'opponent2NameEn'>) =>
  bet.opponent1NameEn || bet.opponent2NameEn ? `${bet.opponent1NameEn} – ${bet.opponent2NameEn}` : '';

/**
 * "Football. Italy. Serie A": a selection's sport and championship, named as the line names a game's (champTitle:
 * the country where there is one, so Italy's Serie A is not Brazil's). A selection stored or answered without
 * a country is named by its championship name alone; one with no championship (the bonus bet) has no title.
 */
export const betChampTitle = (bet: Pick<Bet, 'sportNameEn' | 'champNameEn' | 'champCountryEn'>, names: LineNames = LINE_NAMES_AS_SENT): string => {
  if (bet.champNameEn === '') return '';
  const champ = { name: bet.champNameEn, country: bet.champCountryEn ?? '' };
  return bet.sportNameEn === '' ? names.champTitle(champ) : names.sportChampTitle(bet.sportNameEn, champ);
};

/** Money as every view writes it (whole, or with two decimals: QA7 19). */
export { formatMoney } from '../i18n/format-money';

/** Dictionary keys of the word for a fractional price of 1/1: "Evens", and "EVS" where space is short (an odds cell). */
export const EVENS_KEYS = { full: 'coupon_odds_evens', short: 'coupon_odds_evens_short' } as const;

/** The dictionary a price's words come from; `short` takes the short word (an odds cell). */
export interface OddsWords {
  t: (key: string) => string;
  short?: boolean;
}

/**
 * A price in the player's odds format (coefficient view id); an id the product does not define shows the
 * decimal price. With the dictionary, a fractional 1/1 is said in words ("Evens", short "EVS"), as British
 * books print it; without one it shows the view's number, 1/1.
 */
export const oddsText = (coef: number, coefViewId: number, words?: OddsWords) =>
  words && isEvens(coef, coefViewId)
    ? words.t(words.short ? EVENS_KEYS.short : EVENS_KEYS.full)
    : (formatOdds(coef, coefViewId) ?? coef.toFixed(2));

/** The dictionary key of a placed bet's status ('cashed-out' → coupon_status_cashed_out). */
export const statusKey = (status: PlacedBetStatus) => `coupon_status_${status.replace('-', '_')}`;
