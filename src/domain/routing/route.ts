export type LayoutName = 'default' | 'empty' | 'blocked';

/** Site-config guards a route may carry (spec 000 §5). */
export type ConfigGuard = 'registration' | 'identification' | 'payment';

/**
 * One row of the route map. `path` is the pattern after the optional
 * two-letter language prefix: '' for home, ':name' for a parameter,
 * ':name?' for an optional one. React Router uses the same syntax.
 */
export interface RouteDef {
  /** Unique route name; also the breadcrumb and SEO name. */
  name: string;
  path: string;
  /** Layout name; an unknown one falls back to default (spec 000 §2). */
  layout: string;
  /** Dictionary key of the page heading and document title. */
  titleKey: string;
  /** Parent route name for breadcrumbs. */
  parent?: string;
  /** UI page module that renders the route (a lazy chunk). */
  page: string;
  requiresAuth?: boolean;
  unauthorizedOnly?: boolean;
  /** A banned account may open this route. */
  bannedAllowed?: boolean;
  /** Site-config availability flag this route needs; without it the route is a 404. */
  availabilityFlag?: string;
  /**
   * Named route middleware (spec 000 §8), looked up in the registry of route-middleware.ts: 'registration',
   * 'identification', 'payment' (spec 000 §5). A name with no guard in the registry is a 500 "Unknown middleware".
   */
  middleware?: readonly string[];
  /**
   * A fixed redirect. `to` is a pattern under /{lng}/ whose :params come from
   * the match; it may end with its own '?query', merged over the current one.
   */
  redirect?: {
    to: string;
    status: 301 | 302;
    /** Query-dependent target: when query `key` equals `value`, go to `to` instead (user/action.php). */
    whenQuery?: { key: string; value: string; to: string };
  };
  /** Regular-expression sources a parameter must match, else 404. */
  paramPatterns?: Record<string, string>;
  /** System pages: the blocking reasons this page shows. */
  blockingReasons?: number[];
  /** HTTP-like status the page renders with (the 500 page). */
  status?: 200 | 404 | 500;
  /** Needs siteConfig.statisticsEnabled, else 404 (spec 000 §2). */
  statisticsFlag?: boolean;
  /** The platform a page belongs to; `platform_type=mobile` is kept only on mobile pages (spec 000 §2). */
  platform?: 'mobile' | 'desktop';
  /**
   * Bonus route family (spec 000 §2): promoBonusToOffer selects 'offers', else
   * 'bonuses'; a route of the other family redirects to the route named `twin`.
   */
  bonusFamily?: { family: 'bonuses' | 'offers'; twin: string };
  /**
   * Game-route redirects (spec 000 §2): 'numeric-id' resolves a numeric or old
   * :gameRoute to the current one; 'legacy' always leaves for the current
   * route, or the games index when no game matches.
   */
  gameRedirect?: 'numeric-id' | 'legacy';
}

export type RouteParams = Record<string, string>;
