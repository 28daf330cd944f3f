import type { Container } from 'inversify';
import { assignHomepageVariant } from '../application/shell/homepage-experiment';
import type { HomepageVariant } from '../domain/shell';
import { AnalyticsPort, ClockPort, CookiesPort, type AnalyticsPort as Analytics, type ClockPort as Clock, type CookiesPort as Cookies } from '../domain/shared';

/** The home page A/B variant of this browser (spec 000 §3, §9), assigned at start with Math.random. */
export function assignBrowserHomepageVariant(container: Container): HomepageVariant {
  return assignHomepageVariant({
    cookies: container.get<Cookies>(CookiesPort),
    clock: container.get<Clock>(ClockPort),
    analytics: container.get<Analytics>(AnalyticsPort),
    random: Math.random,
  });
}
