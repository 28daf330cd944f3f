import { allSettled, createStore, fork } from 'effector';
import { acceptedFor } from '../../../tests/support/accepted';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import type { BetPlacementPort, PlacementOutcome } from '../../domain/coupon';
import { selectionFromOutcome, type Selection } from '../../domain/line';
import { ANONYMOUS_PLAYER, type PlayerState } from '../../domain/session';
import { COUPON_STORAGE_KEY, serializeCoupon } from './coupon-storage';
import { createCouponModel } from './coupon.model';

// README "one slip per browser": tabs write the slip to local storage and hear each other's writes (the storage
// event), with no compare-and-set. Each tab here has its own MemoryStorage standing for the browser's view from
// that tab, and the test delivers the storage events itself, in the order a race would bring them.

const PLAYER: PlayerState = { ...ANONYMOUS_PLAYER, userId: 1001, name: 'Demo', currency: 'RUB', balance: 25_000 };
const placement: BetPlacementPort = {
  place: (request) => Promise.resolve(acceptedFor(request)),
  loadByCode: (code) => Promise.resolve({ kind: 'not-found', code }),
  history: () => Promise.resolve({ kind: 'loaded', bets: [], hasMore: false }),
  placedBet: (couponId) => Promise.resolve({ kind: 'not-found', couponId }),
};

const line = new FakeLine({ clock: new FakeClock() });
/** `count` open pre-match selections, one per game. */
function selections(count: number): Selection[] {
  const found: Selection[] = [];
  for (const game of line.world.gameList({ section: 'line', limit: 400 })) {
    const market = game.markets[0]!;
    const outcome = market.outcomes.find((o) => o.coef >= 1.1 && !o.isBlocked && !o.isDepend && !o.isBannedExpress);
    if (outcome) found.push(selectionFromOutcome(game, market, outcome));
    if (found.length === count) break;
  }
  return found;
}

/** A browser: one clock for all its tabs, and the storage events between them, each delivered once and in order. */
function browser() {
  const clock = new FakeClock();
  let seq = 0;
  type Tab = Awaited<ReturnType<typeof openTab>>;
  /** For each tab, how many of each other tab's writes it has heard. */
  const heard = new Map<Tab, Map<Tab, number>>();
  async function openTab(storage = new MemoryStorage()) {
    const writes: string[] = [];
    const set = storage.set.bind(storage);
    storage.set = (key: string, value: string) => (key === COUPON_STORAGE_KEY && writes.push(value), set(key, value));
    const model = createCouponModel({
      placement,
      storage,
      clock,
      feed: new ManualLineFeed(),
      $player: createStore(PLAYER),
      newIdempotencyKey: () => `key-${++seq}`,
    });
    const scope = fork();
    await allSettled(model.started, { scope });
    const tab = {
      model,
      scope,
      storage,
      writes,
      /** What this tab last wrote. */
      last: () => writes.at(-1) ?? null,
      ids: () => scope.getState(model.$coupon).bets.filter((b) => b.typeId !== -1).map((b) => b.id),
      pick: async (...picks: Selection[]) => {
        for (const s of picks) await allSettled(model.betToggled, { scope, params: s });
      },
      /** A storage event carrying `raw` reaches this tab. */
      hears: async (raw: string | null) => {
        storage.changedElsewhere(COUPON_STORAGE_KEY, raw);
        await allSettled(scope);
      },
    };
    // A tab opened now read what storage held: it hears only later writes; the others will hear all of its own.
    heard.set(tab, new Map([...heard.keys()].map((other) => [other, other.writes.length])));
    for (const [other, counts] of heard) if (other !== tab) counts.set(tab, 0);
    return tab;
  }
  /** `to` hears every write of `from` it has not heard yet, in order; whether there was any. */
  async function deliver(from: Tab, to: Tab): Promise<boolean> {
    const counts = heard.get(to)!;
    let any = false;
    while (counts.get(from)! < from.writes.length) {
      const raw = from.writes[counts.get(from)!]!;
      counts.set(from, counts.get(from)! + 1);
      any = true;
      await to.hears(raw);
    }
    return any;
  }
  /** Every tab hears every write, until nobody writes; the number of rounds it took (Infinity: the tabs echo). */
  async function settle(tabs: Tab[]): Promise<number> {
    for (let round = 1; round <= 10; round += 1) {
      let delivered = false;
      for (const to of tabs) for (const from of tabs) if (from !== to) delivered = (await deliver(from, to)) || delivered;
      if (!delivered) return round;
    }
    return Infinity;
  }
  return { clock, openTab, deliver, settle };
}

describe('the tab race: a merge, not the last writer, decides the selections (README "one slip per browser")', () => {
  it('A places X while B, before it hears, picks Y: X comes back in neither tab, Y stays in both, and the tabs go quiet', async () => {
    const { clock, openTab, deliver, settle } = browser();
    const [x, y] = selections(2);
    const tabA = await openTab();
    const tabB = await openTab();
    await tabA.pick(x!);
    await deliver(tabA, tabB);
    expect(tabB.ids()).toEqual([x!.outcomeId]);

    clock.advance(5_000);
    await allSettled(tabA.model.placementRequested, { scope: tabA.scope });
    expect(tabA.ids()).toEqual([]);
    clock.advance(1);
    // B has not heard the placement yet: it stores X beside its pick.
    await tabB.pick(y!);
    expect(JSON.parse(tabB.last()!).bets.map((b: { id: string }) => b.id)).toEqual([x!.outcomeId, y!.outcomeId]);

    // The storage events cross.
    await deliver(tabB, tabA);
    await deliver(tabA, tabB);
    expect(tabA.ids()).toEqual([y!.outcomeId]);
    expect(tabB.ids()).toEqual([y!.outcomeId]);
    // The placing tab still shows its success coupon; the other tab says its slip changed (it did not empty).
    expect(tabA.scope.getState(tabA.model.$coupon).successCoupon).not.toBeNull();
    expect(tabB.scope.getState(tabB.model.$message)).toEqual({ key: 'coupon_changed_elsewhere', title: 'coupon_changed_elsewhere_title' });

    // Each wrote its merge back once; hearing the other's changes nothing and writes nothing more.
    const writesBefore = [tabA.writes.length, tabB.writes.length];
    expect(await settle([tabA, tabB])).toBeLessThanOrEqual(3);
    expect([tabA.writes.length, tabB.writes.length]).toEqual(writesBefore);
    expect([tabA.ids(), tabB.ids()]).toEqual([[y!.outcomeId], [y!.outcomeId]]);
    // And what storage holds, whoever wrote last, does not bring X back after a reload.
    for (const tab of [tabA, tabB]) expect((await openTab(tab.storage)).ids()).toEqual([y!.outcomeId]);
  });

  it('the same race heard in the other order (B hears the placement first): the same slip in both tabs', async () => {
    const { clock, openTab, deliver, settle } = browser();
    const [x, y] = selections(2);
    const tabA = await openTab();
    const tabB = await openTab();
    await tabA.pick(x!);
    await deliver(tabA, tabB);
    clock.advance(5_000);
    await allSettled(tabA.model.placementRequested, { scope: tabA.scope });
    clock.advance(1);
    await tabB.pick(y!);
    await deliver(tabA, tabB);
    expect(tabB.ids()).toEqual([y!.outcomeId]);
    await deliver(tabB, tabA);
    expect(tabA.ids()).toEqual([y!.outcomeId]);
    expect(await settle([tabA, tabB])).toBeLessThanOrEqual(3);
    expect([tabA.ids(), tabB.ids()]).toEqual([[y!.outcomeId], [y!.outcomeId]]);
  });

  it('a selection removed in one tab while the other adds one does not come back; picked again later, it stays', async () => {
    const { clock, openTab, settle } = browser();
    const [x, y, z] = selections(3);
    const tabA = await openTab();
    const tabB = await openTab();
    await tabA.pick(x!, y!);
    await settle([tabA, tabB]);
    clock.advance(1_000);
    await allSettled(tabA.model.betRemoved, { scope: tabA.scope, params: x!.outcomeId });
    clock.advance(1);
    await tabB.pick(z!);
    await settle([tabA, tabB]);
    expect([tabA.ids(), tabB.ids()]).toEqual([
      [y!.outcomeId, z!.outcomeId],
      [y!.outcomeId, z!.outcomeId],
    ]);
    clock.advance(1_000);
    await tabB.pick(x!);
    await settle([tabA, tabB]);
    expect(tabA.ids()).toEqual([y!.outcomeId, z!.outcomeId, x!.outcomeId]);
    expect(tabB.ids()).toEqual(tabA.ids());
  });

  it('a tab opened after the placement knows the removals from storage: a late record carrying the placed selection does not bring it back', async () => {
    const { clock, openTab, deliver } = browser();
    const [x, y] = selections(2);
    const tabA = await openTab();
    const tabB = await openTab();
    await tabA.pick(x!);
    await deliver(tabA, tabB);
    clock.advance(5_000);
    await allSettled(tabA.model.placementRequested, { scope: tabA.scope });
    clock.advance(1);
    await tabB.pick(y!);
    // C opens on what A's placement left in storage; B's record, written before it heard, arrives after.
    const tabC = await openTab(tabA.storage);
    await tabC.hears(tabB.last());
    expect(tabC.ids()).toEqual([y!.outcomeId]);
  });

  it('a record written by an older version (no removals) is still read and adopted as it is, not written back', async () => {
    const { openTab } = browser();
    const [x, y] = selections(2);
    const tabA = await openTab();
    const tabB = await openTab();
    await tabA.pick(x!);
    await tabB.pick(y!);
    const old = JSON.parse(tabA.last()!) as Record<string, unknown>;
    delete old.removedAtByBetId;
    const writes = tabB.writes.length;
    await tabB.hears(JSON.stringify(old));
    expect(tabB.ids()).toEqual([x!.outcomeId]);
    expect(tabB.writes.length).toBe(writes);
  });

  it('what this tab writes carries its removals, bounded (serializeCoupon with the removals)', async () => {
    const { clock, openTab } = browser();
    const picks = selections(3);
    const tab = await openTab();
    await tab.pick(...picks);
    clock.advance(1_000);
    await allSettled(tab.model.couponCleared, { scope: tab.scope });
    const stored = JSON.parse(tab.last()!) as { bets: unknown[]; removedAtByBetId: Record<string, number> };
    expect(stored.bets).toEqual([]);
    expect(stored.removedAtByBetId).toEqual(Object.fromEntries(picks.map((p) => [p.outcomeId, clock.now()])));
    // Ten minutes on, the next write forgets them.
    clock.advance(10 * 60_000 + 1);
    await tab.pick(picks[0]!);
    expect((JSON.parse(tab.last()!) as { removedAtByBetId: object }).removedAtByBetId).toEqual({});
    expect(serializeCoupon(tab.scope.getState(tab.model.$coupon))).toContain('"removedAtByBetId":{}');
  });
});
