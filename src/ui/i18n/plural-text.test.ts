import { describe, expect, it } from 'vitest';
import { pluralText } from './plural-text';
import type { Translate } from './use-t';

// A dictionary with Russian's three forms of "minutes" and only the 'other' form of "bets".
const words: Record<string, string> = {
  minutes_one: '{{n}} минута',
  minutes_few: '{{n}} минуты',
  minutes_many: '{{n}} минут',
  minutes_other: '{{n}} минуты',
  bets_other: '{{n}} bets of {{who}}',
};
const t: Translate = (key, values = {}) =>
  key in words ? words[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')) : key;

describe('pluralText: a count in the form the language asks for', () => {
  it.each([
    { rule: 'Russian 1 reads the "one" form', lng: 'ru', n: 1, text: '1 минута' },
    { rule: 'Russian 21 reads the "one" form too', lng: 'ru', n: 21, text: '21 минута' },
    { rule: 'Russian 3 reads the "few" form', lng: 'ru', n: 3, text: '3 минуты' },
    { rule: 'Russian 5 reads the "many" form', lng: 'ru', n: 5, text: '5 минут' },
    { rule: 'Russian 11 reads the "many" form', lng: 'ru', n: 11, text: '11 минут' },
    { rule: 'Russian 1.5 reads the "other" form', lng: 'ru', n: 1.5, text: '1.5 минуты' },
  ])('$rule', ({ lng, n, text }) => {
    expect(pluralText(t, lng, 'minutes', n)).toBe(text);
  });

  it('a form the dictionary lacks falls back to "other", with the values passed on', () => {
    expect(pluralText(t, 'en', 'bets', 1, { who: 'Ann' })).toBe('1 bets of Ann');
  });

  it('an unknown language tag reads the "other" form instead of throwing', () => {
    expect(pluralText(t, 'not a tag!', 'minutes', 1)).toBe('1 минуты');
  });
});
