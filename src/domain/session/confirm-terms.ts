export type ConfirmTermsDecision = 'go-confirm-terms' | 'go-root' | 'stay';

/**
 * spec 000 §4 Confirm terms: a signed-in user with the feature on and changed
 * terms goes to confirm-terms; with unchanged terms on that page, to the root.
 * spec 000 §8: a failed status check counts as not changed (pass false).
 * A visitor, or a player with the feature off, has nothing to confirm either:
 * on that page they go to the root too (QA8 14).
 */
export function confirmTermsDecision(input: {
  isAuthenticated: boolean;
  featureOn: boolean;
  termsChanged: boolean;
  onConfirmTermsPage: boolean;
}): ConfirmTermsDecision {
  if (!input.isAuthenticated || !input.featureOn) return input.onConfirmTermsPage ? 'go-root' : 'stay';
  if (input.termsChanged) return input.onConfirmTermsPage ? 'stay' : 'go-confirm-terms';
  return input.onConfirmTermsPage ? 'go-root' : 'stay';
}

/** spec 001 §7: HTTP 451 with exception_code 1 redirects to confirm-terms when terms confirmation is enabled. */
export const TERMS_EXCEPTION_CODE = 1;

export const requiresTermsConfirmation = (status: number, exceptionCode: unknown, featureOn: boolean): boolean =>
  featureOn && status === 451 && exceptionCode === TERMS_EXCEPTION_CODE;

/** A redirect rule from config: after login or registration, coming from `route_from` returns to `route_to`. */
export interface AuthRedirectRule {
  route_from: string;
  route_to: string;
}

/**
 * spec 000 §4: after login or registration, a rule whose route_from matches
 * the previous page returns the user to its route_to once; the caller clears
 * the registration-process flag and forgets the previous page. Design: the
 * match is exact on the path, ignoring query, hash and a trailing '/'.
 */
export function matchAuthRedirectRule(rules: readonly AuthRedirectRule[], previousPage: string | null): string | null {
  if (!previousPage) return null;
  const path = stripPath(previousPage);
  return rules.find((rule) => stripPath(rule.route_from) === path)?.route_to ?? null;
}

const stripPath = (url: string): string => (url.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/';
