import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { DEMO_SITE_CONFIG, FakeSiteConfig } from './fake-site-config';
import { applyFakeQuery, DEFAULT_FAKE_WORLD, FAKE_WORLD_EPOCH_STORAGE_KEY, FAKE_WORLD_STORAGE_KEY, FakeWorld } from './fake-world';

describe('the fake switch (?fake=JSON)', () => {
  it.each([
    ['not JSON', '{signedIn', 'fake: not JSON'],
    ['wrong type', '{"signedIn":"yes"}', expect.stringContaining('fake:')],
    ['negative latency', '{"latencyMs":-5}', expect.stringContaining('fake:')],
  ])('a malformed value (%s) changes nothing and says why', (_n, raw, error) => {
    const result = applyFakeQuery(DEFAULT_FAKE_WORLD, raw);
    expect(result.state).toBe(DEFAULT_FAKE_WORLD);
    expect(result.error).toEqual(error);
  });

  it.each([
    ['QA10 #13: languages of the wrong type', '{"config":{"languages":"xx"}}'],
    ['QA10 #13: a flag of the wrong type', '{"config":{"registrationEnabled":"no"}}'],
    ['QA10 #13: no languages at all', '{"config":{"languages":[]}}'],
    ['QA10 #13: a language without its name', '{"config":{"languages":[{"code":"en"}]}}'],
    ['QA10 #13: config not an object', '{"config":null}'],
  ])('a malformed config value (%s) changes nothing and says why', (_rule, raw) => {
    const result = applyFakeQuery(DEFAULT_FAKE_WORLD, raw);
    expect(result.state).toBe(DEFAULT_FAKE_WORLD);
    expect(result.error).toEqual(expect.stringContaining('fake:'));
  });

  it('QA10 #13: every field of the demo site config is a knob that keeps its value (none dropped by the knob\'s schema)', () => {
    const raw = JSON.stringify({ config: { ...DEMO_SITE_CONFIG, registrationReminder: { delaySeconds: 1, intervalMinutes: 0 }, googleOneTap: true, remoteApps: { slots: '/remote/slots' } } });
    const result = applyFakeQuery(DEFAULT_FAKE_WORLD, raw);
    expect(result.error).toBeNull();
    expect(Object.keys(result.state.config).sort()).toEqual(
      [...Object.keys(DEMO_SITE_CONFIG), 'registrationReminder', 'googleOneTap', 'remoteApps'].sort(),
    );
  });

  it('QA10 #13: a malformed config knob is logged and the site config stays the demo one; a bad state stored before is dropped, not kept for the tab', async () => {
    const storage = new MemoryStorage();
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) };
    const world = new FakeWorld(storage, new FakeClock(), '?fake=' + encodeURIComponent('{"signedIn":true,"config":{"languages":"xx"}}'), storage, logger);
    expect(warnings).toEqual(['fake: the value was ignored']);
    expect(world.state.signedIn).toBe(false);
    expect((await new FakeSiteConfig(world).load('ru')).languages).toEqual(DEMO_SITE_CONFIG.languages);
    // a tab that stored such a state before: the next load drops it for the defaults
    storage.set(FAKE_WORLD_STORAGE_KEY, JSON.stringify({ ...DEFAULT_FAKE_WORLD, signedIn: true, config: { languages: 'xx' } }));
    const reloaded = new FakeWorld(storage, new FakeClock(), '', storage, logger);
    expect(warnings).toContain('fake: the stored state was dropped');
    expect(reloaded.state).toMatchObject({ signedIn: false, config: {} });
    expect((await new FakeSiteConfig(reloaded).load('ru')).languages).toEqual(DEMO_SITE_CONFIG.languages);
    expect(JSON.parse(storage.get(FAKE_WORLD_STORAGE_KEY)!).config).toEqual({});
  });

  it('merges over the current state, config key by key', () => {
    const first = applyFakeQuery(DEFAULT_FAKE_WORLD, '{"config":{"registrationEnabled":false}}').state;
    const second = applyFakeQuery(first, '{"signedIn":true,"config":{"statisticsEnabled":false}}').state;
    expect(second.signedIn).toBe(true);
    expect(second.config).toEqual({ registrationEnabled: false, statisticsEnabled: false });
  });

  it('reset returns to the defaults', () => {
    const changed = applyFakeQuery(DEFAULT_FAKE_WORLD, '{"signedIn":true}').state;
    expect(applyFakeQuery(changed, 'reset').state).toEqual(DEFAULT_FAKE_WORLD);
  });

  it('keeps the state for the tab (session storage) across page loads', () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock();
    new FakeWorld(storage, clock, '?fake=%7B%22banLevel%22%3A45%7D');
    const reloaded = new FakeWorld(storage, clock, '');
    expect(reloaded.state.banLevel).toBe(45);
    expect(JSON.parse(storage.get(FAKE_WORLD_STORAGE_KEY)!).banLevel).toBe(45);
  });

  it('failTimes fails the next N calls, then recovers', async () => {
    const world = new FakeWorld(new MemoryStorage(), new FakeClock(), '?fake=' + encodeURIComponent('{"failTimes":{"config":2}}'));
    await expect(world.respond('config', () => 1)).rejects.toThrow();
    await expect(world.respond('config', () => 1)).rejects.toThrow();
    await expect(world.respond('config', () => 1)).resolves.toBe(1);
  });

  it('latency waits on the clock', async () => {
    const clock = new FakeClock();
    const world = new FakeWorld(new MemoryStorage(), clock, '?fake=' + encodeURIComponent('{"latencyMs":500}'));
    let done = false;
    const pending = world.respond('session', () => (done = true));
    await clock.advanceAsync(499);
    expect(done).toBe(false);
    await clock.advanceAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it('spec 001 §9: the maintenance notice window defaults to 24 h before the start', () => {
    const clock = new FakeClock();
    const world = new FakeWorld(new MemoryStorage(), clock, '?fake=' + encodeURIComponent('{"maintenance":{"startsInMinutes":60,"durationMinutes":30}}'));
    const window = world.maintenanceWindow()!;
    expect(window.startAt - window.notifyStartDate).toBe(24 * 3_600_000);
    expect(window.finishAt - window.startAt).toBe(30 * 60_000);
  });

  it('the fake line\'s epoch is the first visit\'s time, kept for the browser; the lineEpoch knob sets it and reset starts a new one', () => {
    const tab = new MemoryStorage();
    const local = new MemoryStorage();
    const clock = new FakeClock();
    const first = new FakeWorld(tab, clock, '', local).lineEpoch;
    expect(first).toBe(clock.now());
    clock.advance(3_600_000);
    expect(new FakeWorld(new MemoryStorage(), clock, '', local).lineEpoch).toBe(first);
    local.set(FAKE_WORLD_EPOCH_STORAGE_KEY, 'garbage');
    expect(new FakeWorld(new MemoryStorage(), clock, '', local).lineEpoch).toBe(clock.now());
    const set = new FakeWorld(tab, clock, `?fake=${encodeURIComponent('{"lineEpoch":1736164800000}')}`, local).lineEpoch;
    expect(set).toBe(1736164800000);
    clock.advance(1_000);
    expect(new FakeWorld(new MemoryStorage(), clock, '?fake=reset', local).lineEpoch).toBe(clock.now());
  });
});
