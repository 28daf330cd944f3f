import { isSafeReturnUrl } from '../security';

export interface AuthChangeInput {
  /** Return URL from the query, if any; followed only when it is a safe same-origin relative path. */
  returnUrl: string | null;
  /** The route the player was on before login or logout. */
  previousRoute: string | null;
  /** Home in the current language, e.g. '/ru'. */
  home: string;
  /** Whether a path is open to the player in the new (signed-in or signed-out) state. */
  isAllowed: (path: string) => boolean;
}

/**
 * spec 000 §4 Auth change: after login or logout the player goes to the
 * return url, the previous route, or home, whichever is allowed for the new
 * state (checked in that order). issue 5 §4: the return url must also be a
 * same-origin relative path.
 */
export function destinationAfterAuthChange({ returnUrl, previousRoute, home, isAllowed }: AuthChangeInput): string {
  if (isSafeReturnUrl(returnUrl) && isAllowed(returnUrl)) return returnUrl;
  if (isSafeReturnUrl(previousRoute) && isAllowed(previousRoute)) return previousRoute;
  return home;
}
