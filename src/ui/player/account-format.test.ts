import { describe, expect, it } from 'vitest';
import { NOTICES_EN } from '../../adapters/fake/i18n/notices.en';
import { NOTICES_RU } from '../../adapters/fake/i18n/notices.ru';
import { translate } from '../../domain/i18n';
import { AccountType, type Account } from '../../domain/player';
import { accountBalance, accountChoiceLabels, accountTitle, makeActiveName } from './account-format';

const en = (key: string, values?: Record<string, string>) => translate(NOTICES_EN, key, values);
const ru = (key: string, values?: Record<string, string>) => translate(NOTICES_RU, key, values);
const account = (id: number, iso: string, symbol: string, type: Account['type'], money: number) => ({
  id,
  iso,
  symbol,
  type,
  money,
  labelWithSymbol: `${iso} ${symbol}`,
});
const main = account(5001, 'RUB', '₽', AccountType.Main, 25_000);
const bonus = account(5002, 'RUB', '₽', AccountType.Bonus, 1_500);
const eur = account(5003, 'EUR', '€', AccountType.ExtraCurrency, 120.5);

describe('account names a player can tell apart (QA: two "RUB ₽" in the slip)', () => {
  it.each([
    { rule: 'the main account by its kind and currency', a: main, t: en, text: 'Main · RUB ₽' },
    { rule: 'the bonus account in the same currency reads differently', a: bonus, t: en, text: 'Bonus · RUB ₽' },
    { rule: 'an extra-currency account', a: eur, t: en, text: 'Extra currency · EUR €' },
    { rule: 'in Russian too', a: bonus, t: ru, text: 'Бонусный · RUB ₽' },
    { rule: 'spec 000 §4: an iso amount template shows the symbol', a: { ...eur, iso: '{amount} pts', symbol: 'pts' }, t: en, text: 'Extra currency · pts' },
  ])('$rule', ({ a, t, text }) => {
    expect(accountTitle(a, t)).toBe(text);
  });

  it('the slip choice names every account by kind and currency, with the balance when balances are shown', () => {
    expect([...accountChoiceLabels([main, bonus, eur], { t: en, lng: 'en', showBalance: true }).values()]).toEqual([
      'Main · RUB ₽ — 25,000',
      'Bonus · RUB ₽ — 1,500',
      'Extra currency · EUR € — 120.50',
    ]);
    expect([...accountChoiceLabels([main, bonus, eur], { t: en, lng: 'en', showBalance: false }).values()]).toEqual([
      'Main · RUB ₽',
      'Bonus · RUB ₽',
      'Extra currency · EUR €',
    ]);
  });

  it('two accounts of one kind and currency show their balances even with balances hidden, and are numbered when those match too', () => {
    const second = { ...bonus, id: 5009, money: 300 };
    expect(accountChoiceLabels([main, bonus, second], { t: en, lng: 'en', showBalance: false })).toEqual(
      new Map([
        [5001, 'Main · RUB ₽'],
        [5002, 'Bonus · RUB ₽ — 1,500'],
        [5009, 'Bonus · RUB ₽ — 300'],
      ]),
    );
    const twin = { ...bonus, id: 5010 };
    const labels = [...accountChoiceLabels([main, bonus, twin], { t: en, lng: 'en', showBalance: true }).values()];
    expect(labels).toEqual(['Main · RUB ₽ — 25,000', 'Bonus · RUB ₽ — 1,500 (1)', 'Bonus · RUB ₽ — 1,500 (2)']);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('every UI language has the account title', () => {
    expect(NOTICES_EN.account_title).toBeTruthy();
    expect(NOTICES_RU.account_title).toBeTruthy();
  });
});

describe('"Make active" buttons: the name holds the visible words (WCAG 2.5.3 Label in Name, QA10 #10)', () => {
  it.each([
    { rule: 'QA10 #10: en, the visible "Make active" first, then the account', a: eur, t: en, name: 'Make active: EUR € (Extra currency)' },
    { rule: 'QA10 #10: ru, "Сделать активным" first (it was "Сделать EUR € Дополнительная валюта активным")', a: bonus, t: ru, name: 'Сделать активным: RUB ₽ (Бонусный)' },
  ])('$rule', ({ a, t, name }) => {
    const visible = t('office_account_make_active_button');
    expect(makeActiveName(a, t)).toBe(name);
    expect(makeActiveName(a, t).startsWith(visible)).toBe(true);
  });
});

describe('QA18 #9: an account\'s money shows its currency once (spec 000 §4 account label)', () => {
  it.each([
    { rule: 'the ISO code after the amount, not the code and the symbol', a: main, lng: 'en', text: '25,000 RUB' },
    { rule: 'cents with two decimals', a: eur, lng: 'en', text: '120.50 EUR' },
    { rule: 'in Russian the amount in Russian digits grouping', a: main, lng: 'ru', text: `${(25_000).toLocaleString('ru')} RUB` },
    { rule: 'spec 000 §4: an iso amount template uses the symbol label', a: { ...main, iso: '{amount} pts', symbol: 'pts', money: 1200 }, lng: 'en', text: '1,200 pts' },
  ])('$rule', ({ a, lng, text }) => {
    expect(accountBalance(a, lng)).toBe(text);
  });
});
