import type { RouteDef, RouteParams } from './route';
import { ROUTES } from './route-map';

/**
 * Path matching with React Router 7 semantics, without React Router:
 * - ':name' matches one non-empty segment, ':name?' may be left out;
 * - static segments compare case-insensitively (React Router's default);
 * - among several matches the most specific wins by React Router's score
 *   (segment count, static 10, dynamic 3); equal scores keep table order.
 *
 * One deliberate addition: a match whose parameters satisfy the route's
 * `paramPatterns` beats one that does not. Two routes may therefore share a
 * shape ('team/:section/...' for section live|line next to 'team/:team'). When
 * no match satisfies its patterns, the most specific one is still returned so
 * the param-pattern guard can answer 404 for it.
 */

export interface RouteMatch {
  /** The two-letter language prefix, or null when the path has none. */
  lng: string | null;
  route: RouteDef;
  params: RouteParams;
}

/** spec 000 §5: a language prefix is exactly two lowercase letters. */
export const isLanguagePrefix = (segment: string | undefined): segment is string =>
  segment !== undefined && /^[a-z]{2}$/.test(segment);

/** Non-empty path segments, raw (still URI-encoded). */
export const pathSegments = (pathname: string): string[] => pathname.split('/').filter((segment) => segment !== '');

/** Splits a pathname into its language prefix (or null) and the raw segments after it. */
export function splitLanguagePrefix(pathname: string): { lng: string | null; segments: string[] } {
  const segments = pathSegments(pathname);
  const [first, ...rest] = segments;
  return isLanguagePrefix(first) ? { lng: first, segments: rest } : { lng: null, segments };
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

interface Variant {
  routeIndex: number;
  /** Position among the variants of one route; fills earlier optional params first. */
  order: number;
  segments: Segment[];
  score: number;
}

const parsePattern = (pattern: string): Segment[] =>
  pathSegments(pattern).map((segment) =>
    segment.startsWith(':')
      ? { kind: 'param', name: segment.slice(1).replace(/\?$/, ''), optional: segment.endsWith('?') }
      : { kind: 'static', value: segment },
  );

/** React Router's computeScore for an exploded path. */
const scoreOf = (segments: Segment[]): number =>
  segments.length === 0
    ? 2
    : segments.reduce((score, segment) => score + (segment.kind === 'static' ? 10 : 3), segments.length);

/**
 * Every concrete shape of a pattern with optional segments. The order puts the
 * variant that keeps earlier optional segments first, so '/rules/1' fills
 * :ruleGroup rather than :chapter.
 */
const explode = (segments: Segment[]): Segment[][] => {
  const optionalAt = segments.flatMap((segment, at) => (segment.kind === 'param' && segment.optional ? [at] : []));
  const variants: Segment[][] = [];
  for (let mask = (1 << optionalAt.length) - 1; mask >= 0; mask -= 1) {
    const dropped = new Set(optionalAt.filter((_, bit) => (mask & (1 << (optionalAt.length - 1 - bit))) === 0));
    variants.push(segments.filter((_, at) => !dropped.has(at)));
  }
  return variants;
};

const compiled = new WeakMap<readonly RouteDef[], Variant[]>();

const compile = (routes: readonly RouteDef[]): Variant[] => {
  const cached = compiled.get(routes);
  if (cached) return cached;
  const variants = routes.flatMap((route, routeIndex) =>
    explode(parsePattern(route.path)).map((segments, order) => ({
      routeIndex,
      order,
      segments,
      score: scoreOf(segments),
    })),
  );
  compiled.set(routes, variants);
  return variants;
};

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const matchVariant = (variant: Variant, segments: string[]): RouteParams | null => {
  if (variant.segments.length !== segments.length) return null;
  const params: RouteParams = {};
  for (const [at, segment] of variant.segments.entries()) {
    const actual = segments[at] ?? '';
    if (segment.kind === 'static') {
      if (segment.value.toLowerCase() !== actual.toLowerCase()) return null;
    } else {
      params[segment.name] = decode(actual);
    }
  }
  return params;
};

/** True when every parameter listed in the route's paramPatterns matches its pattern. */
export function paramsMatchPatterns(route: RouteDef, params: RouteParams): boolean {
  return Object.entries(route.paramPatterns ?? {}).every(([name, source]) => {
    const value = params[name];
    return value === undefined || new RegExp(source).test(value);
  });
}

/** Matches the segments after the language prefix. */
export function matchSegments(
  segments: string[],
  routes: readonly RouteDef[] = ROUTES,
): { route: RouteDef; params: RouteParams } | null {
  let best: { route: RouteDef; params: RouteParams; ok: boolean; variant: Variant } | null = null;
  for (const variant of compile(routes)) {
    const params = matchVariant(variant, segments);
    const route = routes[variant.routeIndex];
    if (params === null || route === undefined) continue;
    const ok = paramsMatchPatterns(route, params);
    const better =
      best === null ||
      (ok && !best.ok) ||
      (ok === best.ok &&
        (variant.score > best.variant.score ||
          (variant.score === best.variant.score &&
            (variant.routeIndex < best.variant.routeIndex ||
              (variant.routeIndex === best.variant.routeIndex && variant.order < best.variant.order)))));
    if (better) best = { route, params, ok, variant };
  }
  return best === null ? null : { route: best.route, params: best.params };
}

/**
 * The route a pathname shows. The first segment is a language prefix when it
 * is exactly two lowercase letters (spec 000 §5); the rest is matched.
 */
export function matchLocation(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const { lng, segments } = splitLanguagePrefix(pathname);
  const found = matchSegments(segments, routes);
  return found === null ? null : { lng, ...found };
}

/**
 * Fills a pattern: ':name' takes params.name (URI-encoded), ':name?' is left
 * out when the param is missing or empty. Returns a path without a leading
 * slash ('' for home). A missing required param is a programming error.
 */
export function buildPath(pattern: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  return parsePattern(pattern)
    .flatMap((segment) => {
      if (segment.kind === 'static') return [segment.value];
      const value = params[segment.name];
      if (value === undefined || value === '') {
        if (segment.optional) return [];
        throw new Error(`buildPath: missing param "${segment.name}" for "${pattern}"`);
      }
      return [encodeURIComponent(value)];
    })
    .join('/');
}

/** '/{lng}' for home, '/{lng}/{path}' otherwise. */
export function localizedPath(lng: string, pattern: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  const path = buildPath(pattern, params);
  return path === '' ? `/${lng}` : `/${lng}/${path}`;
}
