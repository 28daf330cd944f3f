import { describe, expect, it } from 'vitest';
import { buildPath, isLanguagePrefix, localizedPath, matchLocation, paramsMatchPatterns, splitLanguagePrefix } from './match';
import { sampleParam } from './navigation.fixture';
import type { RouteDef } from './route';
import { ROUTES } from './route-map';

describe('matchLocation: language prefix', () => {
  it.each([
    ['spec 000 §5: two lowercase letters are a prefix', '/en/slots', 'en', 'casino.slots'],
    ['spec 000 §2: the prefix is optional', '/slots', null, 'casino.slots'],
    ['spec 000 §5: uppercase letters are not a prefix', '/EN/slots', null, 'sports.section'],
    ['spec 000 §5: three letters are not a prefix', '/eng', null, null],
    ['spec 000 §2: home is the empty path', '/', null, 'home'],
    ['spec 000 §2: home under a prefix', '/ru', 'ru', 'home'],
    ['spec 000 §2: home under a prefix with a trailing slash', '/ru/', 'ru', 'home'],
  ])('%s (%s)', (_rule, pathname, lng, name) => {
    const match = matchLocation(pathname);
    if (name === null) {
      expect(match).toBeNull();
      return;
    }
    expect(match?.lng ?? null).toBe(lng);
    expect(match?.route.name).toBe(name);
  });

  it.each([
    ['en', true],
    ['ru', true],
    ['EN', false],
    ['e1', false],
    ['eng', false],
    [undefined, false],
  ])('spec 000 §5: isLanguagePrefix(%s) is %s', (segment, expected) => {
    expect(isLanguagePrefix(segment)).toBe(expected);
  });

  it('splitLanguagePrefix keeps raw segments after the prefix', () => {
    expect(splitLanguagePrefix('/en//news/%D0%BF/')).toEqual({ lng: 'en', segments: ['news', '%D0%BF'] });
  });
});

describe('matchLocation: React Router 7 semantics (specific wins)', () => {
  it.each([
    ['static slots/vulkan beats slots/:subcategory?', '/en/slots/vulkan', 'casino.slots.vulkan', {}],
    ['slots/:subcategory? takes a subcategory', '/en/slots/popular', 'casino.slots', { subcategory: 'popular' }],
    ['slots/:subcategory? without one', '/en/slots', 'casino.slots', {}],
    [
      'slots game page',
      '/en/slots/game/77/book-of-ra',
      'casino.slots.game',
      { gameId: '77', gameName: 'book-of-ra' },
    ],
    ['keno game page', '/en/keno/game/5/keno-x', 'casino.keno.game', { gameId: '5', gameName: 'keno-x' }],
    ['live casino game page', '/en/casino/game/9/roulette', 'casino.live.game', { gameId: '9', gameName: 'roulette' }],
    ['static casino/brand beats casino/:subcategory?', '/en/casino/brand', 'casino.brands', {}],
    ['casino/:subcategory? is the live casino', '/en/casino/blackjack', 'casino.live', { subcategory: 'blackjack' }],
    ['bonus/casino beats bonus/:bonusId', '/en/bonus/casino', 'casino.promo', {}],
    ['bonus/casino/tournaments beats bonus/casino/:id', '/en/bonus/casino/tournaments', 'casino.tournaments', {}],
    ['bonus/casino/:id', '/en/bonus/casino/42', 'casino.promo.detail', { id: '42' }],
    ['bonus/casino/promotions/:id', '/en/bonus/casino/promotions/7', 'casino.promo.promotion', { id: '7' }],
    ['bonus/:bonusId', '/en/bonus/welcome', 'promo.bonus', { bonusId: 'welcome' }],
    ['bonuses/games beats bonuses/:section?', '/en/bonuses/games', 'promo.bonuses-games', {}],
    ['bonuses/:section?', '/en/bonuses/casino', 'promo.bonuses', { section: 'casino' }],
    ['user/login beats user/:type', '/en/user/login', 'user.login', {}],
    ['user/:type takes activate', '/en/user/activate', 'user.activatefast', { type: 'activate' }],
    ['user/:type takes activatefast', '/en/user/activatefast', 'user.activatefast', { type: 'activatefast' }],
    ['information/rules is the redirect row', '/en/information/rules', 'information.rules-index', {}],
    ['optional params fill left to right', '/en/information/rules/2', 'information.rules', { ruleGroup: '2' }],
    ['both optional params', '/en/information/rules/2/5', 'information.rules', { ruleGroup: '2', chapter: '5' }],
    ['team/:team', '/en/team/real-madrid', 'sports.team', { team: 'real-madrid' }],
    [
      'page type team with a section',
      '/en/team/live/football',
      'sports.team.section',
      { section: 'live', menuSection: 'football' },
    ],
    ['top events by sub type', '/en/top-events/popular', 'sports.top-events', { pageSubType: 'popular' }],
    ['top events with a game', '/en/top-events/popular/55', 'sports.top-events', { pageSubType: 'popular', game: '55' }],
    [
      'top events page type with a section',
      '/en/top-events/line/football',
      'sports.top-events.section',
      { section: 'line', menuSection: 'football' },
    ],
    ['main section', '/en/line/football', 'sports.section', { section: 'line', menuSection: 'football' }],
    [
      'main section champion',
      '/en/live/football/1/2',
      'sports.champ',
      { section: 'live', menuSection: 'football', sport: '1', champ: '2' },
    ],
    [
      'main game',
      '/en/live/football/1/2/3',
      'sports.game',
      { section: 'live', menuSection: 'football', sport: '1', champ: '2', game: '3' },
    ],
    ['cyber discipline', '/en/cyber/real/dota', 'cyber.discipline', { type: 'real', discipline: 'dota' }],
    ['cyber static all beats :discipline', '/en/cyber/real/all', 'cyber.all', { type: 'real' }],
    ['cyber discipline champs', '/en/cyber/virtual/dota/champs', 'cyber.discipline.champs', { type: 'virtual', discipline: 'dota' }],
    ['esports champ', '/en/esports/stream/cs/major', 'esports.champ', { type: 'stream', discipline: 'cs', champ: 'major' }],
    [
      'office payment transactions beat :subTopicId',
      '/en/office/payment/requests/7/transactions',
      'office.payment.request.transactions',
      { topicId: '7' },
    ],
    ['onpay withdraw pages', '/en/onpay/withdraw/fail', 'onpay.withdraw.fail', {}],
    ['casino/slot-first-deposit is a live-casino subcategory', '/en/casino/slot-first-deposit', 'casino.live', { subcategory: 'slot-first-deposit' }],
    ['{section}/thankyou', '/en/slots/thankyou', 'casino.thankyou', { section: 'slots' }],
    ['params are URI-decoded', '/ru/news/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82', 'news', { slug: 'привет' }],
    ['static segments are case-insensitive', '/en/SLOTS', 'casino.slots', {}],
  ])('spec 000 §2 / RR7: %s', (_rule, pathname, name, params) => {
    const match = matchLocation(pathname);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it.each([
    ['office', '/en/office/thankyou'],
    ['a script tag', '/en/%3Cscript%3E/thankyou'],
    ['a login-only casino section', '/en/my-casino/thankyou'],
    ['a sports section', '/en/live/thankyou'],
  ])('QA8 #15: {section}/thankyou refuses %s as its section', (_what, pathname) => {
    const match = matchLocation(pathname);
    const isThankYou = match?.route.name === 'casino.thankyou' && paramsMatchPatterns(match.route, match.params);
    expect(isThankYou).toBe(false);
  });

  it.each(['slots', 'casino', 'keno', 'poker', 'casino-lobby'])('QA8 #15: %s/thankyou is the thank-you page', (section) => {
    const match = matchLocation(`/en/${section}/thankyou`);
    expect(match?.route.name).toBe('casino.thankyou');
    expect(match && paramsMatchPatterns(match.route, match.params)).toBe(true);
  });

  it('an unknown path with no shape in the table is null', () => {
    expect(matchLocation('/en/a/b/c/d/e/f/g')).toBeNull();
  });

  it('a path failing every pattern still returns the most specific route (for the 404 guard)', () => {
    expect(matchLocation('/en/print-coupon/abc')?.route.name).toBe('print-coupon');
  });

  it('takes a custom table', () => {
    const routes: RouteDef[] = [{ name: 'only', path: 'x/:id', layout: 'default', titleKey: 'route_only', page: 'generic' }];
    expect(matchLocation('/en/x/1', routes)).toEqual({ lng: 'en', route: routes[0], params: { id: '1' } });
    expect(matchLocation('/en/slots', routes)).toBeNull();
  });
});

describe('buildPath', () => {
  it.each([
    ['home', '', {}, ''],
    ['optional param left out', 'slots/:subcategory?', {}, 'slots'],
    ['optional param filled', 'slots/:subcategory?', { subcategory: 'new' }, 'slots/new'],
    ['empty optional param left out', 'news/:slug?', { slug: '' }, 'news'],
    ['first optional of two', 'information/rules/:ruleGroup?/:chapter?', { ruleGroup: '1' }, 'information/rules/1'],
    ['params are URI-encoded', 'blog/:articleSlug', { articleSlug: 'a b/c' }, 'blog/a%20b%2Fc'],
  ])('%s', (_rule, pattern, params, expected) => {
    expect(buildPath(pattern, params)).toBe(expected);
  });

  it('a missing required param is a programming error', () => {
    expect(() => buildPath('team/:team', {})).toThrow(/team/);
  });

  it.each([
    ['en', '', '/en'],
    ['ru', 'office/account', '/ru/office/account'],
  ])('localizedPath(%s, %s) = %s', (lng, pattern, expected) => {
    expect(localizedPath(lng, pattern)).toBe(expected);
  });
});

const paramNames = (path: string) => [...path.matchAll(/:(\w+)\??/g)].map((found) => found[1] ?? '');

describe('every route round-trips through buildPath and matchLocation', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    const params = Object.fromEntries(paramNames(route.path).map((name) => [name, sampleParam(route, name)]));
    const match = matchLocation(localizedPath('en', route.path, params));
    expect(match?.route.name).toBe(route.name);
    expect(match?.params).toEqual(params);
  });
});
