import { describe, expect, it } from 'vitest';
import { LIMITS_EN } from '../../adapters/fake/i18n/limits.en';
import { LIMITS_RU } from '../../adapters/fake/i18n/limits.ru';
import { translate, type Dictionary } from '../../domain/i18n';
import { durationText, formatLimitDate, limitValueText, lockText, withMinusSign } from './limit-format';

const tr = (dictionary: Dictionary) => (key: string, values?: Record<string, string | number>) => translate(dictionary, key, values);
const MIN = 60_000;

describe('durationText (the reality check\'s signed-in time, spec 001 §3 type 32)', () => {
  it.each([
    ['en', 30 * MIN, '30 minutes'],
    ['en', 60 * MIN, '1 hour'],
    ['en', 61 * MIN + 59_000, '1 hour 1 minute'],
    ['en', 150 * MIN, '2 hours 30 minutes'],
    ['en', 20_000, '0 minutes'],
    ['ru', 21 * MIN, '21 минуту'],
    ['ru', 125 * MIN, '2 часа 5 минут'],
    ['ru', 5 * 60 * MIN + 22 * MIN, '5 часов 22 минуты'],
  ])('%s %d ms reads "%s"', (lng, ms, text) => {
    expect(durationText(tr(lng === 'ru' ? LIMITS_RU : LIMITS_EN), lng, ms)).toBe(text);
  });
});

describe('limitValueText: money with the shared money rule (QA8 17)', () => {
  it.each([
    ['en', 1234567.5, '1,234,567.50 RUB'],
    ['en', 12.5, '12.50 RUB'],
    ['en', 3000, '3,000 RUB'],
    ['ru', 1234567.5, '1\u00a0234\u00a0567,50 RUB'],
  ])('%s %d reads "%s" (cents always with two decimals)', (lng, value, text) => {
    expect(limitValueText(tr(lng === 'ru' ? LIMITS_RU : LIMITS_EN), lng, 20, value, 'RUB')).toBe(text);
  });
});

// QA8 17: a limit's name is title case ('Deposit limit for 24 hours'), so it opens the sentence instead of standing mid-sentence
describe.each([
  ['en', LIMITS_EN],
  ['ru', LIMITS_RU],
])('%s texts that name a limit (QA8 17)', (_lng, dictionary) => {
  it('open with the name', () => {
    const named = Object.entries(dictionary).filter(([, text]) => text.includes('{name}'));
    expect(named.length).toBeGreaterThanOrEqual(8);
    expect(named.filter(([, text]) => !text.startsWith('{name}: ')).map(([key]) => key)).toEqual([]);
  });

  // WCAG 2.5.3 label in name: the accessible name holds the words the button shows ('Set limit' → 'Deposit limit for 24 hours: set limit')
  it.each(['limits_set', 'limits_cancel_change', 'limits_remove', 'limits_approve', 'limits_reject'])('%s_named is the name, then the visible text', (key) => {
    expect(dictionary[`${key}_named`]!.toLowerCase()).toBe(`{name}: ${dictionary[key]!.toLowerCase()}`);
  });
});

describe('QA18 #4: a limit time the service did not send is no date, never "1 Jan 1970"', () => {
  const format = (ms: number) => new Date(ms).toISOString();
  it.each([
    ['0 (the service sent none)', 0, null],
    ['below 0', -1, null],
    ['not a number', Number.NaN, null],
    ['a time', 1_700_000_000, '2023-11-14T22:13:20.000Z'],
  ])('formatLimitDate of %s', (_rule, seconds, text) => {
    expect(formatLimitDate(seconds, format)).toBe(text);
  });

  it.each([
    ['en', { startedAt: 1_700_000_000, endsAt: 1_700_086_400 }, 'In force from 2023-11-14T22:13:20.000Z until 2023-11-15T22:13:20.000Z.'],
    ['en', { startedAt: 1_700_000_000, endsAt: null }, 'In force from 2023-11-14T22:13:20.000Z; its end is not known.'],
    ['en', { startedAt: null, endsAt: 1_700_086_400 }, 'In force until 2023-11-15T22:13:20.000Z.'],
    ['en', { startedAt: null, endsAt: null }, 'In force; its start and end are not known.'],
    ['ru', { startedAt: 1_700_000_000, endsAt: null }, 'Действует с 2023-11-14T22:13:20.000Z; дата окончания неизвестна.'],
  ] as const)('%s lock notice %o', (lng, lock, text) => {
    const shown = lockText(tr(lng === 'ru' ? LIMITS_RU : LIMITS_EN), lock, format);
    expect(shown.startsWith(text)).toBe(true);
    expect(shown).not.toMatch(/1970/);
  });
});

describe('QA18 #6: a number below zero is written with the minus sign U+2212, as elsewhere on the site', () => {
  it.each([
    ['a money amount', () => limitValueText(tr(LIMITS_EN), 'en', 20, -50, 'RUB'), '\u221250 RUB'],
    ['a value no option has', () => limitValueText(tr(LIMITS_EN), 'en', 31, -2, 'hours'), '\u22122 hours'],
    ['a positive amount has no sign', () => limitValueText(tr(LIMITS_EN), 'en', 20, 50, 'RUB'), '50 RUB'],
    ['only a leading hyphen before a digit', () => withMinusSign('a-1'), 'a-1'],
  ])('%s', (_rule, text, expected) => {
    expect(text()).toBe(expected);
  });
});
