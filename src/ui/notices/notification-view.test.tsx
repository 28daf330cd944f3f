import { describe, expect, it } from 'vitest';
import { NOTICES_EN } from '../../adapters/fake/i18n/notices.en';
import { NOTICES_RU } from '../../adapters/fake/i18n/notices.ru';
import { translate } from '../../domain/i18n';
import { noticeText } from './notification-view';

const activation = { id: 1, kind: 'alert' as const, titleKey: 'main_done', textKey: 'main_account_will_set', values: { id: 5003, name: 'EUR €' }, valueKeys: { type: 'account_type_9' } };

describe('notice text', () => {
  it.each([
    { rule: 'QA: the activation notice names the account and its kind, never the internal id (English)', dictionary: NOTICES_EN, text: 'Account EUR € (Extra currency) will be set as active.' },
    { rule: 'QA: the same in Russian', dictionary: NOTICES_RU, text: 'Счёт EUR € (Дополнительная валюта) будет установлен активным.' },
  ])('$rule', ({ dictionary, text }) => {
    const t = (key: string, values?: Record<string, string | number>) => translate(dictionary, key, values);
    expect(noticeText(activation, t)).toBe(text);
    expect(noticeText(activation, t)).not.toContain('5003');
  });

  it('values that are dictionary keys are said in the player language; plain values are filled as they are', () => {
    const t = (key: string, values?: Record<string, string | number>) => translate({ greet: 'Hi {who}, {n}', friend: 'friend' }, key, values);
    expect(noticeText({ id: 2, kind: 'alert', titleKey: 'main_ok', textKey: 'greet', values: { n: 3 }, valueKeys: { who: 'friend' } }, t)).toBe('Hi friend, 3');
    expect(noticeText({ id: 3, kind: 'alert', titleKey: 'main_ok', textKey: 'greet', values: { who: 'you', n: 1 } }, t)).toBe('Hi you, 1');
  });

  it('spec 000 §3: a maintenance window is said on the player\'s clock and in the chosen zone', () => {
    const t = (key: string, values?: Record<string, string | number>) => translate({ window: 'From {start} to {end}' }, key, values);
    const maintenance = {
      id: 4,
      kind: 'maintenance' as const,
      titleKey: 'main_ok',
      textKey: 'window',
      data: { locale: 'en', startAt: Date.UTC(2026, 10, 24, 22), finishAt: Date.UTC(2026, 10, 25, 1, 30) },
    };
    expect(noticeText(maintenance, t, { timeZone: -5, is12h: true })).toBe('From 24 Nov 2026, 5:00 pm to 24 Nov 2026, 8:30 pm');
    expect(noticeText(maintenance, t, { timeZone: 3, is12h: false })).toBe('From 25 Nov 2026, 01:00 to 25 Nov 2026, 04:30');
  });
});
