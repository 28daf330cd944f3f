import { PrintCoupon } from '../coupon/print-coupon';
import { useCurrentRoute } from '../router/current-route';
import { useDocumentTitle } from './route-page';
import { useT } from '../i18n/use-t';

/** Route chunk for the 'coupon' page: print-coupon/{couponId}, a printable coupon in the empty layout. */
export function Component() {
  const { route, params, lng } = useCurrentRoute();
  const t = useT();
  useDocumentTitle(t(route.titleKey));
  return (
    <div className="print-page">
      <h1 className="visually-hidden">{t(route.titleKey)}</h1>
      <PrintCoupon couponId={params.couponId ?? ''} lng={lng} />
    </div>
  );
}
