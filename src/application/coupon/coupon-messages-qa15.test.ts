import { describe, expect, it } from 'vitest';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../adapters/fake/i18n/coupon.ru';
import { translate } from '../../domain/i18n';
import { couponErrorMessage, placementMessage, type CouponMessage } from './coupon-messages';

/** The message as the slip words it (numbers as they come; the slip formats them in the player's locale). */
const said = (message: CouponMessage | null, dictionary = COUPON_EN) =>
  message ? translate(dictionary, message.key, Object.fromEntries(Object.entries(message.values ?? {}).map(([k, v]) => [k, String(v)]))) : null;

describe('QA15 #10: the stake limit refusals name the currency, as the balance refusal does (QA13 #10)', () => {
  it.each([
    { rule: 'the maximum (slip)', message: couponErrorMessage({ code: 'amount-above-max', amount: 3000, max: 2500 }, 'EUR'), en: 'The maximum stake is 2500 EUR.', ru: 'Максимальная сумма ставки: 2500 EUR.' },
    { rule: 'the minimum (slip)', message: couponErrorMessage({ code: 'amount-below-min', amount: 5, min: 10 }, 'RUB'), en: 'The minimum stake is 10 RUB.', ru: 'Минимальная сумма ставки: 10 RUB.' },
    {
      rule: 'both limits (bookmaker)',
      message: placementMessage({ kind: 'stake-out-of-limits', min: 0.25, max: 2500 }, 'EUR'),
      en: 'The stake must be from 0.25 to 2500 EUR.',
      ru: 'Сумма ставки должна быть от 0.25 до 2500 EUR.',
    },
    { rule: 'the maximum (bookmaker)', message: placementMessage({ kind: 'stake-out-of-limits', min: null, max: 2500 }, 'EUR'), en: 'The maximum stake is 2500 EUR.', ru: 'Максимальная сумма ставки: 2500 EUR.' },
  ])('QA15 #10: $rule', ({ message, en, ru }) => {
    expect(said(message)).toBe(en);
    expect(said(message, COUPON_RU)).toBe(ru);
  });

  it('QA15 #1/#10: a bookmaker refusal with no maximum for the coupon (MAX_AMOUNT) says the minimum alone', () => {
    expect(said(placementMessage({ kind: 'stake-out-of-limits', min: 10, max: 1_000_000_000 }, 'RUB'))).toBe('The minimum stake is 10 RUB.');
  });
});

describe('QA15 #2: a chain block stake refusal names the block, with the currency', () => {
  it('QA15 #2: typed above the cap: the block, its cap and that its stake is unchanged', () => {
    const message = couponErrorMessage({ code: 'block-amount-above-max', blockId: 1, block: 2, amount: 500, max: 399 }, 'RUB');
    expect(said(message)).toBe('Block 2 can stake at most 399 RUB (block 1 odds × its stake): its stake is unchanged.');
  });

  it('QA15 #2: below the minimum: the block and the minimum', () => {
    const message = couponErrorMessage({ code: 'block-amount-below-min', blockId: 1, block: 2, amount: 5, min: 10 }, 'RUB');
    expect(said(message)).toBe('Block 2: the minimum stake is 10 RUB.');
    expect(said(message, COUPON_RU)).toBe('Блок 2: минимальная сумма ставки 10 RUB.');
  });
});

describe('QA15 #4: multiple singles refused for their stakes say how many and the limits', () => {
  it.each([
    { rule: 'below the minimum', min: 10, max: Infinity, key: 'coupon_error_singles_below_min' },
    { rule: 'above the maximum, no minimum listed', min: null, max: 100_000, key: 'coupon_error_singles_above_max' },
    { rule: 'outside both limits', min: 10, max: 100_000, key: 'coupon_error_singles_out_of_limits' },
  ])('QA15 #4: $rule', ({ min, max, key }) => {
    const message = couponErrorMessage({ code: 'singles-amount-out-of-limits', betIds: ['a', 'b'], min, max }, 'RUB');
    expect(message).toMatchObject({ key, values: { count: 2, currency: 'RUB' } });
    for (const dictionary of [COUPON_EN, COUPON_RU]) expect(dictionary[`${key}_other`]).toContain('{n}');
  });
});
