import type { Champ, Game } from './line';

/** What the line does not place in a country (spec data names cross-border championships so). */
const NO_COUNTRY = 'International';

/**
 * A championship's full name, as players expect it wherever one is named: "Italy. Serie A" (two
 * championships may share "Serie A"); "Champions League" for a cross-border one or one the line gives
 * no country.
 */
export function champTitle(champ: Pick<Champ, 'name' | 'country'>, words: ChampWords = SAME_WORDS): string {
  const name = words.champ(champ.name);
  return champ.country === NO_COUNTRY || champ.country === '' ? name : `${words.country(champ.country)}. ${name}`;
}

/** How a page language says the line's (English) names of countries and championships. */
export interface ChampWords {
  country(nameEn: string): string;
  champ(nameEn: string): string;
}

const same = (name: string) => name;
const SAME_WORDS: ChampWords = { country: same, champ: same };

/** The full name of a game's championship ("Italy. Serie A"), from what the game carries. */
export const gameChampTitle = (game: Pick<Game, 'champName' | 'champCountry'>, words?: ChampWords): string =>
  champTitle({ name: game.champName, country: game.champCountry }, words);
