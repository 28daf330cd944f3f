import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';

/**
 * The link to a placed coupon's printable page (spec 000 §2 print-coupon/{id}). Lists hold several (the bet
 * history, the singles' results), so each is named with its coupon ("Print coupon № 123"): a screen reader's
 * list of links told them apart by nothing (QA10 16). The visible words stay the name's start (WCAG 2.5.3).
 */
export function PrintCouponLink({ lng, couponId }: { lng: string; couponId: string }) {
  const t = useT();
  return (
    <Link to={lngPath(lng, `print-coupon/${couponId}`)} aria-label={t('coupon_print_numbered', { id: couponId })}>
      {t('coupon_print')}
    </Link>
  );
}
