import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { DEMO_PLAYER_CONFIG, FakeUserConfig } from './fake-user-config';
import { FakeWorld } from './fake-world';

const load = (fake: object) =>
  new FakeUserConfig(new FakeWorld(new MemoryStorage(), new FakeClock(), `?fake=${encodeURIComponent(JSON.stringify({ signedIn: true, ...fake }))}`)).load();

describe('FakeUserConfig (the userConfig knob: the security fields of the demo player)', () => {
  it('the demo player has something done and something left to do', async () => {
    const config = await load({});
    expect(config.protection_level).toBe(DEMO_PLAYER_CONFIG.protection_level);
    expect(Object.values(config.protection_methods)).toContain(true);
    expect(Object.values(config.protection_methods)).toContain(false);
    expect(config.changed_pass_day_count).not.toBeNull();
  });

  it('the knob sets the security fields, a method at a time over the demo methods', async () => {
    const config = await load({
      userConfig: { protection_level: 100, protection_methods: { enable_two_factor_auth: true }, activation_type: 2, changed_pass_day_count: 1, phone_code: '44', phone_number: '7700900123' },
    });
    expect(config).toMatchObject({ protection_level: 100, activation_type: 2, changed_pass_day_count: 1, phone_code: '44', phone_number: '7700900123' });
    expect(config.protection_methods).toEqual({ ...DEMO_PLAYER_CONFIG.protection_methods, enable_two_factor_auth: true });
    expect(config.user_email).toBe(DEMO_PLAYER_CONFIG.user_email);
  });

  it('a knob value of the wrong shape changes nothing (and says why)', () => {
    const storage = new MemoryStorage();
    new FakeWorld(storage, new FakeClock(), `?fake=${encodeURIComponent('{"signedIn":true}')}`);
    const world = new FakeWorld(storage, new FakeClock(), `?fake=${encodeURIComponent('{"userConfig":{"protection_level":"high"}}')}`);
    expect(world.queryError).not.toBeNull();
    expect(world.state.userConfig).toEqual({});
    expect(world.state.signedIn).toBe(true);
  });
});
