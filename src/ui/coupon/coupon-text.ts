import { formatOdds, type Bet, type PlacedBetStatus } from '../../domain/coupon';

/** "Arsenal – Chelsea"; a bet without opponents (the bonus bet) has no game name. */
export const betGameName = (bet: Pick<Bet, 'opponent1NameEn' | 'opponent2NameEn'>) =>
  bet.opponent1NameEn || bet.opponent2NameEn ? `${bet.opponent1NameEn} – ${bet.opponent2NameEn}` : '';

/** Money as the player's locale writes it, two decimals at most. */
export const formatMoney = (value: number, lng: string) =>
  Number.isFinite(value) ? value.toLocaleString(lng, { maximumFractionDigits: 2 }) : Number.isNaN(value) ? '—' : '∞';

/** A price in the player's odds format (coefficient view id); an id the product does not define shows the decimal price. */
export const oddsText = (coef: number, coefViewId: number) => formatOdds(coef, coefViewId) ?? coef.toFixed(2);

/** The dictionary key of a placed bet's status ('cashed-out' → coupon_status_cashed_out). */
export const statusKey = (status: PlacedBetStatus) => `coupon_status_${status.replace('-', '_')}`;
