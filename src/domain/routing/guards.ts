import { allowedLanguages, resolveLanguage } from '../i18n';
import { isSafeReturnUrl } from '../security';
import type { SiteConfig } from '../config';
import { EMPTY_GAME_ROUTES, resolveGameRoute, type GameRouteLookup } from './game-routes';
import { buildPath, matchLocation, matchSegments, paramsMatchPatterns, splitLanguagePrefix } from './match';
import type { Guard, GuardInput, GuardStep } from './guard';
import type { Location, NavigationContext, NavigationDecision, NavigationEffect } from './navigation';
import { getQueryParam, mergeQuery, removeQueryParam } from './query';
import type { LayoutName, RouteDef, RouteParams } from './route';
import { ROUTES } from './route-map';
import { lookupRouteMiddleware, ROUTE_MIDDLEWARE, type RouteMiddlewareRegistry } from './route-middleware';

/**
 * Navigation guards (spec 000 §2, §4, §5, §6; spec 001 §2, §4, §5) as small
 * pure functions run in a fixed order by `decideNavigation`. Each guard either
 * decides (redirect, not-found, cancel, external) or lets the navigation go
 * on, optionally asking for shell effects; effects gathered on the way are
 * attached to the final decision.
 *
 * Order (see NAVIGATION_GUARDS):
 *  1. cancelWhileBlocked      navigation cancelled while blocking is on (not on first load)
 *  2. blockingReason          blocking reason → its system page; stale blocking page → /{lng}
 *  3. languagePrefix          missing or disallowed prefix → same path under the resolved language
 *  4. mobilePlatform          platform_type=mobile → force-mobile-platform, stripped off non-mobile pages
 *  5. paymentConsultant       payment_consultant=1 → remember-payment-consultant
 *  6. unknownPath             no route → 404
 *  7. paramPatterns           a param outside its pattern → 404
 *  8. availability            availability flag off or disabled path fragment → 404
 *  9. statistics              statistics flag off → 404
 * 10. routeMiddleware         the route's named guards from the registry (registration / identification /
 *                             payment unavailable → 404); a name with no entry → 500 unknown-middleware
 * 11. fixedRedirect           route-table redirects (incl. user/action.php, user/forgotpassword)
 * 12. gameRoutes              numeric ids and legacy game routes → current game route
 * 13. bonusFamily             the family promoBonusToOffer does not select → its twin
 * 14. slotFirstDeposit        bonus slot_first_deposit → casino/slot-first-deposit
 * 15. bonusRules              bonuses section rules without its flag → 404
 * 16. requiresAuth            visitor → login (home / authorization) + open-auth-block; session unresolved → wait
 * 17. banned                  banned account → external blocked page (deduce exceptions)
 * 18. unauthorizedOnly        signed-in, not banned → home (account page on account sites)
 * 19. forgotPasswordModal     home ?showForgotPasswordModal=1 for a visitor → open-forgot-password
 * 20. rechargeModal           recharge opened as a modal instead (cancel + open-recharge-modal)
 * then allow, with status 500 on the error page and the layout resolved.
 */

/** Query keys the guards read. */
export const QUERY_KEYS = {
  platformType: 'platform_type',
  paymentConsultant: 'payment_consultant',
  showForgotPasswordModal: 'showForgotPasswordModal',
  returnUrl: 'returnUrl',
  /** site-updates keeps the interrupted path here (spec 000 §4). */
  blockedPath: 'path',
} as const;

/** spec 000 §4: the verify route is exempt from blocking. */
export const VERIFY_ROUTE = 'user.accountverify';
/** spec 000 §4: blocking reason 4 (site updates) keeps the current path as a query. */
export const SITE_UPDATES_REASON = 4;
/** Availability flag that opens the bonuses rules section (spec 000 §2). */
export const BONUS_RULES_FLAG = 'bonusRules';
/** spec 000 §2: bonus id that leaves for the third-party first-deposit page. */
export const SLOT_FIRST_DEPOSIT_BONUS_ID = 'slot_first_deposit';
export const SLOT_FIRST_DEPOSIT_PATH = 'casino/slot-first-deposit';
/** The withdrawal route a banned account may still open at ban 53 (v1) or 45 (other versions); spec 000 §4, spec 001 §4. */
export const DEDUCE_ROUTE = 'office.deduce';
/**
 * The routes of that exception. Spec 001 §4: "The exception is the deduce
 * route when the ban level is 53 (ban version 1) or 45 (otherwise)"; spec
 * 000 §4: "except deduce when ban level is 53 ...". The withdrawal is
 * deduce and its form deduce/form (spec 000 §2 office list, a child of
 * deduce in the route map); the page without its form would let the player
 * see but never make the withdrawal (QA8 #10), so both are the exception.
 */
export const DEDUCE_EXCEPTION_ROUTES: ReadonlySet<string> = new Set([DEDUCE_ROUTE, 'office.deduce.form']);

const LOGIN_ROUTE = 'user.login';
const ACCOUNT_SITE_LOGIN_ROUTE = 'authorization';
const ACCOUNT_PAGE_ROUTE = 'office.account';
const RECHARGE_ROUTE = 'office.recharge';
const BONUS_PAGE_ROUTES: ReadonlySet<string> = new Set(['promo.bonus', 'promo.bonus-offer']);
const BONUS_LISTING_ROUTES: ReadonlySet<string> = new Set(['promo.bonuses', 'promo.bonuses-offers']);

export type { Guard, GuardInput, GuardStep } from './guard';

const next = (...effects: NavigationEffect[]): GuardStep => ({ kind: 'next', effects });
const redirect = (to: string, status: 301 | 302 = 302, ...effects: NavigationEffect[]): NavigationDecision => ({
  kind: 'redirect',
  to,
  status,
  effects,
});
const notFound = (input: GuardInput): NavigationDecision => ({ kind: 'not-found', lng: input.lng, effects: [] });

/**
 * A URL under the language: '/{lng}' for home, '/{lng}/' when home carries a
 * query (spec 000 §2: '/{lng}/?showForgotPasswordModal=1'), else '/{lng}/{path}'.
 */
export function localizedHref(lng: string, path: string, search = '', hash = ''): string {
  const base = path === '' ? (search === '' ? `/${lng}` : `/${lng}/`) : `/${lng}/${path}`;
  return `${base}${search}${hash}`;
}

/** spec 000 §2: an unknown layout falls back to default. */
export function resolveLayout(name: string): LayoutName {
  return name === 'empty' || name === 'blocked' ? name : 'default';
}

/** The system page route showing a blocking reason (spec 000 §4); null when the reason has no page. */
export function blockingPageFor(reason: number | null, routes: readonly RouteDef[] = ROUTES): RouteDef | null {
  if (reason === null) return null;
  return routes.find((route) => route.blockingReasons?.includes(reason)) ?? null;
}

/** spec 000 §4, spec 001 §4: deduce (and its form) stays open for ban level 53 on version 1 and 45 on any other version. */
export function isDeduceBanException(routeName: string, banLevel: number, banVersion: number): boolean {
  return (
    DEDUCE_EXCEPTION_ROUTES.has(routeName) &&
    ((banLevel === 53 && banVersion === 1) || (banLevel === 45 && banVersion !== 1))
  );
}

/**
 * Navigation is cancelled while blocking is on (spec 000 §4, spec 001 §4).
 * The first load is never cancelled, nor the way to the page the current
 * blocking reason shows or to the exempt verify route, or the player could
 * never reach them.
 */
export const cancelWhileBlocked: Guard = ({ ctx, match, routes }) => {
  if (!ctx.navigationBlocked || ctx.from === null) return next();
  const name = match?.route.name;
  if (name === VERIFY_ROUTE || (name !== undefined && name === blockingPageFor(ctx.blockingReason, routes)?.name)) {
    return next();
  }
  return { kind: 'cancel', effects: [] };
};

/** spec 000 §4: blocking reason → system page; a blocking page whose reason is gone → /{lng}. */
export const blockingReason: Guard = ({ ctx, match, lng, location, routes }) => {
  const route = match?.route;
  if (route?.name === VERIFY_ROUTE) return next();
  const page = blockingPageFor(ctx.blockingReason, routes);
  if (page !== null) {
    if (route?.name === page.name) return next();
    const keepPath = ctx.blockingReason === SITE_UPDATES_REASON && route?.name !== 'home';
    const search = keepPath
      ? `?${QUERY_KEYS.blockedPath}=${encodeURIComponent(location.pathname + location.search)}`
      : '';
    return redirect(localizedHref(lng, buildPath(page.path), search));
  }
  if (route?.blockingReasons !== undefined) return redirect(localizedHref(lng, ''));
  return next();
};

/**
 * spec 000 §2, spec 001 §2: every path starts with an allowed /{lng}/. A prefix is two lowercase letters (spec 000
 * §5), so QA19 #6: "/Ru/line/all" had no prefix and went to "/en/Ru/line/all", a 404 in English. Design: a first
 * segment that names an allowed language in another case is that language ("/Ru/line/all" → "/ru/line/all"), and
 * empty segments ("/en//line//all") are dropped, as leading sites normalise such addresses rather than 404 them.
 */
export const languagePrefix: Guard = ({ ctx, prefix, segments, lng, location }) => {
  const allowed = allowedLanguages(ctx.siteConfig, ctx.isAuthenticated);
  const emptySegments = location.pathname.includes('//');
  if (prefix !== null && allowed.includes(prefix)) {
    return emptySegments ? redirect(localizedHref(prefix, segments.join('/'), location.search, location.hash), 301) : next();
  }
  const first = segments[0];
  if (prefix === null && first !== undefined && /^[a-z]{2}$/i.test(first) && allowed.includes(first.toLowerCase())) {
    return redirect(localizedHref(first.toLowerCase(), segments.slice(1).join('/'), location.search, location.hash), 301);
  }
  return redirect(localizedHref(lng, segments.join('/'), location.search, location.hash));
};

/**
 * spec 000 §2, spec 001 §2: platform_type=mobile forces the mobile platform and
 * is stripped on non-matching routes. Matching routes are the mobile pages
 * (RouteDef.platform 'mobile'); everywhere else the parameter is removed.
 */
export const mobilePlatform: Guard = ({ match, location }) => {
  if (getQueryParam(location.search, QUERY_KEYS.platformType) !== 'mobile') return next();
  const effect: NavigationEffect = { type: 'force-mobile-platform' };
  if (match?.route.platform === 'mobile') return next(effect);
  const search = removeQueryParam(location.search, QUERY_KEYS.platformType);
  return redirect(`${location.pathname}${search}${location.hash}`, 302, effect);
};

/** spec 000 §2: payment_consultant=1 is remembered in memory. */
export const paymentConsultant: Guard = ({ location }) =>
  getQueryParam(location.search, QUERY_KEYS.paymentConsultant) === '1'
    ? next({ type: 'remember-payment-consultant' })
    : next();

/** spec 000 §8: unknown page → 404 "This page could not be found". */
export const unknownPath: Guard = (input) => (input.match === null ? notFound(input) : next());

/** spec 000 §5 (print coupon id digits only) and every other paramPatterns row. */
export const paramPatterns: Guard = (input) =>
  input.match !== null && !paramsMatchPatterns(input.match.route, input.match.params) ? notFound(input) : next();

/**
 * spec 000 §2: a route is off when its availability flag is off or a disabled
 * fragment is in its path pattern. Fragments are checked against the pattern
 * (not the URL), so a game named after a disabled section stays reachable.
 * The header's section links use the same rule (QA8 #13).
 */
export function routeAvailable(route: RouteDef, config: SiteConfig): boolean {
  if (route.availabilityFlag !== undefined && config.availability[route.availabilityFlag] !== true) return false;
  return !config.disabledPathFragments.some((fragment) => fragment !== '' && route.path.includes(fragment));
}

/** spec 000 §2: a route that is off (routeAvailable) is a 404. */
export const availability: Guard = (input) => {
  const route = input.match?.route;
  return route === undefined || routeAvailable(route, input.ctx.siteConfig) ? next() : notFound(input);
};

/** spec 000 §2: statistics returns 404 unless its flag is on. */
export const statistics: Guard = (input) =>
  input.match?.route.statisticsFlag === true && !input.ctx.siteConfig.statisticsEnabled ? notFound(input) : next();

/**
 * spec 000 §8: the route's named guards (route-middleware.ts), run in the order the route names them. A name the
 * registry has no guard for is a 500 "Unknown middleware", never a page let through unguarded.
 */
export const routeMiddleware: Guard = (input) => {
  if (input.match === null) return next();
  const lookup = lookupRouteMiddleware(input.match.route, input.middleware);
  if (lookup.kind === 'unknown-middleware') {
    return { kind: 'unknown-middleware', name: lookup.name, route: input.match.route, lng: input.lng, effects: [] };
  }
  for (const guard of lookup.guards) {
    const step = guard(input);
    if (step.kind !== 'next') return step;
  }
  return next();
};

const splitTarget = (target: string): { path: string; search: string } => {
  const at = target.indexOf('?');
  return at === -1 ? { path: target, search: '' } : { path: target.slice(0, at), search: target.slice(at) };
};

/**
 * Route-table redirects (spec 000 §2). The current query and hash are kept;
 * a query in the target is merged over them. user/action.php picks its target
 * by the action query (forgot → password reset, else activate).
 */
export const fixedRedirect: Guard = ({ match, lng, location }) => {
  const spec = match?.route.redirect;
  if (match === null || spec === undefined) return next();
  const when = spec.whenQuery;
  const target = when !== undefined && getQueryParam(location.search, when.key) === when.value ? when.to : spec.to;
  const { path, search } = splitTarget(target);
  return redirect(
    localizedHref(lng, buildPath(path, match.params), mergeQuery(location.search, search), location.hash),
    spec.status,
  );
};

/**
 * spec 000 §2: legacy and numeric game ids redirect permanently (301) to the
 * current game route; a legacy route with no match goes to the games index
 * (302, since the game may appear later). An unknown numeric id, or a game
 * route the loaded list does not name, is a 404.
 * When the games preview failed to load nothing is known, so an id that
 * does not resolve is neither a 404 nor sent away: the route opens and its
 * page says the games could not be loaded (QA8 #11).
 */
export const gameRoutes: Guard = (input) => {
  const { match, lng, location, games } = input;
  const kind = match?.route.gameRedirect;
  if (match === null || kind === undefined) return next();
  const value = match.params.gameRoute;
  const listUnavailable = games.unavailable === true;
  const toGame = (route: string) =>
    redirect(localizedHref(lng, buildPath('games/:gameRoute', { gameRoute: route }), location.search), 301);
  if (kind === 'legacy') {
    const current = value === undefined ? null : resolveGameRoute(games, value, true);
    if (current !== null) return toGame(current);
    return value !== undefined && listUnavailable ? next() : redirect(localizedHref(lng, 'games', location.search), 302);
  }
  if (value === undefined) return next();
  const current = resolveGameRoute(games, value);
  if (current !== null && current !== value) return toGame(current);
  if (listUnavailable) return next();
  // README: a list that loaded keeps the 404 for an unknown id, and for a route it does not name (QA18 #8:
  // 'abc' and '-1' showed the game page while '999999' was a 404)
  return games.routes.has(value) ? next() : notFound(input);
};

/**
 * spec 000 §2: promoBonusToOffer selects the offers family, otherwise the
 * bonuses family; a route of the other family is replaced by its twin with the
 * same params and query (302, the setting may change).
 */
export const bonusFamily: Guard = ({ match, ctx, lng, location, routes }) => {
  const family = match?.route.bonusFamily;
  if (match === null || family === undefined) return next();
  const active = ctx.siteConfig.promoBonusToOffer ? 'offers' : 'bonuses';
  if (family.family === active) return next();
  const twin = routes.find((route) => route.name === family.twin);
  if (twin === undefined) return next();
  return redirect(localizedHref(lng, buildPath(twin.path, match.params), location.search, location.hash));
};

/** spec 000 §2: bonus slot_first_deposit → 301 /{lng}/casino/slot-first-deposit when the setting is on. */
export const slotFirstDeposit: Guard = ({ match, ctx, lng }) =>
  match !== null &&
  BONUS_PAGE_ROUTES.has(match.route.name) &&
  match.params.bonusId === SLOT_FIRST_DEPOSIT_BONUS_ID &&
  ctx.siteConfig.slotFirstDepositRedirect
    ? redirect(localizedHref(lng, SLOT_FIRST_DEPOSIT_PATH), 301)
    : next();

/** spec 000 §2: a bonuses route with section rules is a 404 unless its availability flag is set. */
export const bonusRules: Guard = (input) =>
  input.match !== null &&
  BONUS_LISTING_ROUTES.has(input.match.route.name) &&
  input.match.params.section === 'rules' &&
  input.ctx.siteConfig.availability[BONUS_RULES_FLAG] !== true
    ? notFound(input)
    : next();

/**
 * spec 000 §6: a route needing login sends a visitor to login with a return
 * URL and opens the authorization block; home when login is unavailable (no
 * auth block then, there is nothing to open); account-type sites use their
 * authorization app route ('authorization') instead of user/login. The
 * return URL is the whole address asked for: path, query and hash.
 */
export const requiresAuth: Guard = ({ match, ctx, lng, location, routes }) => {
  if (match?.route.requiresAuth !== true || ctx.isAuthenticated) return next();
  // QA18 #1: a check that could not be made is not "no session"; the page waits for an answer
  if (ctx.sessionUnresolved === true) {
    return { kind: 'session-unresolved', route: match.route, params: match.params, lng, layout: resolveLayout(match.route.layout), effects: [] };
  }
  const config = ctx.siteConfig;
  if (!config.loginAvailable) return redirect(localizedHref(lng, ''));
  const loginName = config.isAccountSite ? ACCOUNT_SITE_LOGIN_ROUTE : LOGIN_ROUTE;
  const login = routes.find((route) => route.name === loginName);
  // QA8 #19: the hash is part of the page asked for ('office/verification#docs').
  const target = location.pathname + location.search + location.hash;
  const returnUrl = `?${QUERY_KEYS.returnUrl}=${encodeURIComponent(target)}`;
  return redirect(localizedHref(lng, buildPath(login?.path ?? 'user/login'), returnUrl), 302, {
    type: 'open-auth-block',
  });
};

/** spec 000 §4, spec 001 §4: a banned account leaves for the external blocked page. */
export const banned: Guard = ({ match, ctx }) => {
  const route = match?.route;
  if (route === undefined || ctx.banLevel <= 0 || route.bannedAllowed === true) return next();
  if (isDeduceBanException(route.name, ctx.banLevel, ctx.banVersion)) return next();
  return { kind: 'external', url: ctx.siteConfig.blockedPageUrl };
};

/**
 * spec 000 §4, §6: a signed-in, not-banned player on an unauthorized-only route goes home (account page on account
 * sites), or to the page's safe return url: signing in on the login page must land on the return url in one step
 * (QA8 #9: home showed first and counted a false page_view before the auth navigator went on).
 */
export const unauthorizedOnly: Guard = ({ match, ctx, lng, location, routes }) => {
  if (match?.route.unauthorizedOnly !== true || !ctx.isAuthenticated || ctx.banLevel > 0) return next();
  const returnUrl = getQueryParam(location.search, QUERY_KEYS.returnUrl);
  if (isSafeReturnUrl(returnUrl)) return redirect(returnUrl);
  if (!ctx.siteConfig.isAccountSite) return redirect(localizedHref(lng, ''));
  const account = routes.find((route) => route.name === ACCOUNT_PAGE_ROUTE);
  return redirect(localizedHref(lng, buildPath(account?.path ?? 'office/account')));
};

/** spec 000 §2, spec 001 §2: home opens the forgot-password modal for a visitor with showForgotPasswordModal=1. */
export const forgotPasswordModal: Guard = ({ match, ctx, location }) =>
  match?.route.name === 'home' &&
  !ctx.isAuthenticated &&
  getQueryParam(location.search, QUERY_KEYS.showForgotPasswordModal) === '1'
    ? next({ type: 'open-forgot-password' })
    : next();

/**
 * spec 000 §2: with the recharge-modal setting on, navigation to recharge is
 * cancelled (and the modal opened) when coming from a non-office page and no
 * after-registration redirect URL is set. The first load has no page to stay
 * on, so it opens the page.
 */
export const rechargeModal: Guard = ({ match, ctx, routes }) => {
  if (match?.route.name !== RECHARGE_ROUTE || !ctx.siteConfig.rechargeModal || ctx.from === null) return next();
  if (ctx.afterRegistrationRedirectUrl) return next();
  if (matchLocation(ctx.from.pathname, routes)?.route.page === 'office') return next();
  return { kind: 'cancel', effects: [{ type: 'open-recharge-modal' }] };
};

export const NAVIGATION_GUARDS: ReadonlyArray<{ name: string; guard: Guard }> = [
  { name: 'cancelWhileBlocked', guard: cancelWhileBlocked },
  { name: 'blockingReason', guard: blockingReason },
  { name: 'languagePrefix', guard: languagePrefix },
  { name: 'mobilePlatform', guard: mobilePlatform },
  { name: 'paymentConsultant', guard: paymentConsultant },
  { name: 'unknownPath', guard: unknownPath },
  { name: 'paramPatterns', guard: paramPatterns },
  { name: 'availability', guard: availability },
  { name: 'statistics', guard: statistics },
  { name: 'routeMiddleware', guard: routeMiddleware },
  { name: 'fixedRedirect', guard: fixedRedirect },
  { name: 'gameRoutes', guard: gameRoutes },
  { name: 'bonusFamily', guard: bonusFamily },
  { name: 'slotFirstDeposit', guard: slotFirstDeposit },
  { name: 'bonusRules', guard: bonusRules },
  { name: 'requiresAuth', guard: requiresAuth },
  { name: 'banned', guard: banned },
  { name: 'unauthorizedOnly', guard: unauthorizedOnly },
  { name: 'forgotPasswordModal', guard: forgotPasswordModal },
  { name: 'rechargeModal', guard: rechargeModal },
];

const addEffects = (effects: NavigationEffect[], more: readonly NavigationEffect[] = []): NavigationEffect[] =>
  more.reduce((all, effect) => (all.some((known) => known.type === effect.type) ? all : [...all, effect]), effects);

/**
 * The decision for a navigation to `location` (order documented above).
 * `games` resolves legacy and numeric game ids; `routes` defaults to ROUTES and `middleware` to the shipped
 * registry of named route guards (spec 000 §8).
 */
export function decideNavigation(
  location: Location,
  ctx: NavigationContext,
  games: GameRouteLookup = EMPTY_GAME_ROUTES,
  routes: readonly RouteDef[] = ROUTES,
  middleware: RouteMiddlewareRegistry = ROUTE_MIDDLEWARE,
): NavigationDecision {
  const { lng: prefix, segments } = splitLanguagePrefix(location.pathname);
  const allowed = allowedLanguages(ctx.siteConfig, ctx.isAuthenticated);
  // spec 001 §5: a missing prefix takes the player's language, a disallowed one the default, else English.
  const lng =
    prefix !== null && allowed.includes(prefix)
      ? prefix
      : resolveLanguage(prefix ?? ctx.playerLanguage, ctx.siteConfig, ctx.isAuthenticated);
  const input: GuardInput = { location, ctx, prefix, segments, lng, match: matchSegments(segments, routes), routes, games, middleware };

  let effects: NavigationEffect[] = [];
  for (const { guard } of NAVIGATION_GUARDS) {
    const step = guard(input);
    if (step.kind === 'next') {
      effects = addEffects(effects, step.effects);
      continue;
    }
    if (step.kind === 'external') return step;
    return { ...step, effects: addEffects(effects, step.effects) };
  }

  // unknownPath has already answered a path without a route; this keeps the types honest.
  if (input.match === null) return { kind: 'not-found', lng, effects };
  const { route, params } = input.match;
  return {
    kind: 'allow',
    route,
    params,
    lng,
    layout: resolveLayout(route.layout),
    status: route.status === 500 ? 500 : 200,
    effects,
  };
}
