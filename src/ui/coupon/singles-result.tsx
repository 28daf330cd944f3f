import { useUnit } from 'effector-react';
import { useRef } from 'react';
import type { SingleResultCoupon } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { betGameName, formatMoney, oddsText } from './coupon-text';
import { sayBet } from '../sports/line-text';
import { useMarketNaming } from '../sports/use-market-naming';
import { PlacedFooter } from './success-coupon';
import { PrintCouponLink } from './print-coupon-link';
import { useFocusIfDropped } from './use-focus-if-dropped';

/**
 * What the bookmaker did with each single of a multiple-singles coupon (spec 000 §3 singlesResultCoupons):
 * each that stands with its coupon id and a link to print it; each refused with the reason. The refused
 * ones are still in the slip below, at their stakes, to be placed again or removed.
 */
export function SinglesResultView({ lng }: { lng: string }) {
  const { coupon } = useModels();
  const [state, coefViewId] = useUnit([coupon.$coupon, coupon.$coefViewId]);
  const t = useT();
  const results = state.singlesResultCoupons;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfDropped(heading, results.length > 0 ? results : null);
  if (results.length === 0) return null;
  const standing = results.filter((r) => r.status === 'accepted').length;
  const odds = (coef: number) => oddsText(coef, coefViewId, { t, lng });
  const allStand = standing === results.length;
  return (
    <section
      className={`singles-result notice${allStand ? '' : ' notice--error'}`}
      role="status"
      aria-label={t('coupon_singles_result_title')}
    >
      <h3 ref={heading} tabIndex={-1}>
        {allStand ? `${t('main_done')}: ` : null}
        {t('coupon_singles_result_count', { placed: standing, total: results.length })}
      </h3>
      <ul className="singles-result__list">
        {results.map((result) => (
          <SingleResultRow key={result.betId} result={result} lng={lng} odds={odds} />
        ))}
      </ul>
      {allStand ? null : <p className="slip-hint">{t('coupon_singles_refused_hint')}</p>}
      <PlacedFooter lng={lng} />
    </section>
  );
}

function SingleResultRow({
  result,
  lng,
  odds,
}: {
  result: SingleResultCoupon;
  lng: string;
  odds: (coef: number) => string;
}) {
  // What the stake was paid in when it was placed, whatever account pays now (QA: a EUR bet read RUB).
  const { currency } = result;
  const t = useT();
  const naming = useMarketNaming();
  const name = betGameName(result.bet);
  const selection = `${name} · ${sayBet(t, result.bet, naming)}`;
  if (result.status === 'accepted') {
    return (
      <li className="singles-result__item singles-result__item--accepted" aria-label={name}>
        <span>{selection}</span>
        <span>
          {t('coupon_success_id', { id: result.couponId })} · {formatMoney(result.amount, lng)} {currency} × {odds(result.coef)} ·{' '}
          {t('coupon_possible_win')}: {formatMoney(result.possibleWin, lng)} {currency}
        </span>
        <PrintCouponLink lng={lng} couponId={result.couponId} />
      </li>
    );
  }
  return (
    <li className="singles-result__item singles-result__item--rejected" aria-label={name}>
      <span>{selection}</span>
      <span>
        {t('coupon_single_not_placed')}:{' '}
        {result.reason === 'odds-changed' && result.newCoef !== null
          ? t('coupon_single_refused_odds_changed_to', { coef: odds(result.newCoef) })
          : t(`coupon_single_refused_${result.reason.replace(/-/g, '_')}`)}
      </span>
    </li>
  );
}
