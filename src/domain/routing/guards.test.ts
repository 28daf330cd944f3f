import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config';
import { createGameRouteLookup, EMPTY_GAME_ROUTES, extendGameRoutes, UNAVAILABLE_GAME_ROUTES } from './game-routes';
import { configGuardAllows } from './route-middleware';
import {
  decideNavigation,
  isDeduceBanException,
  localizedHref,
  NAVIGATION_GUARDS,
  resolveLayout,
} from './guards';
import type { NavigationContext, NavigationDecision } from './navigation';
import { locationOf, navigationContextFixture, siteConfigFixture } from './navigation.fixture';
import type { RouteDef } from './route';
import { isSafeReturnUrl } from '../security';
import { destinationAfterAuthChange } from '../session/auth-change';

type Ctx = Partial<NavigationContext> & { fromUrl?: string };
type Row = [rule: string, url: string, ctx: Ctx, config: Partial<SiteConfig>, expected: Record<string, unknown>];

const PLAYER: Ctx = { isAuthenticated: true };
const GAMES = createGameRouteLookup([
  { id: 101, route: 'crash-x', oldRoute: 'crash' },
  { id: 102, route: 'dice' },
]);

function decide(url: string, { fromUrl, ...ctx }: Ctx = {}, config: Partial<SiteConfig> = {}): NavigationDecision {
  const from = fromUrl === undefined ? (ctx.from ?? null) : locationOf(fromUrl);
  return decideNavigation(locationOf(url), navigationContextFixture({ ...ctx, from }, config), GAMES);
}

const allow = (name: string, extra: Record<string, unknown> = {}) => ({ kind: 'allow', route: { name }, effects: [], ...extra });
const redirect = (to: string, status: 301 | 302 = 302, effects: unknown[] = []) => ({ kind: 'redirect', to, status, effects });
const notFound = (lng = 'en') => ({ kind: 'not-found', lng, effects: [] });
const external = { kind: 'external', url: 'https://blocked.example/' };
const cancel = (effects: unknown[] = []) => ({ kind: 'cancel', effects });

const run = (rows: Row[]) =>
  it.each(rows)('%s (%s)', (_rule, url, ctx, config, expected) => {
    const decision = decide(url, ctx, config);
    expect(decision).toMatchObject(expected);
    if ('effects' in expected) expect(decision).toHaveProperty('effects', expected.effects);
  });

describe('guard order', () => {
  it('runs the guards in the documented order', () => {
    expect(NAVIGATION_GUARDS.map((entry) => entry.name)).toEqual([
      'cancelWhileBlocked',
      'blockingReason',
      'languagePrefix',
      'mobilePlatform',
      'paymentConsultant',
      'unknownPath',
      'paramPatterns',
      'availability',
      'statistics',
      'routeMiddleware',
      'fixedRedirect',
      'gameRoutes',
      'bonusFamily',
      'slotFirstDeposit',
      'bonusRules',
      'requiresAuth',
      'banned',
      'unauthorizedOnly',
      'forgotPasswordModal',
      'rechargeModal',
    ]);
  });

  run([
    ['cancel comes first: blocked navigation is cancelled even to an unknown path', '/en/nope/a/b/c/d/e/f', { navigationBlocked: true, blockingReason: 1, fromUrl: '/en/block' }, {}, cancel()],
    ['blocking comes before language: a disallowed prefix still reaches the block page', '/de/slots', { blockingReason: 1 }, {}, redirect('/ru/block')],
    ['platform comes before 404: the parameter is stripped first', '/en/a/b/c/d/e/f/g?platform_type=mobile', {}, {}, redirect('/en/a/b/c/d/e/f/g', 302, [{ type: 'force-mobile-platform' }])],
    ['404 comes before login: an unknown office child is not a login redirect', '/en/office/nope', {}, {}, notFound()],
    ['login comes before ban: a visitor is never sent to the blocked page', '/en/office/account', { banLevel: 1 }, {}, { kind: 'redirect', to: '/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount' }],
    ['ban comes before unauthorized-only: a banned player on login leaves the site', '/en/user/login', { ...PLAYER, banLevel: 1 }, {}, external],
  ]);
});

describe('spec 000 §4 / 001 §4: navigation cancelled while blocking is on', () => {
  run([
    ['spec 000 §4: navigation is cancelled when blocking is on', '/en/slots', { navigationBlocked: true, blockingReason: 1, fromUrl: '/en/block' }, {}, cancel()],
    ['spec 000 §4: the first load (no from) is not cancelled, it goes to the block page', '/en/slots', { navigationBlocked: true, blockingReason: 1 }, {}, redirect('/en/block')],
    ['design: the way to the page of the current reason is never cancelled', '/en/block', { navigationBlocked: true, blockingReason: 1, fromUrl: '/en/slots' }, {}, allow('system.block', { layout: 'blocked' })],
    ['spec 000 §4: the verify route stays reachable while blocked', '/en/user/accountverify', { navigationBlocked: true, blockingReason: 1, fromUrl: '/en/block' }, {}, allow('user.accountverify')],
    ['spec 000 §4: without blocking navigation goes on', '/en/slots', { fromUrl: '/en/keno' }, {}, allow('casino.slots')],
  ]);
});

describe('spec 000 §4: blocking reason → page', () => {
  run([
    ...(
      [
        [1, '/en/block'],
        [2, '/en/block'],
        [3, '/en/block'],
        [5, '/en/block'],
        [14, '/en/block'],
        [13, '/en/block-ua'],
        [17, '/en/block-ie'],
        [8, '/en/coming-soon'],
        [16, '/en/suspension'],
      ] as const
    ).map(([reason, to]): Row => [`spec 000 §4: reason ${reason} → ${to}`, '/en/slots', { blockingReason: reason }, {}, redirect(to)]),
    ['spec 000 §4: reason 4 → site-updates keeping the current path as a query', '/en/slots', { blockingReason: 4 }, {}, redirect('/en/site-updates?path=%2Fen%2Fslots')],
    ['spec 000 §4: reason 4 keeps the query of the current path too', '/en/slots/new?x=1', { blockingReason: 4 }, {}, redirect('/en/site-updates?path=%2Fen%2Fslots%2Fnew%3Fx%3D1')],
    ['spec 000 §4: reason 4 on home keeps no path', '/en', { blockingReason: 4 }, {}, redirect('/en/site-updates')],
    ['spec 000 §4: reason 4 on an unknown path keeps it (not home)', '/en/x/y/z/a/b/c/d', { blockingReason: 4 }, {}, redirect('/en/site-updates?path=%2Fen%2Fx%2Fy%2Fz%2Fa%2Fb%2Fc%2Fd')],
    ['spec 000 §4: other reasons have no page (6)', '/en/slots', { blockingReason: 6 }, {}, allow('casino.slots')],
    ['spec 000 §4: other reasons have no page (99)', '/en/slots', { blockingReason: 99 }, {}, allow('casino.slots')],
    ['spec 000 §4: the verify route is exempt', '/en/user/accountverify', { blockingReason: 1 }, {}, allow('user.accountverify')],
    ['spec 000 §4: on the page of the current reason the page shows', '/en/suspension', { blockingReason: 16 }, {}, allow('system.suspension', { layout: 'blocked' })],
    ['spec 000 §4: site-updates shows with its path query', '/en/site-updates?path=%2Fen%2Fslots', { blockingReason: 4 }, {}, allow('system.site-updates')],
    ['spec 000 §4: a blocking page whose reason is gone → /{lng}', '/en/block', {}, {}, redirect('/en')],
    ['spec 000 §4: a blocking page whose reason has no page → /{lng}', '/ru/suspension', { blockingReason: 99 }, {}, redirect('/ru')],
    ['spec 000 §4: a blocking page for another reason → that reason\'s page', '/en/block', { blockingReason: 16 }, {}, redirect('/en/suspension')],
    ['spec 000 §4: site-updates after the updates end → /{lng}', '/en/site-updates?path=%2Fen%2Fslots', {}, {}, redirect('/en')],
    ['spec 000 §4: the block page uses the resolved language when the prefix is missing', '/slots', { blockingReason: 1, playerLanguage: 'ru' }, {}, redirect('/ru/block')],
  ]);
});

describe('spec 000 §2 / 001 §2, §5: language prefix', () => {
  run([
    ['spec 000 §2: missing prefix → the player\'s language', '/slots', {}, {}, redirect('/en/slots')],
    ['spec 000 §2: missing prefix → the player\'s language (ru)', '/slots/new', { playerLanguage: 'ru' }, {}, redirect('/ru/slots/new')],
    ['spec 000 §2: missing prefix on home', '/', {}, {}, redirect('/en')],
    ['spec 000 §2: query and hash are kept', '/slots?a=1#top', {}, {}, redirect('/en/slots?a=1#top')],
    ['spec 001 §5: a disallowed prefix → the default language', '/de/slots', {}, {}, redirect('/ru/slots')],
    ['spec 001 §5: a language hidden from visitors is disallowed for a visitor', '/kk/slots', {}, {}, redirect('/ru/slots')],
    ['spec 001 §5: a hidden language is allowed for a signed-in player', '/kk/slots', PLAYER, {}, allow('casino.slots', { lng: 'kk' })],
    ['spec 001 §5: the default language not allowed → English', '/de/slots', {}, { defaultLanguage: 'kk' }, redirect('/en/slots')],
    ['spec 001 §5: default not in the list at all → English', '/de', {}, { defaultLanguage: 'fr' }, redirect('/en')],
    ['spec 001 §5: a missing prefix with a disallowed player language → default', '/slots', { playerLanguage: 'de' }, {}, redirect('/ru/slots')],
    ['spec 001 §5: a missing prefix with a hidden player language for a visitor → default', '/slots', { playerLanguage: 'kk' }, {}, redirect('/ru/slots')],
    ['spec 001 §2: an allowed prefix passes', '/ru/slots', {}, {}, allow('casino.slots', { lng: 'ru' })],
    ['QA19 #6: an allowed language in another case is that language', '/Ru/line/all?time=all#x', {}, {}, redirect('/ru/line/all?time=all#x', 301)],
    ['QA19 #6: in capitals too', '/EN/slots', {}, {}, redirect('/en/slots', 301)],
    ['QA19 #6: a capitalised home', '/RU', {}, {}, redirect('/ru', 301)],
    ['QA19 #6: a capitalised language that is not allowed is not a prefix', '/DE/slots', {}, {}, redirect('/en/DE/slots')],
    ['QA19 #6: empty segments are dropped', '/en//line//all', {}, {}, redirect('/en/line/all', 301)],
    ['QA19 #6: empty segments in a path without a prefix', '//slots', {}, {}, redirect('/en/slots')],
  ]);
});

describe('spec 000 §2 / 001 §2: query platform_type=mobile', () => {
  const force = [{ type: 'force-mobile-platform' }];
  run([
    ['spec 000 §2: stripped on a non-mobile route, mobile forced', '/en/slots?platform_type=mobile&a=1', {}, {}, redirect('/en/slots?a=1', 302, force)],
    ['spec 000 §2: stripped on home', '/en?platform_type=mobile', {}, {}, redirect('/en', 302, force)],
    ['spec 000 §2: the hash survives the strip', '/en/slots?platform_type=mobile#x', {}, {}, redirect('/en/slots#x', 302, force)],
    ['design: kept on the mobile page', '/en/mobile?platform_type=mobile', {}, {}, allow('mobile', { effects: force })],
    ['design: kept on mobile/app-download', '/en/mobile/app-download?platform_type=mobile', {}, {}, allow('mobile.app-download', { effects: force })],
    ['design: the desktop page is not a mobile route', '/en/desktop?platform_type=mobile', {}, {}, redirect('/en/desktop', 302, force)],
    ['spec 000 §2: another value is ignored', '/en/slots?platform_type=desktop', {}, {}, allow('casino.slots')],
  ]);
});

describe('spec 000 §2: query payment_consultant=1', () => {
  const remember = { type: 'remember-payment-consultant' };
  run([
    ['spec 000 §2: payment_consultant=1 is remembered', '/en/office/payment/requests?payment_consultant=1', PLAYER, {}, allow('office.payment.requests', { effects: [remember] })],
    ['spec 000 §2: other values are not remembered', '/en/office/payment/requests?payment_consultant=0', PLAYER, {}, allow('office.payment.requests')],
    ['spec 000 §2: remembered also when the visitor is sent to login', '/en/office/payment/requests?payment_consultant=1', {}, {}, redirect('/en/user/login?returnUrl=%2Fen%2Foffice%2Fpayment%2Frequests%3Fpayment_consultant%3D1', 302, [remember, { type: 'open-auth-block' }])],
  ]);
});

describe('spec 000 §2, §5, §8: 404s', () => {
  run([
    ['spec 000 §8: unknown page → 404', '/en/a/b/c/d/e/f/g', {}, {}, notFound()],
    ['spec 000 §8: unknown page keeps the language', '/ru/unknown', {}, {}, notFound('ru')],
    ['spec 000 §5: print-coupon id digits only (letters)', '/en/print-coupon/abc', {}, {}, notFound()],
    ['spec 000 §5: print-coupon id digits only (mixed)', '/en/print-coupon/12a', {}, {}, notFound()],
    ['spec 000 §5: print-coupon id digits only (digits pass)', '/en/print-coupon/123', PLAYER, {}, allow('print-coupon', { layout: 'empty' })],
    ['QA17 #6: a visitor is sent to login for a printed coupon, and comes back to it', '/en/print-coupon/123', {}, {}, redirect('/en/user/login?returnUrl=%2Fen%2Fprint-coupon%2F123', 302, [{ type: 'open-auth-block' }])],
    ['QA8 #15: office/thankyou is a 404, not a thank-you page open without login', '/en/office/thankyou', {}, {}, notFound()],
    ['QA8 #15: a hostile section in {section}/thankyou is a 404', '/en/%3Cscript%3E/thankyou', {}, {}, notFound()],
    ['QA8 #15: a casino section keeps its thank-you page', '/en/slots/thankyou', {}, {}, allow('casino.thankyou', { params: { section: 'slots' } })],
    ['spec 000 §2: results type live or zone (zone passes)', '/en/results/zone', {}, {}, allow('results')],
    ['spec 000 §2: results type live or zone (other → 404)', '/en/results/past', {}, {}, notFound()],
    ['spec 000 §2: cyber type real, virtual or stream', '/en/cyber/fake/dota', {}, {}, notFound()],
    ['spec 000 §2: section live or line', '/en/prematch/football', {}, {}, notFound()],
    ['spec 000 §2: activatefast type activatefast or activate', '/en/user/activation', {}, {}, notFound()],
    ['spec 001 §2: lotto sectionName results or view', '/en/lotto/archive/5', {}, {}, notFound()],
    ['spec 001 §2: lotto sectionName view passes', '/en/lotto/view/5', {}, {}, allow('lotto', { params: { sectionName: 'view', lottoId: '5' } })],
    ['RR7: lotto/{lottoId} alone (optional sectionName left out)', '/en/lotto/5', {}, {}, allow('lotto', { params: { lottoId: '5' } })],
    ['spec 001 §3: registration type one_click, phone, full or social', '/en/registration/vip', {}, {}, notFound()],
    ['spec 000 §2: toto sub-paths draws, next, coupons, nonimees', '/en/toto/main/other', {}, {}, notFound()],
    ['spec 000 §2: a disabled path fragment → 404', '/en/toto/main', {}, { disabledPathFragments: ['toto'] }, notFound()],
    ['spec 000 §2: fragments apply to the route pattern, not to params', '/en/casino/game/1/toto-king', {}, { disabledPathFragments: ['toto'] }, allow('casino.live.game')],
    ['spec 000 §2: an empty fragment disables nothing', '/en/slots', {}, { disabledPathFragments: [''] }, allow('casino.slots')],
    ['spec 000 §2: statistics 404 unless its flag is on', '/en/statistic', {}, { statisticsEnabled: false }, notFound()],
    ['spec 000 §2: statistics popup 404 unless the flag is on', '/en/statisticpopup', {}, { statisticsEnabled: false }, notFound()],
    ['spec 000 §2: statistics open with the flag', '/en/statistic', {}, { statisticsEnabled: true }, allow('statistic')],
  ]);

  const flagged: RouteDef[] = [
    { name: 'home', path: '', layout: 'default', titleKey: 'route_home', page: 'sports' },
    { name: 'flagged', path: 'flagged', layout: 'odd', titleKey: 'route_flagged', page: 'generic', availabilityFlag: 'flaggedOn' },
  ];
  it.each([
    ['spec 000 §2: an availability flag that is off → 404', {}, notFound()],
    ['spec 000 §2: an explicit false flag → 404', { flaggedOn: false }, notFound()],
    ['spec 000 §2: the flag on opens the route; spec 000 §2: an unknown layout → default', { flaggedOn: true }, allow('flagged', { layout: 'default' })],
  ])('%s', (_rule, availability, expected) => {
    const ctx = navigationContextFixture({}, { availability });
    expect(decideNavigation(locationOf('/en/flagged'), ctx, EMPTY_GAME_ROUTES, flagged)).toMatchObject(expected);
  });
});

describe('spec 000 §5: config guards (blocked → 404)', () => {
  run([
    ['spec 000 §5: registration blocked unless enabled', '/en/registration', {}, { registrationEnabled: false }, notFound()],
    ['spec 000 §5: registration open when enabled', '/en/registration/one_click', {}, {}, allow('registration', { params: { type: 'one_click' } })],
    ['spec 000 §5: identification blocked unless enabled', '/en/office/identification', PLAYER, { identificationEnabled: false }, notFound()],
    ['spec 000 §5: identification open when enabled', '/en/office/identification', PLAYER, {}, allow('office.identification')],
    ['spec 000 §5: payment info blocked when the route is unavailable', '/en/information/payment', PLAYER, { paymentRouteAvailable: false }, notFound()],
    ['spec 000 §5: payment info blocked when auth is required and the user is anonymous', '/en/information/payment', {}, { paymentRequiresAuth: true }, notFound()],
    ['spec 000 §5: payment info open when auth is required and the player is signed in', '/en/information/payment', PLAYER, { paymentRequiresAuth: true }, allow('information.payment')],
    ['spec 000 §5: payment info open to visitors when auth is not required', '/en/information/payment', {}, {}, allow('information.payment')],
  ]);

  it.each([
    ['registration', { registrationEnabled: true }, false, true],
    ['registration', { registrationEnabled: false }, true, false],
    ['identification', { identificationEnabled: false }, true, false],
    ['payment', { paymentRouteAvailable: true, paymentRequiresAuth: true }, false, false],
    ['payment', { paymentRouteAvailable: true, paymentRequiresAuth: true }, true, true],
    ['payment', { paymentRouteAvailable: false, paymentRequiresAuth: false }, true, false],
  ] as const)('spec 000 §5: configGuardAllows(%s, %o, signed in %s) = %s', (guard, config, signedIn, expected) => {
    expect(configGuardAllows(guard, siteConfigFixture(config), signedIn)).toBe(expected);
  });
});

describe('spec 000 §2: fixed redirects', () => {
  run([
    ['spec 000 §2: office root → account', '/en/office', PLAYER, {}, redirect('/en/office/account')],
    ['spec 000 §2: information/rules → rules/1', '/en/information/rules', {}, {}, redirect('/en/information/rules/1')],
    ['spec 000 §2: rules/{ruleGroup?}/{chapter?} itself shows', '/en/information/rules/1/2', {}, {}, allow('information.rules', { params: { ruleGroup: '1', chapter: '2' } })],
    ['spec 000 §2: tvgames/view/poker → poker (301)', '/en/tvgames/view/poker', {}, {}, redirect('/en/poker', 301)],
    ['spec 000 §2: vulkan → slots/vulkan (301)', '/en/vulkan', {}, {}, redirect('/en/slots/vulkan', 301)],
    ['spec 000 §2: redirects keep the query', '/en/vulkan?ref=7', {}, {}, redirect('/en/slots/vulkan?ref=7', 301)],
    ['spec 000 §2: user/registration.php → registration (301)', '/en/user/registration.php', {}, {}, redirect('/en/registration', 301)],
    ['spec 000 §2: user/action.php with action forgot → password reset', '/en/user/action.php?action=forgot&key=abc', {}, {}, redirect('/en/user/passwordreset?action=forgot&key=abc')],
    ['spec 000 §2: user/action.php otherwise → user/activate', '/en/user/action.php?action=activate&key=abc', {}, {}, redirect('/en/user/activate?action=activate&key=abc')],
    ['spec 000 §2: user/action.php without action → user/activate', '/ru/user/action.php', {}, {}, redirect('/ru/user/activate')],
    ['spec 000 §2: user/activate is the activatefast route', '/en/user/activate', {}, {}, allow('user.activatefast', { params: { type: 'activate' } })],
    ['spec 000 §2: forgotpassword → home with showForgotPasswordModal=1', '/en/user/forgotpassword', {}, {}, redirect('/en/?showForgotPasswordModal=1')],
    ['spec 000 §2: forgotpassword merges the flag over the current query', '/en/user/forgotpassword?a=1&showForgotPasswordModal=0', {}, {}, redirect('/en/?a=1&showForgotPasswordModal=1')],
    ['spec 000 §2: user/coupon → the language root', '/ru/user/coupon', {}, {}, redirect('/ru')],
    ['spec 000 §2: cyber → its real sub-route', '/en/cyber', {}, {}, redirect('/en/cyber/real')],
    ['spec 000 §2: esports → its real sub-route', '/en/esports', {}, {}, redirect('/en/esports/real')],
    ['spec 000 §2: the real sub-route shows', '/en/cyber/real', {}, {}, allow('cyber.type', { params: { type: 'real' } })],
  ]);
});

describe('spec 000 §2: legacy and numeric game ids', () => {
  run([
    ['spec 000 §2: a numeric id → 301 to the current game route', '/en/games/101', {}, {}, redirect('/en/games/crash-x', 301)],
    ['spec 000 §2: an old route at games/ → 301 to the current one', '/en/games/crash', {}, {}, redirect('/en/games/crash-x', 301)],
    ['spec 000 §2: the current route shows', '/en/games/crash-x', {}, {}, allow('games.view')],
    ['design: an unknown numeric id → 404', '/en/games/999', {}, {}, notFound()],
    ['QA18 #8: a route the loaded list does not name → 404, as an unknown id', '/en/games/abc', {}, {}, notFound()],
    ['QA18 #8: a negative id is no game of the loaded list → 404', '/en/games/-1', {}, {}, notFound()],
    ['QA18 #8: a current route in another case is no game of the list → 404', '/en/games/Dice', {}, {}, notFound()],
    ['spec 000 §2: a legacy route → 301 to the current game route', '/en/allgamesentrance/crash', {}, {}, redirect('/en/games/crash-x', 301)],
    ['spec 000 §2: a legacy numeric id → 301', '/en/allgamesentrance/102', {}, {}, redirect('/en/games/dice', 301)],
    ['spec 000 §2: a legacy route naming a current game → 301', '/en/allgamesentrance/dice?x=1', {}, {}, redirect('/en/games/dice?x=1', 301)],
    ['spec 000 §2: a legacy route with no match → the games index', '/en/allgamesentrance/nothing', {}, {}, redirect('/en/games', 302)],
    ['spec 000 §2: the bare legacy entrance → the games index', '/en/allgamesentrance', {}, {}, redirect('/en/games', 302)],
  ]);

  it.each([
    ['a numeric id opens the game route (not a 404)', '/en/games/123', { kind: 'allow', route: { name: 'games.view' }, params: { gameRoute: '123' } }],
    ['a game route opens', '/en/games/book-of-ra', { kind: 'allow', route: { name: 'games.view' } }],
    ['a legacy route stays (not sent to the index)', '/en/allgamesentrance/crash?x=1', { kind: 'allow', route: { name: 'games.entrance' } }],
    ['the bare legacy entrance still goes to the games index', '/en/allgamesentrance', { kind: 'redirect', to: '/en/games', status: 302 }],
  ])('QA8 #11: games preview failed to load: %s', (_rule, url, expected) => {
    const decision = decideNavigation(locationOf(url), navigationContextFixture({ from: null }), UNAVAILABLE_GAME_ROUTES);
    expect(decision).toMatchObject(expected);
  });

  it('QA8 #11: an empty games list that did load keeps the 404 for an unknown numeric id', () => {
    expect(decideNavigation(locationOf('/en/games/123'), navigationContextFixture({ from: null }), EMPTY_GAME_ROUTES)).toMatchObject({ kind: 'not-found' });
  });

  it('design: extendGameRoutes returns a new lookup and leaves the base unchanged', () => {
    const extended = extendGameRoutes(GAMES, [{ id: 103, route: 'mines', oldRoute: 'old-mines' }]);
    expect(extended.byId.get('103')).toBe('mines');
    expect(extended.byOldRoute.get('old-mines')).toBe('mines');
    expect(GAMES.byId.has('103')).toBe(false);
    expect(EMPTY_GAME_ROUTES.byId.size).toBe(0);
  });

  it('design: without a lookup every numeric id is a 404 and legacy routes go to the index', () => {
    const ctx = navigationContextFixture();
    expect(decideNavigation(locationOf('/en/games/101'), ctx)).toMatchObject(notFound());
    expect(decideNavigation(locationOf('/en/allgamesentrance/crash'), ctx)).toMatchObject(redirect('/en/games'));
  });
});

describe('spec 000 §2: bonus route families by promoBonusToOffer', () => {
  const bonuses = { promoBonusToOffer: false };
  const offers = { promoBonusToOffer: true };
  run([
    ['spec 000 §2: bonuses family selected → bonuses shows', '/en/bonuses', {}, bonuses, allow('promo.bonuses')],
    ['spec 000 §2: bonuses family selected → bonuses-offers → bonuses (params and query kept)', '/en/bonuses-offers/casino?x=1', {}, bonuses, redirect('/en/bonuses/casino?x=1')],
    ['spec 000 §2: bonuses family selected → bonuses-offers-games → bonuses-games', '/en/bonuses-offers/games', {}, bonuses, redirect('/en/bonuses/games')],
    ['spec 000 §2: bonuses family selected → bonus-offer → bonus', '/en/bonus-offer/7', {}, bonuses, redirect('/en/bonus/7')],
    ['spec 000 §2: bonuses family selected → bonus-offer-partner → bonus-partner', '/en/bonus-offer-partner/7', {}, bonuses, redirect('/en/bonus-partner/7')],
    ['spec 000 §2: offers family selected → bonus-offer shows', '/en/bonus-offer/7', {}, offers, allow('promo.bonus-offer')],
    ['spec 000 §2: offers family selected → bonuses → bonuses-offers', '/en/bonuses', {}, offers, redirect('/en/bonuses-offers')],
    ['spec 000 §2: offers family selected → bonuses-games → bonuses-offers-games', '/en/bonuses/games?y=2', {}, offers, redirect('/en/bonuses-offers/games?y=2')],
    ['spec 000 §2: offers family selected → bonus → bonus-offer (params and query kept)', '/en/bonus/welcome?a=b', {}, offers, redirect('/en/bonus-offer/welcome?a=b')],
    ['spec 000 §2: offers family selected → bonus-partner → bonus-offer-partner', '/en/bonus-partner/3', {}, offers, redirect('/en/bonus-offer-partner/3')],
  ]);
});

describe('spec 000 §2: bonus slot_first_deposit and bonuses rules', () => {
  run([
    ['spec 000 §2: slot_first_deposit → 301 casino/slot-first-deposit when the setting is on', '/en/bonus/slot_first_deposit', {}, { slotFirstDepositRedirect: true }, redirect('/en/casino/slot-first-deposit', 301)],
    ['spec 000 §2: slot_first_deposit on the offers family too', '/ru/bonus-offer/slot_first_deposit', {}, { slotFirstDepositRedirect: true, promoBonusToOffer: true }, redirect('/ru/casino/slot-first-deposit', 301)],
    ['design: the family redirect runs first (twin, then 301 on the next step)', '/en/bonus/slot_first_deposit', {}, { slotFirstDepositRedirect: true, promoBonusToOffer: true }, redirect('/en/bonus-offer/slot_first_deposit')],
    ['spec 000 §2: slot_first_deposit shows as a bonus page when the setting is off', '/en/bonus/slot_first_deposit', {}, {}, allow('promo.bonus')],
    ['spec 000 §2: other bonus ids are untouched', '/en/bonus/welcome', {}, { slotFirstDepositRedirect: true }, allow('promo.bonus')],
    ['spec 000 §2: bonuses section rules → 404 without the flag', '/en/bonuses/rules', {}, {}, notFound()],
    ['spec 000 §2: bonuses-offers section rules → 404 without the flag', '/en/bonuses-offers/rules', {}, { promoBonusToOffer: true }, notFound()],
    ['spec 000 §2: bonuses section rules shows with the flag', '/en/bonuses/rules', {}, { availability: { bonusRules: true } }, allow('promo.bonuses', { params: { section: 'rules' } })],
    ['spec 000 §2: other bonuses sections need no flag', '/en/bonuses/casino', {}, {}, allow('promo.bonuses')],
  ]);
});

describe('spec 000 §6: routes needing login', () => {
  const authBlock = [{ type: 'open-auth-block' }];
  run([
    ['spec 000 §6: a visitor goes to login with a return URL and the auth block', '/en/office/account', {}, {}, redirect('/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount', 302, authBlock)],
    ['spec 000 §6: the return URL keeps the query', '/ru/my-casino/favorites?tab=2', {}, {}, redirect('/ru/user/login?returnUrl=%2Fru%2Fmy-casino%2Ffavorites%3Ftab%3D2', 302, authBlock)],
    ['spec 000 §6: my-casino needs login', '/en/my-casino', {}, {}, redirect('/en/user/login?returnUrl=%2Fen%2Fmy-casino', 302, authBlock)],
    ['spec 000 §6: block-appeal-history needs login', '/en/office/block-appeal-history', {}, {}, redirect('/en/user/login?returnUrl=%2Fen%2Foffice%2Fblock-appeal-history', 302, authBlock)],
    ['spec 000 §6: login availability off → home, no auth block', '/en/office/account', {}, { loginAvailable: false }, redirect('/en')],
    ['spec 000 §6: account-type sites → the authorization app route', '/en/office/history', {}, { isAccountSite: true }, redirect('/en/authorization?returnUrl=%2Fen%2Foffice%2Fhistory', 302, authBlock)],
    ['spec 000 §6: a signed-in player passes', '/en/office/account', PLAYER, {}, allow('office.account')],
    ['QA8 #19: the return URL keeps the hash', '/ru/office/verification#docs', {}, {}, redirect('/ru/user/login?returnUrl=%2Fru%2Foffice%2Fverification%23docs', 302, authBlock)],
    ['QA18 #1: a session check that could not be made is not "no session": a page needing login waits, no login redirect', '/en/office/settings', { sessionUnresolved: true }, {}, { kind: 'session-unresolved', lng: 'en', route: expect.objectContaining({ name: 'office.settings' }), effects: [] }],
    ['QA18 #1: pages open to visitors stay open while the check is unresolved', '/en', { sessionUnresolved: true }, {}, allow('home')],
    ['QA18 #1: login availability off still goes home only on an answer (the check is unresolved)', '/en/office/account', { sessionUnresolved: true }, { loginAvailable: false }, { kind: 'session-unresolved' }],
    ['QA8 #19: the return URL keeps query and hash', '/en/office/history?page=2#bets', {}, { isAccountSite: true }, redirect('/en/authorization?returnUrl=%2Fen%2Foffice%2Fhistory%3Fpage%3D2%23bets', 302, authBlock)],
  ]);

  const returnUrlOf = (url: string): string | null => {
    const decision = decide(url);
    if (decision.kind !== 'redirect') throw new Error(`expected a redirect for ${url}`);
    return new URLSearchParams(decision.to.slice(decision.to.indexOf('?'))).get('returnUrl');
  };

  it('QA8 #19: the return URL with its hash passes the return-URL safety check and is followed after login', () => {
    const returnUrl = returnUrlOf('/ru/office/verification#docs');
    expect(returnUrl).toBe('/ru/office/verification#docs');
    expect(isSafeReturnUrl(returnUrl)).toBe(true);
    expect(destinationAfterAuthChange({ returnUrl, previousRoute: null, home: '/ru', isAllowed: () => true })).toBe('/ru/office/verification#docs');
  });

  it.each([
    '//evil.example#docs',
    '/\\evil.example#docs',
    'https://evil.example/#docs',
    '/%2F%2Fevil.example#docs',
    '/ru/office#a\tb',
    '/ru/office#\u202e',
  ])('QA8 #19: a hostile return URL with a hash stays refused (%j)', (returnUrl) => {
    expect(isSafeReturnUrl(returnUrl)).toBe(false);
    expect(destinationAfterAuthChange({ returnUrl, previousRoute: null, home: '/ru', isAllowed: () => true })).toBe('/ru');
  });
});

describe('spec 000 §4 / 001 §4: banned accounts', () => {
  const banned = (banLevel: number, banVersion: number): Ctx => ({ ...PLAYER, banLevel, banVersion });
  run([
    ['spec 001 §4: a banned account on a route without the allowed flag → external blocked page', '/en/slots', banned(1, 0), {}, external],
    ['spec 001 §9: ban active when ban_level is above 0 (0 passes)', '/en/slots', banned(0, 1), {}, allow('casino.slots')],
    ['spec 001 §4: deduce stays open for ban 53 version 1', '/en/office/deduce', banned(53, 1), {}, allow('office.deduce')],
    ['spec 001 §4: deduce is blocked for ban 53 version 2', '/en/office/deduce', banned(53, 2), {}, external],
    ['spec 001 §4: deduce is blocked for ban 53 version 0', '/en/office/deduce', banned(53, 0), {}, external],
    ['spec 001 §4: deduce stays open for ban 45 version 0', '/en/office/deduce', banned(45, 0), {}, allow('office.deduce')],
    ['spec 001 §4: deduce stays open for ban 45 version 2', '/en/office/deduce', banned(45, 2), {}, allow('office.deduce')],
    ['spec 001 §4: deduce is blocked for ban 45 version 1', '/en/office/deduce', banned(45, 1), {}, external],
    ['spec 001 §4: deduce is blocked for other ban levels', '/en/office/deduce', banned(10, 1), {}, external],
    ['QA8 #10, spec 001 §4: the deduce exception covers the withdrawal form (ban 53 v1)', '/en/office/deduce/form', banned(53, 1), {}, allow('office.deduce.form')],
    ['QA8 #10, spec 001 §4: the deduce exception covers the withdrawal form (ban 45 v2)', '/en/office/deduce/form?method=card', banned(45, 2), {}, allow('office.deduce.form')],
    ['QA8 #10, spec 001 §4: the withdrawal form follows the same ban levels (53 v2 leaves)', '/en/office/deduce/form', banned(53, 2), {}, external],
    ['QA8 #10, spec 001 §4: the withdrawal form follows the same ban levels (45 v1 leaves)', '/en/office/deduce/form', banned(45, 1), {}, external],
    ['QA8 #10: the exception stops at the withdrawal (recharge form leaves)', '/en/office/recharge/form', banned(53, 1), {}, external],
    ['spec 001 §4: the exception is the deduce route only (not account)', '/en/office/account', banned(45, 0), {}, external],
    ['spec 000 §2: block-appeal-history is open to a banned player', '/en/office/block-appeal-history', banned(1, 0), {}, allow('office.block-appeal-history', { layout: 'blocked' })],
    ['design: blocking pages are open to a banned player', '/en/block', { ...banned(1, 0), blockingReason: 1 }, {}, allow('system.block')],
    ['design: the error page is open to a banned player', '/en/500', banned(1, 0), {}, allow('error.500', { status: 500 })],
  ]);

  it.each([
    [53, 1, true],
    [53, 2, false],
    [45, 0, true],
    [45, 1, false],
    [45, 7, true],
    [1, 1, false],
  ])('spec 001 §9: isDeduceBanException(deduce, %i, v%i) = %s', (level, version, expected) => {
    expect(isDeduceBanException('office.deduce', level, version)).toBe(expected);
    // QA8 #10: the withdrawal form under the same exception
    expect(isDeduceBanException('office.deduce.form', level, version)).toBe(expected);
    expect(isDeduceBanException('office.account', level, version)).toBe(false);
  });
});

describe('spec 000 §4, §6: unauthorized-only routes', () => {
  run([
    ['spec 000 §4: a signed-in player on login → home', '/en/user/login', PLAYER, {}, redirect('/en')],
    ['spec 000 §4: a signed-in player on registration → home', '/ru/registration', PLAYER, {}, redirect('/ru')],
    ['spec 000 §6: account sites send the player to the account page', '/en/user/login', PLAYER, { isAccountSite: true }, redirect('/en/office/account')],
    ['spec 000 §6: account sites: authorization route for a signed-in player → account page', '/en/authorization', PLAYER, { isAccountSite: true }, redirect('/en/office/account')],
    ['spec 000 §2: login for a visitor shows', '/en/user/login', {}, {}, allow('user.login')],
    ['QA8 #9: a signed-in player on login with a safe return URL goes straight there', '/en/user/login?returnUrl=%2Fen%2Foffice%2Fsettings', PLAYER, {}, redirect('/en/office/settings')],
    ['QA8 #9: ... on an account site too', '/en/authorization?returnUrl=%2Fen%2Foffice%2Fdeduce%3Fmethod%3Dcard', PLAYER, { isAccountSite: true }, redirect('/en/office/deduce?method=card')],
    ['QA8 #9: an unsafe return URL is not followed: home', '/en/user/login?returnUrl=%2F%2Fevil.example', PLAYER, {}, redirect('/en')],
  ]);
});

describe('spec 000 §2: forgot-password modal on home', () => {
  run([
    ['spec 000 §2: home opens the forgot-password modal for a visitor', '/en/?showForgotPasswordModal=1', {}, {}, allow('home', { effects: [{ type: 'open-forgot-password' }] })],
    ['spec 000 §2: not for a signed-in player', '/en/?showForgotPasswordModal=1', PLAYER, {}, allow('home')],
    ['spec 000 §2: not without the query', '/en', {}, {}, allow('home')],
    ['spec 000 §2: not on other routes', '/en/slots?showForgotPasswordModal=1', {}, {}, allow('casino.slots')],
  ]);
});

describe('spec 000 §2: recharge with the recharge-modal setting', () => {
  const modal = { rechargeModal: true };
  run([
    ['spec 000 §2: from a non-office page → cancelled, recharge modal opens', '/en/office/recharge', { ...PLAYER, fromUrl: '/en/slots' }, modal, cancel([{ type: 'open-recharge-modal' }])],
    ['spec 000 §2: from an office page → the page opens', '/en/office/recharge', { ...PLAYER, fromUrl: '/en/office/history' }, modal, allow('office.recharge')],
    ['spec 000 §2: with an after-registration redirect url → the page opens', '/en/office/recharge', { ...PLAYER, fromUrl: '/en/slots', afterRegistrationRedirectUrl: '/en/slots' }, modal, allow('office.recharge')],
    ['design: the first load opens the page', '/en/office/recharge', PLAYER, modal, allow('office.recharge')],
    ['spec 000 §2: setting off → the page opens', '/en/office/recharge', { ...PLAYER, fromUrl: '/en/slots' }, {}, allow('office.recharge')],
    ['design: only the recharge route itself (not recharge/form)', '/en/office/recharge/form', { ...PLAYER, fromUrl: '/en/slots' }, modal, allow('office.recharge.form')],
  ]);
});

describe('spec 000 §2, §8: status and layouts', () => {
  run([
    ['spec 000 §2: the 500 page renders with status 500', '/en/500', {}, {}, allow('error.500', { status: 500, layout: 'default' })],
    ['spec 000 §2: other pages render with status 200', '/en/slots', {}, {}, allow('casino.slots', { status: 200, layout: 'default', lng: 'en', params: {} })],
    ['spec 000 §2: payment result pages use the empty layout', '/en/onpay/success', {}, {}, allow('onpay.success', { layout: 'empty' })],
  ]);

  it.each([
    ['default', 'default'],
    ['empty', 'empty'],
    ['blocked', 'blocked'],
    ['fancy', 'default'],
    ['', 'default'],
  ])('spec 000 §2: layout %s resolves to %s (unknown falls back to default)', (name, expected) => {
    expect(resolveLayout(name)).toBe(expected);
  });

  it.each([
    ['en', '', '', '', '/en'],
    ['en', '', '?a=1', '', '/en/?a=1'],
    ['ru', 'slots', '?a=1', '#x', '/ru/slots?a=1#x'],
  ])('localizedHref(%s, %s, %s, %s) = %s', (lng, path, search, hash, expected) => {
    expect(localizedHref(lng, path, search, hash)).toBe(expected);
  });
});
