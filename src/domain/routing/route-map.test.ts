import { describe, expect, it } from 'vitest';
import { buildPath, matchLocation, paramsMatchPatterns } from './match';
import { sampleParam } from './navigation.fixture';
import type { RouteDef } from './route';
import { ROUTES, routeByName, THANKYOU_SECTIONS, titleKeyOf } from './route-map';

const byName = (name: string): RouteDef => {
  const route = routeByName(name);
  if (route === undefined) throw new Error(`no route ${name}`);
  return route;
};

/** Sample params for a target pattern, taken from the source route's params where the names agree. */
const targetUrl = (source: RouteDef, target: string): string => {
  const path = target.split('?')[0] ?? '';
  const params = Object.fromEntries(
    [...path.matchAll(/:(\w+)\??/g)].map((found) => [found[1] ?? '', sampleParam(source, found[1] ?? '')]),
  );
  return `/en/${buildPath(path, params)}`;
};

describe('route map invariants', () => {
  it('every route name is unique', () => {
    const names = ROUTES.map((route) => route.name);
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  });

  it('every path pattern is unique', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths.filter((path, at) => paths.indexOf(path) !== at)).toEqual([]);
  });

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    "titleKey of %s is 'route_' + name with dots → underscores",
    (name, route) => {
      expect(route.titleKey).toBe(`route_${name.split('.').join('_')}`);
      expect(titleKeyOf(name)).toBe(route.titleKey);
    },
  );

  it('names are dotted lowercase words', () => {
    expect(ROUTES.filter((route) => !/^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(route.name)).map((r) => r.name)).toEqual([]);
  });

  it('every parent names a route', () => {
    expect(ROUTES.filter((route) => route.parent !== undefined && routeByName(route.parent) === undefined)).toEqual([]);
  });

  it('every route has a page module id', () => {
    expect(ROUTES.filter((route) => route.page === '')).toEqual([]);
  });

  it('spec 000 §2: layouts in the table are default, empty or blocked', () => {
    expect(new Set(ROUTES.map((route) => route.layout))).toEqual(new Set(['default', 'empty', 'blocked']));
  });

  it('QA8 #15: every thank-you section is a casino section of this map that needs no login', () => {
    for (const section of THANKYOU_SECTIONS) {
      const owner = ROUTES.find((route) => route.page === 'casino' && route.path.split('/')[0] === section);
      expect(owner, section).toBeDefined();
      expect(owner?.requiresAuth, section).not.toBe(true);
    }
  });

  it('every paramPatterns entry names a param of its path and is a valid expression', () => {
    for (const route of ROUTES) {
      for (const [name, source] of Object.entries(route.paramPatterns ?? {})) {
        expect(route.path, route.name).toMatch(new RegExp(`:${name}\\??(/|$)`));
        expect(() => new RegExp(source)).not.toThrow();
      }
    }
  });
});

describe('every redirect target matches a route', () => {
  const fixed = ROUTES.filter((route) => route.redirect !== undefined);
  const targets = fixed.flatMap((route) => {
    const spec = route.redirect;
    if (spec === undefined) return [];
    const rows: Array<[string, RouteDef, string]> = [[route.name, route, spec.to]];
    if (spec.whenQuery) rows.push([`${route.name} (${spec.whenQuery.key}=${spec.whenQuery.value})`, route, spec.whenQuery.to]);
    return rows;
  });

  it.each(targets)('spec 000 §2: redirect of %s lands on a route', (_name, source, target) => {
    const match = matchLocation(targetUrl(source, target));
    expect(match).not.toBeNull();
    if (match === null) return;
    expect(match.route.redirect, `${target} is itself a redirect`).toBeUndefined();
    expect(paramsMatchPatterns(match.route, match.params)).toBe(true);
  });

  it.each([
    ['spec 000 §2: slot_first_deposit → casino/slot-first-deposit', '/en/casino/slot-first-deposit', 'casino.live'],
    ['spec 000 §6: login for visitors', '/en/user/login', 'user.login'],
    ['spec 000 §6: authorization app route for account sites', '/en/authorization', 'authorization'],
    ['spec 000 §6: account page for account sites', '/en/office/account', 'office.account'],
    ['spec 000 §2: games index for legacy routes', '/en/games', 'games'],
    ['spec 000 §4: site-updates page', '/en/site-updates', 'system.site-updates'],
  ])('%s', (_rule, url, name) => {
    expect(matchLocation(url)?.route.name).toBe(name);
  });

  const families = ROUTES.filter((route) => route.bonusFamily !== undefined);
  it.each(families.map((route) => [route.name, route] as const))(
    'spec 000 §2: bonus route %s has a twin in the other family with the same params',
    (name, route) => {
      const twin = byName(route.bonusFamily?.twin ?? '');
      expect(twin.bonusFamily?.twin).toBe(name);
      expect(twin.bonusFamily?.family).not.toBe(route.bonusFamily?.family);
      const params = (path: string) => [...path.matchAll(/:(\w+\??)/g)].map((found) => found[1]);
      expect(params(twin.path)).toEqual(params(route.path));
    },
  );

  it('spec 000 §2: four routes per bonus family', () => {
    expect(families.filter((route) => route.bonusFamily?.family === 'bonuses').map((route) => route.name)).toEqual([
      'promo.bonuses',
      'promo.bonuses-games',
      'promo.bonus',
      'promo.bonus-partner',
    ]);
    expect(families.filter((route) => route.bonusFamily?.family === 'offers').map((route) => route.name)).toEqual([
      'promo.bonuses-offers',
      'promo.bonuses-offers-games',
      'promo.bonus-offer',
      'promo.bonus-offer-partner',
    ]);
  });
});

describe('spec coverage: every listed screen has a route', () => {
  it.each([
    ['spec 000 §2 sports: home', '/en', 'home'],
    ['spec 000 §2 sports: page type betsonyour', '/en/betsonyour/line/football', 'sports.betsonyour.section'],
    ['spec 000 §2 sports: page type topgame champ', '/en/topgame/live/football/1/2', 'sports.topgame.champ'],
    ['spec 000 §2 sports: page type marble game', '/en/marble/line/races/1/2/3', 'sports.marble.game'],
    ['spec 000 §2 sports: page type team', '/en/team/line/football', 'sports.team.section'],
    ['spec 000 §2 sports: page type top events', '/en/top-events/live/football/1', 'sports.top-events.section'],
    ['spec 000 §2 sports: multi', '/en/multi', 'sports.multi'],
    ['spec 000 §2 sports: champs/{champId?}', '/en/champs/12', 'sports.champs'],
    ['spec 000 §2 sports: champs without id', '/en/champs', 'sports.champs'],
    ['spec 000 §2 sports: team/{team}', '/en/team/arsenal', 'sports.team'],
    ['spec 000 §2 sports: top events {pageSubType}', '/en/top-events/today', 'sports.top-events'],
    ['spec 000 §2 cyber: cyber page type', '/en/cyber', 'cyber'],
    ['spec 000 §2 cyber: esports page type', '/en/esports', 'esports'],
    ['spec 000 §2 cyber: disciplines', '/en/cyber/real/disciplines', 'cyber.disciplines'],
    ['spec 000 §2 cyber: all', '/en/esports/virtual/all', 'esports.all'],
    ['spec 000 §2 cyber: game page', '/en/cyber/stream/dota/ti/99', 'cyber.game'],
    ['spec 000 §2 casino: bingo', '/en/bingo', 'casino.bingo'],
    ['spec 000 §2 casino: tournaments/{id}', '/en/tournaments/3', 'casino.tournament'],
    ['spec 000 §2 casino: fishinghunting', '/en/fishinghunting', 'casino.fishinghunting'],
    ['spec 000 §2 casino: poker/{game?}', '/en/poker/holdem', 'casino.poker'],
    ['spec 000 §2 casino: tvgames', '/en/tvgames', 'casino.tvgames'],
    ['spec 000 §2 casino: virtualsports', '/en/virtualsports', 'casino.virtualsports'],
    ['spec 000 §2 casino: fast-games', '/en/fast-games', 'casino.fast-games'],
    ['spec 000 §2 casino: fast-bet', '/en/fast-bet', 'casino.fast-bet'],
    ['spec 000 §2 casino: scratchcards', '/en/scratchcards', 'casino.scratchcards'],
    ['spec 000 §2 casino: keno', '/en/keno', 'casino.keno'],
    ['spec 000 §2 casino: asian-games', '/en/asian-games', 'casino.asian-games'],
    ['spec 000 §2 casino: card-games', '/en/card-games', 'casino.card-games'],
    ['spec 000 §2 casino: crash-games', '/en/crash-games', 'casino.crash-games'],
    ['spec 000 §2 casino: skill-games', '/en/skill-games', 'casino.skill-games'],
    ['spec 000 §2 casino: my-casino', '/en/my-casino', 'casino.my-casino'],
    ['spec 000 §2 casino: my-casino/favorites', '/en/my-casino/favorites', 'casino.my-casino.favorites'],
    ['spec 000 §2 casino: casino-lobby', '/en/casino-lobby', 'casino.lobby'],
    ['spec 000 §2 casino: providers', '/en/providers', 'casino.providers'],
    ['spec 000 §2 casino: providers/{provider}', '/en/providers/netent', 'casino.provider'],
    ['spec 000 §2 casino: casino-search', '/en/casino-search', 'casino.search'],
    ['spec 000 §2 casino: othergames', '/en/othergames', 'casino.othergames'],
    ['spec 000 §2 casino: tvgames/view/poker', '/en/tvgames/view/poker', 'casino.tvgames-poker'],
    ['spec 000 §2 casino: vulkan', '/en/vulkan', 'casino.vulkan'],
    ['spec 000 §2 account: registration/{type?}', '/en/registration/phone', 'registration'],
    ['spec 000 §2 account: user/registration.php', '/en/user/registration.php', 'user.registration-php'],
    ['spec 000 §2 account: user/action.php', '/en/user/action.php', 'user.action-php'],
    ['spec 000 §2 account: accountverify', '/en/user/accountverify', 'user.accountverify'],
    ['spec 000 §2 account: passwordreset', '/en/user/passwordreset', 'user.passwordreset'],
    ['spec 000 §2 account: forgotpassword', '/en/user/forgotpassword', 'user.forgotpassword'],
    ['spec 000 §2 account: stopnewsletter', '/en/user/stopnewsletter', 'user.stopnewsletter'],
    ['spec 000 §2 account: user/coupon', '/en/user/coupon', 'user.coupon'],
    ['spec 000 §2 account: oldbrowser', '/en/oldbrowser', 'system.oldbrowser'],
    ...[
      'account',
      'history',
      'historypay',
      'recharge',
      'recharge/form',
      'security',
      'responsible',
      'settings',
      'bonuses/deposit',
      'bonuses/wager',
      'casino/vipcashback',
      'casino/premiumcashback',
      'deduce',
      'deduce/form',
      'promotion',
      'bringfriend',
      'support',
      'rewards',
      'verification',
      'identification',
      'share-idea',
      'payment/requests',
      'payment/create-request',
      'block-appeal-history',
    ].map((child) => [`spec 000 §2 office: ${child}`, `/en/office/${child}`, `office.${child.replace(/\//g, '.')}`]),
    ['spec 000 §2 office: payment {topicId}', '/en/office/payment/requests/4', 'office.payment.request'],
    ['spec 000 §2 office: {topicId}/transactions/{transactionId}', '/en/office/payment/requests/4/transactions/9', 'office.payment.request.transaction'],
    ['spec 000 §2 office: {topicId}/{subTopicId}', '/en/office/payment/requests/4/2', 'office.payment.request.subtopic'],
    ...['success', 'fail', 'pending', 'cancel'].flatMap((result) => [
      [`spec 000 §2 onpay: ${result}`, `/en/onpay/${result}`, `onpay.${result}`],
      [`spec 000 §2 onpay: withdraw/${result}`, `/en/onpay/withdraw/${result}`, `onpay.withdraw.${result}`],
    ]),
    ...[
      'contacts',
      'about',
      'howbet',
      'cookies',
      'ussdinstruction',
      'licenses',
      'taxation',
      'consent',
      'simpleidentification',
      'smsbets',
      'amlkyc',
      'amlpolicy',
      'disputeresolution',
      'kycpolicy',
      'responsiblegaming',
      'cash_terminals',
      'betting-calculator',
      'payment',
    ].map((child) => [`spec 000 §2 information: ${child}`, `/en/information/${child}`, `information.${child}`]),
    ['spec 000 §2 other: statistic', '/en/statistic', 'statistic'],
    ['spec 000 §2 other: statisticpopup', '/en/statisticpopup', 'statisticpopup'],
    ['spec 000 §2 other: results/{type?}', '/en/results/live', 'results'],
    ['spec 000 §2 other: print-coupon/{couponId}', '/en/print-coupon/123', 'print-coupon'],
    ['spec 000 §2 other: toto/{section?}', '/en/toto/main', 'toto'],
    ['spec 000 §2 other: toto draws sub-path', '/en/toto/main/draws', 'toto.tab'],
    ['spec 000 §2 other: lotto/{sectionName?}/{lottoId?}', '/en/lotto/results/5', 'lotto'],
    ['spec 000 §2 other: mobile', '/en/mobile', 'mobile'],
    ['spec 000 §2 other: mobile/app-download', '/en/mobile/app-download', 'mobile.app-download'],
    ['spec 000 §2 other: mobile/apk-download', '/en/mobile/apk-download', 'mobile.apk-download'],
    ['spec 000 §2 other: desktop', '/en/desktop', 'desktop'],
    ['spec 000 §2 promo: promotions/{promotionId}', '/en/promotions/spring', 'promo.promotion'],
    ['spec 000 §2 promo: landing pages by landingId', '/en/landing/ipl', 'promo.landing'],
    ['spec 000 §2 promo: promo', '/en/promo', 'promo'],
    ['spec 000 §2 promo: ourpartners/{section?}', '/en/ourpartners/clubs', 'promo.partners'],
    ['spec 000 §2 promo: betting-alphabet', '/en/betting-alphabet/a/b/c', 'betting-alphabet'],
    ['spec 000 §2 blog: blog', '/en/blog', 'blog'],
    ['spec 000 §2 blog: categories', '/en/blog/categories/tips', 'blog.category'],
    ['spec 000 §2 blog: article', '/en/blog/how-to-bet', 'blog.article'],
    ['spec 000 §2 news', '/en/news', 'news'],
    ['spec 000 §2 games: index', '/en/games', 'games'],
    ['spec 000 §2 games: games/{gameRoute}', '/en/games/crash', 'games.view'],
    ['spec 000 §2 games: games-landing', '/en/games-landing/summer', 'games.landing'],
    ['spec 000 §2 games: allgamesentrance', '/en/allgamesentrance/old', 'games.entrance'],
    ...['chest', 'fortuna', 'memory', 'safe', 'lottery', 'dragon'].map((game) => [
      `spec 000 §2 bonus games: ${game}`,
      `/en/bonus-games/${game}`,
      `bonus-games.${game}`,
    ]),
    ['spec 000 §2 system: block', '/en/block', 'system.block'],
    ['spec 000 §2 system: block-ua', '/en/block-ua', 'system.block-ua'],
    ['spec 000 §2 system: block-ie', '/en/block-ie', 'system.block-ie'],
    ['spec 000 §2 system: site-updates', '/en/site-updates', 'system.site-updates'],
    ['spec 000 §2 system: coming-soon', '/en/coming-soon', 'system.coming-soon'],
    ['spec 000 §2 system: suspension', '/en/suspension', 'system.suspension'],
    ['spec 000 §2 system: confirm-terms', '/en/confirm-terms', 'system.confirm-terms'],
    ['spec 000 §2 system: error page 500', '/en/500', 'error.500'],
  ])('%s (%s)', (_rule, url, name) => {
    expect(matchLocation(url)?.route.name).toBe(name);
  });
});

describe('route metadata from the spec', () => {
  it.each([
    ['spec 000 §2: office routes need login', ROUTES.filter((route) => route.path.startsWith('office')), { requiresAuth: true }],
    ['spec 000 §6: my-casino needs login', [byName('casino.my-casino')], { requiresAuth: true }],
    ['spec 000 §6: favorites need login', [byName('casino.my-casino.favorites')], { requiresAuth: true }],
    ['spec 000 §2: registration is config-guarded and for visitors', [byName('registration')], { middleware: ['registration'], unauthorizedOnly: true }],
    ['spec 000 §2: login is for visitors', [byName('user.login')], { unauthorizedOnly: true }],
    ['spec 000 §2: identification is config-guarded', [byName('office.identification')], { middleware: ['identification'] }],
    ['spec 000 §2: payment info is config-guarded', [byName('information.payment')], { middleware: ['payment'] }],
    ['spec 000 §2: block-appeal-history on the blocked layout', [byName('office.block-appeal-history')], { layout: 'blocked', requiresAuth: true }],
    ['spec 000 §2: payment result pages have no header', ROUTES.filter((route) => route.path.startsWith('onpay/')), { layout: 'empty' }],
    ['spec 000 §2: statistics needs its flag', [byName('statistic'), byName('statisticpopup')], { statisticsFlag: true }],
    ['spec 000 §2: suspension on the blocked layout', [byName('system.suspension')], { layout: 'blocked', blockingReasons: [16] }],
    ['spec 000 §2: the 500 page renders status 500', [byName('error.500')], { path: '500', status: 500 }],
    ['spec 000 §2: office root redirects to account', [byName('office')], { redirect: { to: 'office/account', status: 302 } }],
    ['spec 000 §2: information/rules redirects to rules/1', [byName('information.rules-index')], { redirect: { to: 'information/rules/1', status: 302 } }],
    ['spec 000 §2: tvgames/view/poker → poker', [byName('casino.tvgames-poker')], { redirect: { to: 'poker', status: 301 } }],
    ['spec 000 §2: vulkan → slots/vulkan', [byName('casino.vulkan')], { redirect: { to: 'slots/vulkan', status: 301 } }],
    ['spec 000 §2: user/registration.php → registration', [byName('user.registration-php')], { redirect: { to: 'registration', status: 301 } }],
    [
      'spec 000 §2: user/action.php → passwordreset on forgot, else activate',
      [byName('user.action-php')],
      { redirect: { to: 'user/activate', whenQuery: { key: 'action', value: 'forgot', to: 'user/passwordreset' } } },
    ],
    ['spec 000 §2: forgotpassword → home ?showForgotPasswordModal=1', [byName('user.forgotpassword')], { redirect: { to: '?showForgotPasswordModal=1' } }],
    ['spec 000 §2: user/coupon → language root', [byName('user.coupon')], { redirect: { to: '' } }],
    ['spec 000 §2: cyber → real sub-route', [byName('cyber')], { redirect: { to: 'cyber/real' } }],
    ['spec 000 §2: esports → real sub-route', [byName('esports')], { redirect: { to: 'esports/real' } }],
    ['spec 000 §2: mobile pages keep platform_type', [byName('mobile'), byName('mobile.app-download'), byName('mobile.apk-download')], { platform: 'mobile' }],
  ])('%s', (_rule, routes, expected) => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route, route.name).toMatchObject(expected);
  });

  it.each([
    [1, 'system.block'],
    [2, 'system.block'],
    [3, 'system.block'],
    [5, 'system.block'],
    [14, 'system.block'],
    [4, 'system.site-updates'],
    [16, 'system.suspension'],
    [13, 'system.block-ua'],
    [17, 'system.block-ie'],
    [8, 'system.coming-soon'],
  ])('spec 000 §4: blocking reason %i is shown by %s, and by no other page', (reason, name) => {
    expect(ROUTES.filter((route) => route.blockingReasons?.includes(reason)).map((route) => route.name)).toEqual([name]);
  });
});
