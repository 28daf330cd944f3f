import type { Champ, Game } from './line';

/** What the line does not place in a country (spec data names cross-border championships so). */
const NO_COUNTRY = 'International';

/**
 * A championship's full name, as players expect it wherever one is named: "Italy. Serie A" (two
 * championships may share "Serie A"); "Champions League" for a cross-border one or one the line gives
 * no country.
 */
export function champTitle(champ: Pick<Champ, 'name' | 'country'>): string {
  return champ.country === NO_COUNTRY || champ.country === '' ? champ.name : `${champ.country}. ${champ.name}`;
}

/** The full name of a game's championship ("Italy. Serie A"), from what the game carries. */
export const gameChampTitle = (game: Pick<Game, 'champName' | 'champCountry'>): string =>
  champTitle({ name: game.champName, country: game.champCountry });
