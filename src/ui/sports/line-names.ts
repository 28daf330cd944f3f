import { slugify } from '../../application/line/line.model';
import { champTitle, type ChampWords } from '../../domain/line';
import type { Translate } from '../i18n/use-t';

/**
 * The line's names of sports, countries and championships as the page's language says them. The line
 * names them in English (the coupon sends English names, spec 000 §3 "Bet"; the sports routes' slugs
 * come from them), so a page says them from its dictionary: `line_sport_{slug}`, `line_country_{slug}`,
 * `line_champ_{slug}` ("line_sport_ice-hockey" → "Хоккей"). A name the dictionary has no words for (an
 * English page, a sport or championship a backend adds) is shown as the line names it, never as a key.
 */
export interface LineNames extends ChampWords {
  sport(nameEn: string): string;
  /** "Italy. Serie A" ("Италия. Серия A"); a cross-border championship, or one without a country, by its name alone. */
  champTitle(champ: { name: string; country: string }): string;
  /** "Football. Italy. Serie A" ("Футбол. Италия. Серия A"): a list group's heading, a selection's championship. */
  sportChampTitle(sportNameEn: string, champ: { name: string; country: string }): string;
}

export function lineNames(t: Translate): LineNames {
  const say = (prefix: string, name: string): string => {
    if (name === '') return name;
    const key = `${prefix}${slugify(name)}`;
    const said = t(key);
    return said === key || said === '' ? name : said;
  };
  const words: ChampWords = { country: (name) => say('line_country_', name), champ: (name) => say('line_champ_', name) };
  const sport = (name: string) => say('line_sport_', name);
  return {
    ...words,
    sport,
    champTitle: (champ) => champTitle(champ, words),
    sportChampTitle: (sportNameEn, champ) => `${sport(sportNameEn)}. ${champTitle(champ, words)}`,
  };
}

/** The line's own (English) names, for a caller without a page dictionary. */
export const LINE_NAMES_AS_SENT: LineNames = lineNames((key) => key);
