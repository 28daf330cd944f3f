import { useUnit } from 'effector-react';
import { useState, type RefObject } from 'react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { CODE_MESSAGE_ID, isCodeMessage, SlipMessage } from './slip-dialogs';

/**
 * Load a coupon by its code: it replaces the slip. QA19 #1: a refused code is said beside the field (the
 * GOV.UK error message pattern, as books put a refused coupon code under its field), where the player is at
 * the slip's foot; the field is marked invalid and described by it, and keeps what was typed.
 */
export function LoadByCode({ panel }: { panel: RefObject<HTMLElement | null> }) {
  const { coupon } = useModels();
  const [loading, message] = useUnit([coupon.$loadingByCode, coupon.$message]);
  const [code, setCode] = useState('');
  const t = useT();
  const refused = message !== null && isCodeMessage(message);
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
        <input
          value={code}
          inputMode="numeric"
          aria-invalid={refused || undefined}
          aria-describedby={refused ? CODE_MESSAGE_ID : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <button type="submit" disabled={loading || code.trim() === ''}>
        {t('coupon_load')}
      </button>
      <SlipMessage panel={panel} part="code" />
    </form>
  );
}
