import * as z from 'zod/mini';

const finite = z.number().check(z.refine(Number.isFinite));
const code = z.string().check(z.minLength(1), z.maxLength(20));
const text = z.string().check(z.maxLength(2000));

/**
 * The fake switch's `config` knob: any SiteConfig field, each of its own type, so a value of the wrong type is
 * refused with the whole `fake` value, as any malformed knob is (QA10 #13: `{"config":{"languages":"xx"}}` crashed
 * every page of the tab). Unknown keys are dropped; the fake world merges it into a Partial<SiteConfig>, so the
 * compiler holds each field to the SiteConfig field of its name. A file of its own: the fake world reads it, and the
 * fake site config reads the fake world.
 */
export const siteConfigKnobSchema = z.partial(
  z.object({
    languages: z
      .array(z.object({ code, name: text, hiddenForVisitors: z.boolean() }))
      .check(z.minLength(1), z.maxLength(50)),
    defaultLanguage: code,
    countryCode: code,
    registrationEnabled: z.boolean(),
    registrationAsPage: z.boolean(),
    identificationEnabled: z.boolean(),
    paymentRouteAvailable: z.boolean(),
    paymentRequiresAuth: z.boolean(),
    statisticsEnabled: z.boolean(),
    loginAvailable: z.boolean(),
    isAccountSite: z.boolean(),
    availability: z.record(z.string(), z.boolean()),
    disabledPathFragments: z.array(text),
    promoBonusToOffer: z.boolean(),
    slotFirstDepositRedirect: z.boolean(),
    rechargeModal: z.boolean(),
    termsConfirmation: z.boolean(),
    oneClickEnabled: z.boolean(),
    idleLogoffMinutes: z.nullable(finite.check(z.gt(0))),
    blockedPageUrl: text,
    minimumAgeIcon: text,
    socialLinks: z.array(z.object({ name: text, url: text })),
    twelveHourCountries: z.array(code),
    companyName: text,
    projectId: z.int().check(z.gte(0)),
    isFatmanAnalyticsAvailable: z.boolean(),
    maintenance: z.nullable(z.object({ notifyStartDate: finite, notifyEndDate: finite, startAt: finite, finishAt: finite })),
    cookieConsentPopup: z.boolean(),
    appVersion: text,
    registrationReminder: z.nullable(z.object({ delaySeconds: finite.check(z.gte(0)), intervalMinutes: finite.check(z.gte(0)) })),
    googleOneTap: z.boolean(),
    allowedRedirectOrigins: z.array(text),
    authRedirectRules: z.array(z.object({ route_from: text, route_to: text })),
    appUpdateNotice: z.boolean(),
    remoteApps: z.record(z.string(), text),
    partnerCssBrandBook: z.array(z.object({ cssProp: text, cssValue: text })),
    isPwa: z.boolean(),
    pwaThemeColor: z.nullable(text),
    licenceMetaTag: z.nullable(text),
  }),
);
