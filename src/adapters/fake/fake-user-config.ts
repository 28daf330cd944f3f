import { NO_PROTECTION_METHODS, playerConfigFrom, type PlayerConfig } from '../../domain/player';
import { UserConfigError, type UserConfigPort } from '../../domain/user-config';
import type { FakeWorld } from './fake-world';

/** The demo player's configuration (spec 001 §3 fields the demo fills; the rest are the defaults). */
export const DEMO_PLAYER_CONFIG: PlayerConfig = playerConfigFrom({
  user_name: 'Demo Player',
  user_email: 'demo@example.com',
  user_country_code: 'gb',
  user_country_id: 2,
  activation_type: 1,
  user_ref_id: 1,
  user_hide_balance: false,
  has_deposit: true,
  // a security page with something done and something left to do (spec 001 §9: 50 is normal)
  protection_level: 50,
  protection_methods: { ...NO_PROTECTION_METHODS, is_changed_password: true, enable_email_auth: true },
  changed_pass_day_count: 42,
  ban_level: 0,
  ban_version: 0,
});

/**
 * User config of the fake world: the demo player's, with the `userConfig` knob's security fields over it, or a
 * rejection when nobody is signed in; fails with `fail: ["user-config"]`.
 */
export class FakeUserConfig implements UserConfigPort {
  constructor(private readonly world: FakeWorld) {}

  async load(): Promise<PlayerConfig> {
    let signedIn: boolean;
    try {
      signedIn = await this.world.respond('user-config', () => this.world.state.signedIn);
    } catch (error) {
      throw new UserConfigError('unavailable', error instanceof Error ? error.message : String(error));
    }
    if (!signedIn) throw new UserConfigError('rejected', 'Not signed in');
    const { protection_methods: methods, ...fields } = this.world.state.userConfig;
    return {
      ...DEMO_PLAYER_CONFIG,
      ...fields,
      protection_methods: { ...DEMO_PLAYER_CONFIG.protection_methods, ...methods },
      ban_level: this.world.state.banLevel,
      ban_version: this.world.state.banVersion,
    };
  }
}
