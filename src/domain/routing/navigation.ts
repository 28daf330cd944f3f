import type { SiteConfig } from '../config';
import type { LayoutName, RouteDef, RouteParams } from './route';

export interface Location {
  pathname: string;
  /** Query string including the leading '?', or ''. */
  search: string;
  /** Hash including '#', or ''. */
  hash: string;
}

/** Everything a guard may read. Pure data: the guard functions have no other inputs. */
export interface NavigationContext {
  isAuthenticated: boolean;
  banLevel: number;
  banVersion: number;
  /** The player's language (preference or cookie); used for a missing or disallowed prefix. */
  playerLanguage: string;
  siteConfig: SiteConfig;
  /** Active blocking reason from the block service, null when none. */
  blockingReason: number | null;
  /** Navigation is cancelled while blocking is on (spec 000 §4). */
  navigationBlocked: boolean;
  /** Where the player navigates from; null on the first load. */
  from: Location | null;
  afterRegistrationRedirectUrl: string | null;
  /**
   * The session check failed and nothing has answered since (QA18 #1): the player may be signed in, so a page
   * that needs a signed-in player waits for an answer instead of sending them to the login form.
   */
  sessionUnresolved?: boolean;
}

/** Side effects a decision asks the shell to perform. */
export type NavigationEffect =
  | { type: 'open-auth-block' }
  | { type: 'open-forgot-password' }
  | { type: 'open-recharge-modal' }
  | { type: 'remember-payment-consultant' }
  | { type: 'force-mobile-platform' };

export type NavigationDecision =
  | {
      kind: 'allow';
      route: RouteDef;
      params: RouteParams;
      lng: string;
      layout: LayoutName;
      status: 200 | 500;
      effects: NavigationEffect[];
    }
  | { kind: 'redirect'; to: string; status: 301 | 302; effects: NavigationEffect[] }
  | { kind: 'not-found'; lng: string; effects: NavigationEffect[] }
  /** A page that needs a signed-in player while the session check is unresolved: the layout says so and waits. */
  | { kind: 'session-unresolved'; route: RouteDef; params: RouteParams; lng: string; layout: LayoutName; effects: NavigationEffect[] }
  /** spec 000 §8: the route names a guard (`RouteDef.middleware`) no registry entry implements: a 500 "Unknown middleware". */
  | { kind: 'unknown-middleware'; name: string; route: RouteDef; lng: string; effects: NavigationEffect[] }
  | { kind: 'cancel'; effects: NavigationEffect[] }
  | { kind: 'external'; url: string };
