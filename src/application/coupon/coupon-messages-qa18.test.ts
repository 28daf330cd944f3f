import { describe, expect, it } from 'vitest';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../adapters/fake/i18n/coupon.ru';
import { translate } from '../../domain/i18n';
import type { PromoCodeMismatch } from '../../domain/coupon';
import { PROMO_CODE_MESSAGE_KEYS, promoCodeDroppedMessage, promoCodeNeedsMessage, type CouponMessage } from './coupon-messages';

const said = (message: CouponMessage, dictionary: Record<string, string> = COUPON_EN) =>
  translate(dictionary, message.key, Object.fromEntries(Object.entries(message.values ?? {}).map(([k, v]) => [k, String(v)])));

describe('QA18 #4: one wording of why a promo code does not apply, for the slip\'s list and the dropped notice', () => {
  it.each([
    { rule: 'a code for other bet types', mismatch: { reason: 'coupon-type', couponTypes: [1] }, needs: 'not for this bet type', dropped: 'Promo code WIN10 was removed: it is not for this bet type. The rest of your slip is as it was.' },
    { rule: 'a code for more selections names the fewest', mismatch: { reason: 'selections', minSelections: 3 }, needs: 'from 3 selections', dropped: 'Promo code WIN10 was removed: it needs 3 selections or more. The rest of your slip is as it was.' },
    { rule: 'a code for another currency names it', mismatch: { reason: 'currency', currency: 'EUR' }, needs: 'for an account in EUR', dropped: 'Promo code WIN10 was removed: it is for an account in EUR. The rest of your slip is as it was.' },
  ] as { rule: string; mismatch: PromoCodeMismatch; needs: string; dropped: string }[])('QA18 #4: $rule', ({ mismatch, needs, dropped }) => {
    const listed = promoCodeNeedsMessage(mismatch);
    const notice = promoCodeDroppedMessage({ code: 'WIN10', mismatch });
    expect(said(listed)).toBe(needs);
    expect(said(notice)).toBe(dropped);
    // The same reason, the same values: the notice adds only the code.
    expect(notice.values).toEqual({ code: 'WIN10', ...listed.values });
    expect(notice.key.replace('_dropped_', '_needs_')).toBe(listed.key);
  });

  it('QA18 #4: every key the two wordings produce is in both dictionaries', () => {
    expect(PROMO_CODE_MESSAGE_KEYS).toHaveLength(6);
    for (const key of PROMO_CODE_MESSAGE_KEYS) {
      expect(COUPON_EN, key).toHaveProperty(key);
      expect(COUPON_RU, key).toHaveProperty(key);
    }
  });
});
