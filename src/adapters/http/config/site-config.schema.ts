import { z } from 'zod/mini';
import type { SiteConfig } from '../../../domain/config/site-config';
import { isAllowedRemoteAppUrl, isRemoteAppSection } from '../../../domain/remote-view/remote-app-url';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { SiteConfigSchema } from '../generated/bff-config.schemas';

/** config/all.json at the boundary (generated from contracts/openapi/bff-config.json). */
export const siteConfigSchema = SiteConfigSchema;
export type SiteConfigDto = ReturnType<typeof SiteConfigSchema.parse>;

/** One remoteApps entry the shell may use: a section key and an absolute https URL or a same-origin path. */
const remoteAppEntrySchema = z.tuple([
  z.string().check(z.refine(isRemoteAppSection)),
  z.string().check(z.refine(isAllowedRemoteAppUrl)),
]);

/**
 * The config's remote apps, keeping only entries the shell may load: any
 * other URL (http:, javascript:, '//host', …) or key is dropped and logged,
 * so a bad or hostile config never makes us fetch a view from it, and one bad
 * entry does not cost the site its config.
 */
function remoteAppsOf(wire: Record<string, string>, logger: Pick<LoggerPort, 'warn'>): Record<string, string> {
  const apps: Record<string, string> = {};
  for (const entry of Object.entries(wire)) {
    const parsed = remoteAppEntrySchema.safeParse(entry);
    if (parsed.success) apps[parsed.data[0]] = parsed.data[1];
    else logger.warn('site config: remote app dropped', { operation: 'getSiteConfig', section: entry[0], url: entry[1] });
  }
  return apps;
}

/** The one place the wire config becomes the domain's SiteConfig. Maintenance times go from seconds to ms. */
export function toDomain(dto: SiteConfigDto, logger: Pick<LoggerPort, 'warn'>): SiteConfig {
  const f = dto.features;
  return {
    languages: dto.languages.map((l) => ({ code: l.code, name: l.name, hiddenForVisitors: l.hiddenForVisitors })),
    defaultLanguage: dto.defaultLanguage,
    countryCode: dto.countryCode,
    registrationEnabled: f.registrationEnabled,
    registrationAsPage: f.registrationAsPage,
    identificationEnabled: f.identificationEnabled,
    paymentRouteAvailable: f.paymentRouteAvailable,
    paymentRequiresAuth: f.paymentRequiresAuth,
    statisticsEnabled: f.statisticsEnabled,
    loginAvailable: f.loginAvailable,
    isAccountSite: f.isAccountSite,
    availability: { ...dto.availability },
    disabledPathFragments: [...dto.disabledPathFragments],
    promoBonusToOffer: f.promoBonusToOffer,
    slotFirstDepositRedirect: f.slotFirstDepositRedirect,
    rechargeModal: f.rechargeModal,
    termsConfirmation: f.termsConfirmation,
    oneClickEnabled: f.oneClickEnabled,
    idleLogoffMinutes: f.idleLogoffMinutes,
    blockedPageUrl: dto.blockedPageUrl,
    minimumAgeIcon: dto.customize.minimumAgeIcon,
    socialLinks: dto.customize.socialLinks.map((s) => ({ name: s.name, url: s.url })),
    twelveHourCountries: [...dto.customize.twelveHourCountries],
    companyName: dto.companyName,
    projectId: dto.groupId,
    isFatmanAnalyticsAvailable: dto.isFatmanAnalyticsAvailable,
    maintenance: dto.maintenance
      ? {
          notifyStartDate: dto.maintenance.notifyStartedAt * 1000,
          notifyEndDate: dto.maintenance.notifyEndedAt * 1000,
          startAt: dto.maintenance.startedAt * 1000,
          finishAt: dto.maintenance.endedAt * 1000,
        }
      : null,
    cookieConsentPopup: f.cookieConsentPopup,
    appVersion: dto.appVersion,
    // optional features: absent on the wire means the domain's default
    ...(f.googleOneTap !== undefined ? { googleOneTap: f.googleOneTap } : {}),
    ...(f.appUpdateNotice !== undefined ? { appUpdateNotice: f.appUpdateNotice } : {}),
    ...(f.registrationReminder !== undefined
      ? { registrationReminder: f.registrationReminder ? { ...f.registrationReminder } : null }
      : {}),
    ...(f.allowedRedirectOrigins ? { allowedRedirectOrigins: [...f.allowedRedirectOrigins] } : {}),
    ...(f.authRedirectRules ? { authRedirectRules: f.authRedirectRules.map((r) => ({ ...r })) } : {}),
    ...(dto.remoteApps ? { remoteApps: remoteAppsOf(dto.remoteApps, logger) } : {}),
    partnerCssBrandBook: dto.partnerCssBrandBook.map((e) => ({ cssProp: e.css_prop, cssValue: e.css_value })),
    isPwa: dto.isPwa,
    pwaThemeColor: dto.pwaManifest.themeColor,
    licenceMetaTag: dto.licenceMetaTag,
  };
}
