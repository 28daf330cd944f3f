import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing';
import { preloaderPlaceholders } from './remote-view-preloader';

describe('remote view preloader placeholders (spec 000 §9: casino preloader 16 placeholders, other games 2)', () => {
  it.each([
    ['slots is casino', 'casino.slots', 16],
    ['a slots game page is casino', 'casino.slots.game', 16],
    ['live casino is casino', 'casino.live', 16],
    ['a live casino game page is casino', 'casino.live.game', 16],
    ['live casino brands are casino', 'casino.brands', 16],
    ['the casino lobby is casino', 'casino.lobby', 16],
    ['my casino is casino', 'casino.my-casino.favorites', 16],
    ['the providers are casino', 'casino.providers', 16],
    ['one provider is casino', 'casino.provider', 16],
    ['the casino search is casino', 'casino.search', 16],
    ['keno is another game', 'casino.keno', 2],
    ['fast games are other games', 'casino.fast-games', 2],
    ['poker is another game', 'casino.poker', 2],
    ['TV games are other games', 'casino.tvgames', 2],
    ['bingo is another game', 'casino.bingo', 2],
    ['toto is another game', 'toto', 2],
    ['lotto is another game', 'lotto', 2],
    ['a name that only starts like a casino one is not casino', 'casino.slotsmania', 2],
  ])('%s', (_rule, routeName, count) => {
    expect(preloaderPlaceholders(routeName)).toBe(count);
  });

  it('every casino route it names is in the route map', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    for (const name of ['casino.slots', 'casino.live', 'casino.brands', 'casino.lobby', 'casino.my-casino', 'casino.providers', 'casino.provider', 'casino.search']) {
      expect(names.has(name), name).toBe(true);
    }
  });
});
