import type { PlacedPromoCode } from '../../domain/coupon';
import type { Translate } from '../i18n/use-t';
import { formatMoney, formatPercent } from './coupon-text';

/**
 * QA18 #5: the promo code a placed coupon used and what it gave, as the success coupon, the bet history and the
 * printed coupon name it ("WIN10: +10% of the net win (+12.50 RUB)", "FREE100: free bet 100 RUB, stake not
 * charged"); a free bet that paid part of the stake says what of it was charged. One wording for the three.
 */
export function placedPromoText(t: Translate, promo: PlacedPromoCode, coupon: { amount: number; currency: string }, lng: string): string {
  const money = (value: number) => formatMoney(value, lng);
  if (promo.kind === 'win-boost') {
    return t('coupon_promo_used_win_boost', { code: promo.code, percent: formatPercent(promo.percent, lng), amount: money(promo.amount), currency: coupon.currency });
  }
  const charged = Math.max(0, Math.round((coupon.amount - promo.amount) * 100) / 100);
  return charged > 0
    ? t('coupon_promo_used_free_bet_part', { code: promo.code, amount: money(promo.amount), charged: money(charged), currency: coupon.currency })
    : t('coupon_promo_used_free_bet', { code: promo.code, amount: money(promo.amount), currency: coupon.currency });
}
