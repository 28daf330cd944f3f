import type { SiteConfig } from '../config';
import type { Location, NavigationContext } from './navigation';
import type { RouteDef } from './route';

/**
 * Test data for the routing tests: a site with English and Russian open to
 * everyone and Kazakh hidden from visitors (spec 001 §5), every feature on
 * that a route needs, nobody signed in and nothing blocked.
 */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    languages: [
      { code: 'en', name: 'English', hiddenForVisitors: false },
      { code: 'ru', name: 'Русский', hiddenForVisitors: false },
      { code: 'kk', name: 'Қазақша', hiddenForVisitors: true },
    ],
    defaultLanguage: 'ru',
    countryCode: 'ru',
    registrationEnabled: true,
    registrationAsPage: false,
    identificationEnabled: true,
    paymentRouteAvailable: true,
    paymentRequiresAuth: false,
    statisticsEnabled: true,
    loginAvailable: true,
    isAccountSite: false,
    availability: {},
    disabledPathFragments: [],
    promoBonusToOffer: false,
    slotFirstDepositRedirect: false,
    rechargeModal: false,
    termsConfirmation: false,
    oneClickEnabled: true,
    idleLogoffMinutes: null,
    blockedPageUrl: 'https://blocked.example/',
    minimumAgeIcon: '18+',
    socialLinks: [],
    twelveHourCountries: [],
    companyName: 'Example',
    maintenance: null,
    cookieConsentPopup: true,
    appVersion: '1',
    ...overrides,
  };
}

export function navigationContextFixture(
  overrides: Partial<NavigationContext> = {},
  config: Partial<SiteConfig> = {},
): NavigationContext {
  return {
    isAuthenticated: false,
    banLevel: 0,
    banVersion: 0,
    playerLanguage: 'en',
    siteConfig: siteConfigFixture(config),
    blockingReason: null,
    navigationBlocked: false,
    from: null,
    afterRegistrationRedirectUrl: null,
    ...overrides,
  };
}

/** A Location from a URL-like string: '/en/slots?x=1#top'. */
export function locationOf(url: string): Location {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return {
    pathname: queryAt === -1 ? rest : rest.slice(0, queryAt),
    search: queryAt === -1 ? '' : rest.slice(queryAt),
    hash,
  };
}

/** A value that satisfies the route's pattern for param `name`: the first alternative, digits, or 'x-name'. */
export function sampleParam(route: RouteDef, name: string): string {
  const source = route.paramPatterns?.[name];
  if (source === undefined) return `x-${name.toLowerCase()}`;
  const alternatives = /^\^\(([^)]*)\)\$$/.exec(source);
  if (alternatives?.[1] !== undefined) return alternatives[1].split('|')[0] ?? '';
  return '123';
}
