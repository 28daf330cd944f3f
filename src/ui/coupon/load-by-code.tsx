import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/** Load a coupon by its code: it replaces the slip. */
export function LoadByCode() {
  const { coupon } = useModels();
  const loading = useUnit(coupon.$loadingByCode);
  const [code, setCode] = useState('');
  const t = useT();
  return (
    <form
      className="load-by-code"
      aria-label={t('coupon_load_title')}
      onSubmit={(e) => {
        e.preventDefault();
        // A new load starts afresh (QA12 #10): an earlier receipt or load error would pile up above its answer.
        coupon.successCouponClosed();
        coupon.messageDismissed();
        coupon.couponLoadedFromCode(code);
      }}
    >
      <label className="slip-field">
        <span>{t('coupon_load_code')}</span>
        <input value={code} inputMode="numeric" onChange={(e) => setCode(e.target.value)} />
      </label>
      <button type="submit" disabled={loading || code.trim() === ''}>
        {t('coupon_load')}
      </button>
    </form>
  );
}
