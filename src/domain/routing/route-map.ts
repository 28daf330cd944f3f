import type { RouteDef } from './route';

/**
 * The complete route map (spec 000 §2, spec 001 §2). Paths are relative to the
 * optional two-letter language prefix and use React Router syntax.
 *
 * Conventions:
 * - `name` is dotted and stable (context first: 'office.account');
 * - `titleKey` is 'route_' + name with dots turned into underscores;
 * - `page` is the UI module id that renders the route (one lazy chunk);
 * - `parent` feeds breadcrumbs.
 *
 * Table order matters only between equally specific patterns (see match.ts).
 */

type RouteOptions = Omit<RouteDef, 'name' | 'path' | 'page' | 'titleKey' | 'layout'> & {
  layout?: RouteDef['layout'];
};

export const titleKeyOf = (name: string): string => `route_${name.replace(/\./g, '_')}`;

const route = (name: string, path: string, page: string, options: RouteOptions = {}): RouteDef => ({
  name,
  path,
  page,
  titleKey: titleKeyOf(name),
  layout: options.layout ?? 'default',
  ...options,
});

/** spec 000 §2: section is live or line. */
const SECTION = '^(live|line)$';

/**
 * Sport pages by page type (spec 000 §2, §9 page type ids). The home page type
 * has no path prefix; the others put their id first. Route names follow the
 * breadcrumb names of spec 001 §2: main section, main section champion, main game.
 */
const SPORT_PAGE_TYPES = ['home', 'betsonyour', 'topgame', 'marble', 'team', 'top-events'] as const;

const sportRoutes = (pageType: (typeof SPORT_PAGE_TYPES)[number]): RouteDef[] => {
  const prefix = pageType === 'home' ? '' : `${pageType}/`;
  const base = pageType === 'home' ? 'sports' : `sports.${pageType}`;
  const paramPatterns = { section: SECTION };
  return [
    route(`${base}.section`, `${prefix}:section/:menuSection/:sport?`, 'sports', { parent: 'home', paramPatterns }),
    route(`${base}.champ`, `${prefix}:section/:menuSection/:sport/:champ`, 'sports', {
      parent: `${base}.section`,
      paramPatterns,
    }),
    route(`${base}.game`, `${prefix}:section/:menuSection/:sport/:champ/:game`, 'sports', {
      parent: `${base}.champ`,
      paramPatterns,
    }),
  ];
};

/** spec 000 §2: cyber-sport type is real, virtual or stream; the bare page type redirects to 'real'. */
const cyberRoutes = (kind: 'cyber' | 'esports'): RouteDef[] => {
  const paramPatterns = { type: '^(real|virtual|stream)$' };
  const page = 'cyber';
  return [
    route(kind, kind, page, { redirect: { to: `${kind}/real`, status: 302 } }),
    route(`${kind}.type`, `${kind}/:type`, page, { parent: 'home', paramPatterns }),
    route(`${kind}.disciplines`, `${kind}/:type/disciplines`, page, { parent: `${kind}.type`, paramPatterns }),
    route(`${kind}.all`, `${kind}/:type/all`, page, { parent: `${kind}.type`, paramPatterns }),
    route(`${kind}.discipline`, `${kind}/:type/:discipline`, page, { parent: `${kind}.type`, paramPatterns }),
    route(`${kind}.discipline.champs`, `${kind}/:type/:discipline/champs`, page, {
      parent: `${kind}.discipline`,
      paramPatterns,
    }),
    route(`${kind}.champ`, `${kind}/:type/:discipline/:champ`, page, { parent: `${kind}.discipline`, paramPatterns }),
    route(`${kind}.game`, `${kind}/:type/:discipline/:champ/:game`, page, { parent: `${kind}.champ`, paramPatterns }),
  ];
};

const CASINO_ROUTES: RouteDef[] = [
  route('casino.bingo', 'bingo', 'casino'),
  route('casino.promo', 'bonus/casino', 'casino'),
  route('casino.promo.promotion', 'bonus/casino/promotions/:id', 'casino', { parent: 'casino.promo' }),
  route('casino.tournaments', 'bonus/casino/tournaments', 'casino', { parent: 'casino.promo' }),
  route('casino.promo.detail', 'bonus/casino/:id', 'casino', { parent: 'casino.promo' }),
  route('casino.tournament', 'tournaments/:id', 'casino', { parent: 'casino.tournaments' }),
  route('casino.brands', 'casino/brand', 'casino', { parent: 'casino.live' }),
  route('casino.fishinghunting', 'fishinghunting', 'casino'),
  route('casino.poker', 'poker/:game?', 'casino'),
  route('casino.tvgames', 'tvgames', 'casino'),
  route('casino.virtualsports', 'virtualsports', 'casino'),
  route('casino.fast-games', 'fast-games', 'casino'),
  route('casino.fast-bet', 'fast-bet', 'casino'),
  route('casino.scratchcards', 'scratchcards', 'casino'),
  // spec 000 §9: keno, slots and live casino URL values are keno, slots, casino.
  route('casino.keno', 'keno', 'casino'),
  route('casino.keno.game', 'keno/game/:gameId/:gameName', 'casino', { parent: 'casino.keno' }),
  route('casino.slots', 'slots/:subcategory?', 'casino'),
  route('casino.slots.game', 'slots/game/:gameId/:gameName', 'casino', { parent: 'casino.slots' }),
  route('casino.slots.vulkan', 'slots/vulkan', 'casino', { parent: 'casino.slots' }),
  route('casino.live', 'casino/:subcategory?', 'casino'),
  route('casino.live.game', 'casino/game/:gameId/:gameName', 'casino', { parent: 'casino.live' }),
  route('casino.asian-games', 'asian-games', 'casino'),
  route('casino.card-games', 'card-games', 'casino'),
  route('casino.crash-games', 'crash-games', 'casino'),
  route('casino.skill-games', 'skill-games', 'casino'),
  // spec 000 §6: my-casino and favorites need login.
  route('casino.my-casino', 'my-casino', 'casino', { requiresAuth: true }),
  route('casino.my-casino.favorites', 'my-casino/favorites', 'casino', {
    parent: 'casino.my-casino',
    requiresAuth: true,
  }),
  route('casino.lobby', 'casino-lobby', 'casino'),
  route('casino.providers', 'providers', 'casino'),
  route('casino.provider', 'providers/:provider', 'casino', { parent: 'casino.providers' }),
  route('casino.search', 'casino-search', 'casino'),
  route('casino.othergames', 'othergames', 'casino'),
  route('casino.tvgames-poker', 'tvgames/view/poker', 'casino', { redirect: { to: 'poker', status: 301 } }),
  route('casino.vulkan', 'vulkan', 'casino', { redirect: { to: 'slots/vulkan', status: 301 } }),
];

const USER_ROUTES: RouteDef[] = [
  // spec 001 §3: registration types one_click, phone, full, social.
  route('registration', 'registration/:type?', 'auth', {
    middleware: ['registration'],
    unauthorizedOnly: true,
    paramPatterns: { type: '^(one_click|phone|full|social)$' },
  }),
  // Account-type sites send visitors here instead of user/login (spec 000 §6).
  route('authorization', 'authorization', 'auth', { unauthorizedOnly: true }),
  route('user.login', 'user/login', 'auth', { unauthorizedOnly: true }),
  // Designed (spec 001 §7 Login API "OAuth"): the provider sends the browser back here; the page reads and exchanges its code.
  route('user.oauth-callback', 'oauth/:provider/callback', 'auth'),
  route('user.registration-php', 'user/registration.php', 'auth', { redirect: { to: 'registration', status: 301 } }),
  route('user.action-php', 'user/action.php', 'auth', {
    redirect: {
      to: 'user/activate',
      status: 302,
      whenQuery: { key: 'action', value: 'forgot', to: 'user/passwordreset' },
    },
  }),
  route('user.accountverify', 'user/accountverify', 'auth'),
  // spec 001 §2: the activatefast route's type parameter is activatefast or activate.
  route('user.activatefast', 'user/:type', 'auth', { paramPatterns: { type: '^(activatefast|activate)$' } }),
  route('user.passwordreset', 'user/passwordreset', 'auth'),
  route('user.forgotpassword', 'user/forgotpassword', 'auth', {
    redirect: { to: '?showForgotPasswordModal=1', status: 302 },
  }),
  route('user.stopnewsletter', 'user/stopnewsletter', 'auth'),
  route('user.coupon', 'user/coupon', 'auth', { redirect: { to: '', status: 302 } }),
];

const office = (child: string, options: RouteOptions = {}, name = `office.${child.replace(/\//g, '.')}`): RouteDef =>
  route(name, `office/${child}`, 'office', { parent: 'office', requiresAuth: true, ...options });

const OFFICE_ROUTES: RouteDef[] = [
  route('office', 'office', 'office', { requiresAuth: true, redirect: { to: 'office/account', status: 302 } }),
  office('account'),
  office('history'),
  office('historypay'),
  office('recharge'),
  office('recharge/form', { parent: 'office.recharge' }),
  office('security'),
  office('responsible'),
  office('settings'),
  office('bonuses/deposit'),
  office('bonuses/wager'),
  office('casino/vipcashback'),
  office('casino/premiumcashback'),
  office('deduce'),
  office('deduce/form', { parent: 'office.deduce' }),
  office('promotion'),
  office('bringfriend'),
  office('support'),
  office('rewards'),
  office('verification'),
  office('identification', { middleware: ['identification'] }),
  office('share-idea'),
  // Payment consultant (spec 000 §2).
  office('payment/requests'),
  office('payment/requests/:topicId', { parent: 'office.payment.requests' }, 'office.payment.request'),
  office(
    'payment/requests/:topicId/transactions',
    { parent: 'office.payment.request' },
    'office.payment.request.transactions',
  ),
  office(
    'payment/requests/:topicId/transactions/:transactionId',
    { parent: 'office.payment.request.transactions' },
    'office.payment.request.transaction',
  ),
  office(
    'payment/requests/:topicId/:subTopicId',
    { parent: 'office.payment.request' },
    'office.payment.request.subtopic',
  ),
  office('payment/create-request'),
  office(
    'payment/create-request/:topicId',
    { parent: 'office.payment.create-request' },
    'office.payment.create-request.topic',
  ),
  office(
    'payment/create-request/:topicId/:subTopicId',
    { parent: 'office.payment.create-request.topic' },
    'office.payment.create-request.subtopic',
  ),
  // spec 000 §2: block-appeal-history on a blocked layout, login required; a banned player must reach it.
  office('block-appeal-history', { layout: 'blocked', bannedAllowed: true }),
];

/** spec 000 §2: payment result pages have no header. */
const ONPAY_ROUTES: RouteDef[] = ['', 'withdraw/'].flatMap((kind) =>
  ['success', 'fail', 'pending', 'cancel'].map((result) =>
    route(`onpay.${kind.replace('/', '.')}${result}`, `onpay/${kind}${result}`, 'onpay', { layout: 'empty' }),
  ),
);

const information = (child: string, options: RouteOptions = {}): RouteDef =>
  route(`information.${child}`, `information/${child}`, 'information', options);

const INFORMATION_ROUTES: RouteDef[] = [
  route('information.rules-index', 'information/rules', 'information', {
    redirect: { to: 'information/rules/1', status: 302 },
  }),
  route('information.rules', 'information/rules/:ruleGroup?/:chapter?', 'information'),
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
    // spec 001 §2 breadcrumb names: betting awards, an IPL betting app page.
    'betting-awards',
    'ipl-betting-app',
  ].map((child) => information(child)),
  information('payment', { middleware: ['payment'] }),
];

const bonus = (
  name: string,
  path: string,
  family: 'bonuses' | 'offers',
  twin: string,
  options: RouteOptions = {},
): RouteDef => route(name, path, 'promo', { bonusFamily: { family, twin }, ...options });

/**
 * spec 000 §2: two bonus families; each route names its twin in the other
 * family, with the same parameter names so params carry over unchanged.
 */
const PROMO_ROUTES: RouteDef[] = [
  bonus('promo.bonuses', 'bonuses/:section?', 'bonuses', 'promo.bonuses-offers'),
  bonus('promo.bonuses-games', 'bonuses/games', 'bonuses', 'promo.bonuses-offers-games', { parent: 'promo.bonuses' }),
  bonus('promo.bonus', 'bonus/:bonusId', 'bonuses', 'promo.bonus-offer', { parent: 'promo.bonuses' }),
  bonus('promo.bonus-partner', 'bonus-partner/:bonusId', 'bonuses', 'promo.bonus-offer-partner', {
    parent: 'promo.bonuses',
  }),
  bonus('promo.bonuses-offers', 'bonuses-offers/:section?', 'offers', 'promo.bonuses'),
  bonus('promo.bonuses-offers-games', 'bonuses-offers/games', 'offers', 'promo.bonuses-games', {
    parent: 'promo.bonuses-offers',
  }),
  bonus('promo.bonus-offer', 'bonus-offer/:bonusId', 'offers', 'promo.bonus', { parent: 'promo.bonuses-offers' }),
  bonus('promo.bonus-offer-partner', 'bonus-offer-partner/:bonusId', 'offers', 'promo.bonus-partner', {
    parent: 'promo.bonuses-offers',
  }),
  route('promo.promotion', 'promotions/:promotionId', 'promo'),
  route('promo.landing', 'landing/:landingId', 'promo'),
  route('promo', 'promo', 'promo'),
  route('promo.partners', 'ourpartners/:section?', 'promo'),
];

const GAMES_ROUTES: RouteDef[] = [
  route('games', 'games', 'games'),
  route('games.view', 'games/:gameRoute', 'games', { parent: 'games', gameRedirect: 'numeric-id' }),
  route('games.landing', 'games-landing/:landingRoute', 'games', { parent: 'games' }),
  // The old games entrance: always leaves for the current game route (spec 000 §2 legacy routes).
  route('games.entrance', 'allgamesentrance/:gameRoute?', 'games', { gameRedirect: 'legacy' }),
  ...['chest', 'fortuna', 'memory', 'safe', 'lottery', 'dragon'].map((game) =>
    route(`bonus-games.${game}`, `bonus-games/${game}`, 'games', { parent: 'games' }),
  ),
];

/**
 * System pages. Blocking pages list the reasons they show (spec 000 §4) and are
 * open to banned players, so the blocking notice is never replaced by the
 * external blocked page.
 */
const SYSTEM_ROUTES: RouteDef[] = [
  route('system.block', 'block', 'system', { layout: 'blocked', bannedAllowed: true, blockingReasons: [1, 2, 3, 5, 14] }),
  route('system.block-ua', 'block-ua', 'system', { layout: 'blocked', bannedAllowed: true, blockingReasons: [13] }),
  route('system.block-ie', 'block-ie', 'system', { layout: 'blocked', bannedAllowed: true, blockingReasons: [17] }),
  route('system.site-updates', 'site-updates', 'system', { layout: 'blocked', bannedAllowed: true, blockingReasons: [4] }),
  route('system.coming-soon', 'coming-soon', 'system', { layout: 'blocked', bannedAllowed: true, blockingReasons: [8] }),
  route('system.suspension', 'suspension', 'system', { layout: 'blocked', bannedAllowed: true, blockingReasons: [16] }),
  route('system.confirm-terms', 'confirm-terms', 'system'),
  route('system.oldbrowser', 'oldbrowser', 'system', { layout: 'empty', bannedAllowed: true }),
  route('error.500', '500', 'error', { status: 500, bannedAllowed: true }),
];

/**
 * The sections with a thank-you page ('{section}/thankyou', spec 000 §2
 * casino list). The spec does not list them, so they are the casino game
 * sections of this map (one-segment casino paths where games are played).
 * Anything else, office included, is a 404 (QA8 #15: 'office/thankyou'
 * showed the page without login, and any segment, '<script>' too, was taken).
 * my-casino is left out: it needs login, and the thank-you page does not.
 */
export const THANKYOU_SECTIONS = [
  'slots',
  'casino',
  'keno',
  'bingo',
  'poker',
  'tvgames',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'scratchcards',
  'fishinghunting',
  'asian-games',
  'card-games',
  'crash-games',
  'skill-games',
  'othergames',
  'casino-lobby',
] as const;

export const ROUTES: readonly RouteDef[] = [
  route('home', '', 'sports'),
  // Ties with 'slots/:subcategory?' and the like at equal score; listed first so 'slots/thankyou' is the thank-you page.
  route('casino.thankyou', ':section/thankyou', 'casino', {
    paramPatterns: { section: `^(${THANKYOU_SECTIONS.join('|')})$` },
  }),
  ...SPORT_PAGE_TYPES.flatMap(sportRoutes),
  route('sports.multi', 'multi', 'sports', { parent: 'home' }),
  route('sports.champs', 'champs/:champId?', 'sports', { parent: 'home' }),
  route('sports.team', 'team/:team', 'sports', { parent: 'home' }),
  route('sports.top-events', 'top-events/:pageSubType/:game?', 'sports', { parent: 'home' }),
  ...cyberRoutes('cyber'),
  ...cyberRoutes('esports'),
  ...CASINO_ROUTES,
  ...USER_ROUTES,
  ...OFFICE_ROUTES,
  ...ONPAY_ROUTES,
  ...INFORMATION_ROUTES,
  route('statistic', 'statistic', 'statistic', { statisticsFlag: true }),
  route('statisticpopup', 'statisticpopup', 'statistic', { statisticsFlag: true, layout: 'empty' }),
  route('results', 'results/:type?', 'results', { paramPatterns: { type: '^(live|zone)$' } }),
  // QA17 #6, our design (spec 000 §2 gives the route only): a placed coupon is the player's private betting data,
  // and its ids run in sequence, so the printed coupon asks for the player's session as the office does; the
  // backend answers another player's coupon as not found (getPlacedCoupon, 401 without a session).
  route('print-coupon', 'print-coupon/:couponId', 'coupon', { layout: 'empty', requiresAuth: true, paramPatterns: { couponId: '^\\d+$' } }),
  route('toto', 'toto/:section?', 'toto'),
  route('toto.tab', 'toto/:section/:tab', 'toto', {
    parent: 'toto',
    paramPatterns: { tab: '^(draws|next|coupons|nonimees)$' },
  }),
  // spec 001 §2: lotto sectionName is results or view.
  route('lotto', 'lotto/:sectionName?/:lottoId?', 'lotto', { paramPatterns: { sectionName: '^(results|view)$' } }),
  route('mobile', 'mobile', 'apps', { platform: 'mobile' }),
  route('mobile.app-download', 'mobile/app-download', 'apps', { parent: 'mobile', platform: 'mobile' }),
  route('mobile.apk-download', 'mobile/apk-download', 'apps', { parent: 'mobile', platform: 'mobile' }),
  route('desktop', 'desktop', 'apps', { platform: 'desktop' }),
  ...PROMO_ROUTES,
  route('betting-alphabet', 'betting-alphabet/:block?/:category?/:slug?', 'information'),
  route('blog', 'blog', 'blog'),
  route('blog.category', 'blog/categories/:categorySlug', 'blog', { parent: 'blog' }),
  route('blog.article', 'blog/:articleSlug', 'blog', { parent: 'blog' }),
  route('news', 'news/:slug?', 'news'),
  ...GAMES_ROUTES,
  ...SYSTEM_ROUTES,
];

/** Route lookup by name; undefined for an unknown name. */
export const routeByName = (name: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined =>
  routes.find((candidate) => candidate.name === name);
