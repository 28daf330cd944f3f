import type { Champ, ChampWords, Game, LineSection, Sport } from '../../domain/line';
import { slugify } from '../../application/line/line.model';
import { lngPath } from '../router/lng-path';

/** Paths of the sports routes (spec 000 §2): :section/:menuSection/:sport?/:champ?/:game?. */
export const sectionPath = (lng: string, section: LineSection) => lngPath(lng, `${section}/all`);
export const sportPath = (lng: string, section: LineSection, sport: Pick<Sport, 'slug'>) =>
  lngPath(lng, `${section}/all/${sport.slug}`);
export const champSegment = (champ: Pick<Champ, 'id' | 'name'>) => `${champ.id}-${slugify(champ.name)}`;
export const champPath = (lng: string, section: LineSection, sportSlug: string, champ: Pick<Champ, 'id' | 'name'>) =>
  lngPath(lng, `${section}/all/${sportSlug}/${champSegment(champ)}`);
export const gamePath = (lng: string, section: LineSection, sportSlug: string, game: Game) =>
  lngPath(
    lng,
    `${section}/all/${sportSlug}/${champSegment({ id: game.champId, name: game.champName })}/${game.id}-${slugify(`${game.home} ${game.away}`)}`,
  );

/**
 * How a list of championships labels each: its name, and its country too where two of the list share a
 * name (a sport's menu lists Italy's and Brazil's "Serie A").
 */
export function champLabels(champs: readonly Pick<Champ, 'id' | 'name' | 'country'>[], words: ChampWords = { country: (c) => c, champ: (n) => n }): Map<number, string> {
  // Counted as the page says them: two names one language writes alike need their countries too.
  const said = new Map(champs.map((c) => [c.id, words.champ(c.name)]));
  const count = new Map<string, number>();
  for (const name of said.values()) count.set(name, (count.get(name) ?? 0) + 1);
  return new Map(champs.map((c) => {
    const name = said.get(c.id)!;
    return [c.id, (count.get(name) ?? 0) > 1 ? `${name} (${words.country(c.country)})` : name];
  }));
}
