import type { Champ, Game, LineSection, Sport } from '../../domain/line';
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
