import type { ConfigGroup, ConfigGroupsPort } from '../../domain/config-groups';
import { COUPON_TYPE_IDS } from '../../domain/coupon';
import type { FakeWorld } from './fake-world';

/**
 * The demo site's config groups (spec 001 §7). Only the groups the product reads have keys; the coupon
 * group lists the limits and switches the slip follows (src/domain/coupon/coupon-config.ts). Any key can
 * be overridden through the fake world's `configGroups`.
 */
export const DEMO_CONFIG_GROUPS: Readonly<Record<string, ConfigGroup>> = {
  core: { siteName: 'Demo Bet', currency: 'RUB' },
  coupon: {
    minBetTypes: [...COUPON_TYPE_IDS],
    maxBetTypes: [...COUPON_TYPE_IDS],
    bonusBetEnabled: true,
    vipBetEnabled: true,
    systemBankerEnabled: true,
    chainEnabled: true,
    antiExpressEnabled: true,
    maxBets: 30,
  },
  // The support button's widget (SupportConfigGroup): the offline build trusts its own demo widget's path.
  support: { provider: 'livechat', accountId: '12345678', scriptUrl: '/fake-support/demo-widget.js' },
};

export class FakeConfigGroups implements ConfigGroupsPort {
  constructor(private readonly world: FakeWorld) {}

  /** The named groups the demo site has, each with the world's overrides; a name it lacks is absent. */
  load(groups: readonly string[], _lang: string): Promise<Readonly<Record<string, ConfigGroup>>> {
    return this.world.respond('configGroups', () => {
      const known = { ...DEMO_CONFIG_GROUPS, ...this.world.state.configGroups };
      const found: Record<string, ConfigGroup> = {};
      for (const name of groups) {
        const group = known[name];
        if (group) found[name] = { ...DEMO_CONFIG_GROUPS[name], ...group };
      }
      return found;
    });
  }
}
