import { describe, expect, it } from 'vitest';
import { translate } from '../../domain/i18n';
import { LINE_NAMES_RU } from '../../adapters/fake/i18n/line-names.ru';
import { lineNames } from './line-names';
import { champLabels } from './sports-links';
import { betChampTitle } from '../coupon/coupon-text';

const ru = lineNames((key, values) => translate(LINE_NAMES_RU, key, values));
const en = lineNames((key) => key);

describe('sports, countries and championships in the page language (QA7 11: a Russian page listed "Football", "Italy. Serie A")', () => {
  it('a Russian page says them from its dictionary', () => {
    expect(ru.sport('Ice Hockey')).toBe('Хоккей');
    expect(ru.champTitle({ name: 'Serie A', country: 'Italy' })).toBe('Италия. Серия A');
    expect(ru.champTitle({ name: 'Champions League', country: 'International' })).toBe('Лига чемпионов');
  });

  it('a list group\'s heading names the sport, then the championship with its country; a cross-border one, or one the line gives no country, by its name alone', () => {
    expect(ru.sportChampTitle('Football', { name: 'Serie A', country: 'Italy' })).toBe('Футбол. Италия. Серия A');
    expect(en.sportChampTitle('Football', { name: 'Champions League', country: 'International' })).toBe('Football. Champions League');
    expect(en.sportChampTitle('Football', { name: 'Friendlies', country: '' })).toBe('Football. Friendlies');
  });

  it('a name the dictionary has no words for is shown as the line names it, never as a key', () => {
    expect(ru.sport('Kabaddi')).toBe('Kabaddi');
    expect(en.champTitle({ name: 'Serie A', country: 'Italy' })).toBe('Italy. Serie A');
  });

  it('the slip and the history name a selection\'s championship the same way', () => {
    const bet = { sportNameEn: 'Football', champNameEn: 'Serie A', champCountryEn: 'Brazil' };
    expect(betChampTitle(bet, ru)).toBe('Футбол. Бразилия. Серия A');
    expect(betChampTitle(bet)).toBe('Football. Brazil. Serie A');
  });

  it("a sport's menu adds the country where two championships read alike in the page's language", () => {
    const champs = [
      { id: 1, name: 'Serie A', country: 'Italy' },
      { id: 2, name: 'Serie A', country: 'Brazil' },
      { id: 3, name: 'Bundesliga', country: 'Germany' },
    ];
    expect([...champLabels(champs, ru).values()]).toEqual(['Серия A (Италия)', 'Серия A (Бразилия)', 'Бундеслига']);
    const alike = { country: (c: string) => c, champ: (n: string) => (n === 'Bundesliga' ? 'Serie A' : n) };
    expect([...champLabels([champs[0]!, champs[2]!], alike).values()]).toEqual(['Serie A (Italy)', 'Serie A (Germany)']);
  });
});
