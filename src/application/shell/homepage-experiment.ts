import { HOMEPAGE_AB_COOKIE_LIFETIME_MS, HOMEPAGE_TYPE_COOKIE, homepageVariant, type HomepageVariant } from '../../domain/shell';
import type { AnalyticsPort, ClockPort, CookiesPort } from '../../domain/shared';

/**
 * The browser's home page variant (spec 000 §3, §9), read from its cookie or assigned and stored for 30 days;
 * a new assignment is reported once (homepage_variant_assigned) so the experiment's groups can be counted.
 */
export function assignHomepageVariant(deps: { cookies: CookiesPort; clock: ClockPort; analytics: AnalyticsPort; random: () => number }): HomepageVariant {
  const { variant, assigned } = homepageVariant(deps.cookies.get(HOMEPAGE_TYPE_COOKIE), deps.random);
  if (assigned) {
    deps.cookies.set(HOMEPAGE_TYPE_COOKIE, variant, { expiresAt: deps.clock.now() + HOMEPAGE_AB_COOKIE_LIFETIME_MS, path: '/' });
    deps.analytics.track({ name: 'homepage_variant_assigned', params: { variant } });
  }
  return variant;
}
