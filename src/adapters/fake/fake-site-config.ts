import type { SiteConfig, SiteConfigPort } from '../../domain/config';
import type { FakeWorld } from './fake-world';

/** The demo site's configuration; every flag can be overridden through the fake world's `config`. */
export const DEMO_SITE_CONFIG: SiteConfig = {
  // Only languages the demo dictionaries speak (QA: "Қазақша" was offered and then showed English under
  // lang="kk"). A /kk/ address then goes to the same page in the default language, as any unknown prefix does.
  languages: [
    { code: 'en', name: 'English', hiddenForVisitors: false },
    { code: 'ru', name: 'Русский', hiddenForVisitors: false },
  ],
  defaultLanguage: 'en',
  countryCode: 'GB',
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
  blockedPageUrl: 'https://blocked.example.com/',
  minimumAgeIcon: '18+',
  socialLinks: [
    { name: 'Telegram', url: 'https://t.me/example' },
    { name: 'X', url: 'https://x.com/example' },
    { name: 'YouTube', url: 'https://www.youtube.com/@example' },
  ],
  twelveHourCountries: ['US', 'IN'],
  companyName: 'Demo Bet',
  // spec 001 §3: the regulator's verification tag, as the config carries it
  licenceMetaTag: '<meta name="licence-verification" content="DEMO-LICENCE-0001">',
  maintenance: null,
  cookieConsentPopup: true,
  appVersion: '1.0.0',
  // the demo's project for the analytics counters (the contract's example groupId)
  projectId: 7,
  // the demo sends its analytics events (to the recording sink, window.__analytics)
  isFatmanAnalyticsAvailable: true,
};

export class FakeSiteConfig implements SiteConfigPort {
  constructor(private readonly world: FakeWorld) {}

  load(_lang: string): Promise<SiteConfig> {
    return this.world.respond('config', () => ({
      ...DEMO_SITE_CONFIG,
      maintenance: this.world.maintenanceWindow(),
      ...this.world.state.config,
      availability: { ...DEMO_SITE_CONFIG.availability, ...this.world.state.config.availability },
    }));
  }
}
