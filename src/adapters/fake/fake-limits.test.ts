import { describe, expect, it } from 'vitest';
import { LimitAction, LimitsError, type Limit } from '../../domain/limits';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { FAKE_LIMIT_REFUSALS, FAKE_LIMIT_WAIT_S, FakeLimits } from './fake-limits';
import { FAKE_WORLD_STORAGE_KEY, FakeWorld, type FakeWorldState } from './fake-world';

function setup(fake: Partial<FakeWorldState> = {}) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, '');
  world.update({ signedIn: true, ...fake });
  return { clock, world, limits: new FakeLimits(world), nowS: Math.floor(clock.now() / 1000) };
}

const limit = (over: Partial<Limit>): Limit => ({
  limitType: 20, limitValue: 100, limitState: 'ACTIVE', startedAt: 0, endsAt: 0, limitBalance: null, needApprove: false, measure: 'RUB', label: '', ...over,
});

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: LimitsError) => ({ code: e.code, title: e.serverTitle }));

describe('FakeLimits (the demo limit service)', () => {
  it('answers nobody who is not signed in', async () => {
    const { limits } = setup({ signedIn: false });
    expect(await refusal(limits.list())).toEqual({ code: 'fetch-failed', title: null });
  });

  it.each([
    ['get-limits', (l: FakeLimits) => l.list(), 'fetch-failed'],
    ['set-limit', (l: FakeLimits) => l.set(32, 15), 'approve-failed'],
    ['limit-action', (l: FakeLimits) => l.respondToPending(20, LimitAction.Approve), 'approve-failed'],
    ['delete-limit', (l: FakeLimits) => l.delete(32), 'cancel-failed'],
  ] as const)('the fail knob %s makes that call fail as a LimitsError without a title', async (operation, call, code) => {
    const { limits } = setup({ fail: [operation] });
    expect(await refusal(call(limits))).toEqual({ code, title: null });
  });

  it('spec 001 §4: refuses to change or cancel an ACTIVE self-exclusion, with its title', async () => {
    const { limits, nowS } = setup({ rgLimits: [limit({ limitType: 30, limitValue: 7, startedAt: nowSOf(), endsAt: nowSOf() + 7 * 86_400, measure: 'days' })] });
    expect(nowS).toBeGreaterThan(0);
    expect(await refusal(limits.set(30, 30))).toEqual({ code: 'approve-failed', title: FAKE_LIMIT_REFUSALS.locked });
    expect(await refusal(limits.delete(30))).toEqual({ code: 'cancel-failed', title: FAKE_LIMIT_REFUSALS.locked });
  });

  it('spec 001 §5: refuses a value outside the fixed options', async () => {
    const { limits } = setup();
    expect(await refusal(limits.set(32, 20))).toEqual({ code: 'approve-failed', title: FAKE_LIMIT_REFUSALS.notOffered });
  });

  it('spec 001 §9: a deposit change not approved within 86400 s of its start lapses', async () => {
    const { limits, clock } = setup();
    await limits.set(20, 9000);
    expect((await limits.list()).filter((l) => l.limitType === 20).map((l) => l.limitState)).toEqual(['ACTIVE', 'PENDING']);
    clock.advance(86_400 * 1000);
    expect((await limits.list()).filter((l) => l.limitType === 20)).toMatchObject([{ limitState: 'ACTIVE', limitValue: 5000 }]);
  });

  it('design: cancelling an active limit ends it FAKE_LIMIT_WAIT_S later; cancelling a pending change drops it at once', async () => {
    const { limits, clock, nowS } = setup();
    await limits.delete(32);
    expect((await limits.list()).find((l) => l.limitType === 32)).toMatchObject({ limitState: 'ACTIVE', endsAt: nowS + FAKE_LIMIT_WAIT_S });
    clock.advance(FAKE_LIMIT_WAIT_S * 1000);
    expect((await limits.list()).find((l) => l.limitType === 32)).toBeUndefined();
    await limits.set(31, 2);
    await limits.set(31, 5);
    expect((await limits.list()).filter((l) => l.limitType === 31).map((l) => [l.limitState, l.limitValue])).toEqual([['ACTIVE', 2], ['PENDING', 5]]);
    await limits.delete(31);
    expect((await limits.list()).filter((l) => l.limitType === 31).map((l) => [l.limitState, l.limitValue])).toEqual([['ACTIVE', 2]]);
  });

  it('keeps the limits in the fake world, so a reload sees them', async () => {
    const { limits, world } = setup();
    await limits.set(2, 700);
    expect(world.state.rgLimits?.find((l) => l.limitType === 2)).toMatchObject({ limitValue: 700, limitState: 'ACTIVE' });
  });
  describe('design: the ping answers the hours left of a session limit, the signed-in time a day allows (spec 001 §4 "visit tomorrow")', () => {
    const HOUR = 3_600_000;
    /** Signed in at local noon, so the hours below stay within one day whatever the time zone. */
    function atNoon(rgLimits: Limit[]) {
      const clock = new FakeClock(new Date(2025, 0, 6, 12, 0, 0).getTime());
      const world = new FakeWorld(new MemoryStorage(), clock, '');
      world.update({ signedIn: true, rgLimits });
      return { clock, world, limits: new FakeLimits(world), nowS: Math.floor(clock.now() / 1000) };
    }
    const session = (hours: number, startedAt: number) => limit({ limitType: 31, limitValue: hours, startedAt, measure: 'h' });

    it('none set: null', async () => {
      expect(await setup({ rgLimits: [limit({ limitType: 31, limitValue: -1, limitState: 'INACTIVE' })] }).limits.ping()).toEqual({ sessionRemainingHours: null });
    });

    it('counts the time signed in today, every sign-in together, not the time signed out', async () => {
      const { clock, world, limits } = atNoon([session(2, 0)]);
      expect(await limits.ping()).toEqual({ sessionRemainingHours: 2 });
      clock.advance(HOUR / 2);
      expect(await limits.ping()).toEqual({ sessionRemainingHours: 1.5 });
      world.update({ signedIn: false });
      clock.advance(3 * HOUR);
      world.update({ signedIn: true });
      clock.advance(HOUR);
      expect(await limits.ping()).toEqual({ sessionRemainingHours: 0.5 });
      clock.advance(HOUR);
      // Used up: 0, and a sign-in later that day finds it used up too.
      expect(await limits.ping()).toEqual({ sessionRemainingHours: 0 });
      world.update({ signedIn: false });
      world.update({ signedIn: true });
      expect(await limits.ping()).toEqual({ sessionRemainingHours: 0 });
    });

    it('"tomorrow" comes: the next day starts the count again', async () => {
      const { clock, world, limits } = atNoon([session(1, 0)]);
      clock.advance(2 * HOUR);
      expect(await limits.ping()).toEqual({ sessionRemainingHours: 0 });
      world.update({ signedIn: false });
      clock.advance(20 * HOUR); // 10:00 the next day
      world.update({ signedIn: true });
      expect(await limits.ping()).toEqual({ sessionRemainingHours: 1 });
    });

    it('counts from when the limit took effect, not from the sign-in before it', async () => {
      const { clock, world, limits } = atNoon([]);
      clock.advance(HOUR);
      world.update({ rgLimits: [session(2, Math.floor(clock.now() / 1000))] });
      clock.advance(HOUR / 4);
      expect(await limits.ping()).toEqual({ sessionRemainingHours: 1.75 });
    });

    it('the signed-in spans survive a reload of the page (the fake world in session storage)', async () => {
      const { clock, world } = atNoon([session(2, 0)]);
      clock.advance(HOUR);
      const storage = new MemoryStorage();
      storage.set(FAKE_WORLD_STORAGE_KEY, JSON.stringify(world.state));
      const reloaded = new FakeWorld(storage, clock, '');
      expect(await new FakeLimits(reloaded).ping()).toEqual({ sessionRemainingHours: 1 });
    });
  });
});

function nowSOf(): number {
  return Math.floor(new FakeClock().now() / 1000);
}
