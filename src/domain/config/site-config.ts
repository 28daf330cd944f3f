import type { BrandBookEntry } from './brand-book';

/** A language the site offers. Hidden languages are removed for visitors (spec 001 §5). */
export interface LanguageOption {
  code: string;
  name: string;
  hiddenForVisitors: boolean;
}

export interface SocialLink {
  name: string;
  url: string;
}

/** Maintenance window, times in ms since epoch (spec 000 §3 Maintenance). */
export interface MaintenanceWindow {
  notifyStartDate: number;
  notifyEndDate: number;
  startAt: number;
  finishAt: number;
}

/**
 * The site configuration as the domain reads it. The HTTP adapter maps
 * config/all.json and config groups to this shape in one place.
 */
export interface SiteConfig {
  languages: LanguageOption[];
  defaultLanguage: string;
  countryCode: string;
  /** Registration allowed at all (spec 000 §5). */
  registrationEnabled: boolean;
  /** Registration opens as a page instead of a modal (spec 000 §4). */
  registrationAsPage: boolean;
  identificationEnabled: boolean;
  /** information/payment: available route, and whether it needs a signed-in player. */
  paymentRouteAvailable: boolean;
  paymentRequiresAuth: boolean;
  statisticsEnabled: boolean;
  /** Login availability; off sends visitors on auth routes home instead of to login. */
  loginAvailable: boolean;
  /** Account-type site: auth routes go to the authorization app route, disallowed routes to the account page. */
  isAccountSite: boolean;
  /** Named availability flags read by route metadata; a missing flag is off. */
  availability: Record<string, boolean>;
  /** A route whose path contains one of these fragments is a 404. */
  disabledPathFragments: string[];
  /** Selects the offers route family over the bonuses family. */
  promoBonusToOffer: boolean;
  /** Third-party first-deposit redirect for bonus slot_first_deposit. */
  slotFirstDepositRedirect: boolean;
  rechargeModal: boolean;
  termsConfirmation: boolean;
  oneClickEnabled: boolean;
  /** Idle auto-logoff limit in minutes; null when the feature is off. */
  idleLogoffMinutes: number | null;
  /** External page a banned account is sent to. */
  blockedPageUrl: string;
  minimumAgeIcon: string;
  socialLinks: SocialLink[];
  /** Countries whose players see a twelve-hour clock. */
  twelveHourCountries: string[];
  companyName: string;
  /** The site's project (the config's groupId): the analytics counters are listed for it (spec 001 §7). Absent: none fetched. */
  projectId?: number;
  /**
   * spec 001 §3 isFatmanAnalyticsAvailable, designed: the analytics collector service (spec 001 "events go to a collector
   * service") takes this site's events; false: the page's analytics events are not sent. Absent: sent.
   */
  isFatmanAnalyticsAvailable?: boolean;
  /** Maintenance window from the config's maintenance cookie data; null when none is planned. */
  maintenance: MaintenanceWindow | null;
  /** The cookie-consent popup is shown; when off, all consent is assumed (spec 000 §5). */
  cookieConsentPopup: boolean;
  /** Build version the server reports; a change triggers the update notice. */
  appVersion: string;
  /**
   * Registration reminder popup for visitors (spec 001 §4): shown after
   * delaySeconds, then not before now + intervalMinutes (0: never again).
   * Absent or null: the reminder is off.
   */
  registrationReminder?: { delaySeconds: number; intervalMinutes: number } | null;
  /** Google one-tap for visitors (spec 000 §7: only when the feature is on). */
  googleOneTap?: boolean;
  /** Origins a one-tap redirectUrl may lead to besides this site (issue 5 §6). */
  allowedRedirectOrigins?: string[];
  /** After login or registration: coming from route_from returns the player to route_to once (spec 000 §4). */
  authRedirectRules?: Array<{ route_from: string; route_to: string }>;
  /** The app-update notice feature (spec 000 §4 "with the feature on"); absent means on. */
  appUpdateNotice?: boolean;
  /**
   * Sections that are remote apps (spec 000 §1: "most sections are separate
   * remote apps loaded inside a host shell"): the section (the first segment
   * of a route's path after the language, e.g. 'slots', 'casino', 'toto') →
   * the remote app's URL, an absolute https URL or a same-origin path. Absent
   * or empty: no section is remote. Read through remoteAppUrlFor, which drops
   * any other URL.
   */
  remoteApps?: Record<string, string>;
  /** Partner brand book (spec 001 §3 partnerCssBrandBook): applied through brandBookDeclarations. Absent: none. */
  partnerCssBrandBook?: BrandBookEntry[];
  /** The site is a PWA (spec 001 §3 isPwa); with it, pwaThemeColor is the browser's theme colour (themeColorOf). */
  isPwa?: boolean;
  /** spec 001 §3 pwaManifest.themeColor. */
  pwaThemeColor?: string | null;
  /** The licence meta tag (spec 001 §3), as the tag's markup; read by the domain's licenceMetaOf (seo). Absent or null: none. */
  licenceMetaTag?: string | null;
}
