import { describe, expect, it } from 'vitest';
import { slugify } from '../../../application/line/line.model';
import { SPORTS } from '../line/catalog';
import { LINE_NAMES_RU } from './line-names.ru';

describe('the demo line has Russian names for every sport, country and championship it lists (QA7 11)', () => {
  it('each name of the catalog has its key', () => {
    const missing: string[] = [];
    for (const sport of SPORTS) {
      if (!(`line_sport_${slugify(sport.name)}` in LINE_NAMES_RU)) missing.push(sport.name);
      for (const [country, champ] of sport.champs) {
        if (!(`line_country_${slugify(country)}` in LINE_NAMES_RU)) missing.push(country);
        if (!(`line_champ_${slugify(champ)}` in LINE_NAMES_RU)) missing.push(champ);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no two championships of one sport read alike in Russian unless their countries tell them apart', () => {
    for (const sport of SPORTS) {
      const said = sport.champs.map(([country, champ]) => `${LINE_NAMES_RU[`line_country_${slugify(country)}`]}|${LINE_NAMES_RU[`line_champ_${slugify(champ)}`]}`);
      expect(new Set(said).size, sport.name).toBe(said.length);
    }
  });
});
