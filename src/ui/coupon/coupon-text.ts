import { CoefView, formatShownOdds, isEvens, type Bet, type PlacedBetStatus } from '../../domain/coupon';
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
  /** The page's language: a percentage (the probability format) is written its way ("43,9 %" ru: QA12 #9). */
  lng?: string;
}

/**
 * A price in the player's odds format (coefficient view id); an id the product does not define shows the
 * decimal price. With the dictionary, a fractional 1/1 is said in words ("Evens", short "EVS"), as British
 * books print it; without one it shows the view's number, 1/1.
 */
export const oddsText = (coef: number, coefViewId: number, words?: OddsWords): string => {
  if (words && isEvens(coef, coefViewId)) return words.t(words.short ? EVENS_KEYS.short : EVENS_KEYS.full);
  const text = formatShownOdds(coef, coefViewId) ?? coef.toFixed(2);
  return words?.lng && coefViewId === CoefView.PROBABILITY ? localPercent(text, words.lng) : text;
};

/** "43.9%" as the language writes a percentage, with the same decimals (Intl: "43,9 %" ru, "43.9%" en). */
function localPercent(text: string, lng: string): string {
  const number = /^(\d+)(?:\.(\d+))?%$/.exec(text);
  if (!number) return text;
  const digits = number[2]?.length ?? 0;
  return formatPercent(Number(text.slice(0, -1)), lng, digits);
}

/**
 * The bonus bet's coefficient (spec 000 §5: 1 + count/100, a multiplier of the express's odds) as a multiplier
 * and the boost it gives: "×1.03 (+3%)" en, "×1.03 (+3 %)" ru, in every odds format (QA13 #5). It is no price
 * anyone can back, so it is never written as one: as American odds 1.03 read "−3333", a heavy favourite.
 */
export const bonusBetText = (coef: number, lng: string): string =>
  `×${coef.toFixed(2)} (+${formatPercent(Math.round((coef - 1) * 10_000) / 100, lng)})`;

/** A percentage (5 → "5%" en, "5 %" ru) in the page's language, with `digits` decimals. */
export const formatPercent = (percent: number, lng: string, digits = 0): string =>
  new Intl.NumberFormat(lng, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 2) }).format(percent / 100);

/**
 * A coupon's total odds: oddsText with the whole part grouped as the page's language groups money
 * ("41,477.51" en, "41 477.51" ru: QA12 #8, beside "5,000,000 RUB"). The decimal point stays the one odds are
 * written with everywhere (a dot, as Russian books print them too); a fraction or a percentage is left as it is.
 */
export const totalOddsText = (coef: number, coefViewId: number, lng: string, words?: OddsWords): string =>
  groupOddsDigits(oddsText(coef, coefViewId, words), lng);

export function groupOddsDigits(text: string, lng: string): string {
  const parts = /^([+\-−]?)(\d{4,})(\.\d+)?$/.exec(text);
  if (!parts) return text;
  const whole = new Intl.NumberFormat(lng, { maximumFractionDigits: 0 }).format(Number(parts[2]));
  return `${parts[1]}${whole}${parts[3] ?? ''}`;
}

/** The dictionary key of a placed bet's status ('cashed-out' → coupon_status_cashed_out). */
export const statusKey = (status: PlacedBetStatus) => `coupon_status_${status.replace('-', '_')}`;
