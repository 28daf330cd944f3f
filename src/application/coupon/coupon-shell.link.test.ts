import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeAccounts } from '../../adapters/fake/fake-accounts';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeWorld } from '../../adapters/fake/fake-world';
import type { Account } from '../../domain/player';
import { ANONYMOUS_PLAYER, type PlayerState } from '../../domain/session';
import type { StakeAccountBalance } from './coupon.model';
import { couponConfigFrom, linkBalanceToShell, linkUnknownPlacementToAccounts } from './coupon-shell.link';
import { CouponType, DEFAULT_COUPON_CONFIG, type PlacementOutcome } from '../../domain/coupon';
import type { SiteConfig } from '../../domain/config';
import type { ConfigGroup } from '../../domain/config-groups';
import { DEMO_SITE_CONFIG } from '../../adapters/fake/fake-site-config';

async function setup(signedIn = true) {
  const world = new FakeWorld(new MemoryStorage(), new FakeClock(), `?fake=${encodeURIComponent(JSON.stringify({ signedIn: true }))}`);
  const accounts = await new FakeAccounts(world).load();
  const balanceChanged = createEvent<StakeAccountBalance>();
  const $player = createStore<PlayerState>(signedIn ? { ...ANONYMOUS_PLAYER, userId: 1001, currency: 'RUB', balance: 25_000 } : ANONYMOUS_PLAYER);
  const $accounts = createStore<Account[]>(accounts);
  linkBalanceToShell({ balanceChanged }, { $player }, { $accounts });
  const money = (id: number) => $accounts.getState().find((a) => a.id === id)?.money;
  return { balanceChanged, $player, $accounts, money };
}

describe('an accepted bet moves the balance the header shows (issue 3 §5: an accepted bet lowers the account balance)', () => {
  it('a stake from the main account: its money and the session balance both move', async () => {
    const { balanceChanged, $player, money } = await setup();
    balanceChanged({ accountId: 5001, balance: 24_850 });
    expect(money(5001)).toBe(24_850);
    expect($player.getState().balance).toBe(24_850);
  });

  it('a stake from the bonus account: that account\'s money moves, the session (main) balance does not', async () => {
    const { balanceChanged, $player, money } = await setup();
    balanceChanged({ accountId: 5002, balance: 1_350 });
    expect(money(5002)).toBe(1_350);
    expect(money(5001)).toBe(25_000);
    expect($player.getState().balance).toBe(25_000);
  });

  it('no account named (accounts not loaded): the session balance moves, the accounts stay as they are', async () => {
    const { balanceChanged, $player, $accounts } = await setup();
    const before = $accounts.getState();
    balanceChanged({ accountId: null, balance: 24_850 });
    expect($accounts.getState()).toBe(before);
    expect($player.getState().balance).toBe(24_850);
  });

  it('signed out meanwhile: the visitor gets no balance', async () => {
    const { balanceChanged, $player } = await setup(false);
    balanceChanged({ accountId: null, balance: 24_850 });
    expect($player.getState()).toEqual(ANONYMOUS_PLAYER);
  });
});

describe('QA14 #7: a placement with no clear answer reads the accounts again, so the balance shown is what is left', () => {
  function unknownSetup(answer: () => Promise<PlacementOutcome>) {
    let reads = 0;
    const placeFx = createEffect((_: number) => answer());
    const oneClickFx = createEffect((_: string) => answer());
    const loadAccountsFx = createEffect(async () => {
      reads += 1;
      return [];
    });
    linkUnknownPlacementToAccounts({ placeFx, oneClickFx }, { loadAccountsFx });
    return { placeFx, oneClickFx, reads: () => reads };
  }

  it.each([
    ['no answer (network-failure)', async (): Promise<PlacementOutcome> => ({ kind: 'network-failure', retryable: true })],
    ['a failure the adapter threw', async (): Promise<PlacementOutcome> => Promise.reject(new Error('unreadable'))],
  ])('%s: the accounts are read once, from the slip and from one-click', async (_, answer) => {
    const t = unknownSetup(answer);
    const scope = fork();
    await allSettled(t.placeFx, { scope, params: 1 });
    expect(t.reads()).toBe(1);
    await allSettled(t.oneClickFx, { scope, params: 'x' });
    expect(t.reads()).toBe(2);
  });

  it('a clear answer (accepted, refused) reads nothing: the answer itself says the balance, or nothing was taken', async () => {
    for (const outcome of [
      { kind: 'accepted', couponId: '1', placedAt: 0, balance: 100, coef: 2, possibleWin: 20 },
      { kind: 'insufficient-balance', balance: 5, required: 10 },
    ] as PlacementOutcome[]) {
      const t = unknownSetup(async () => outcome);
      await allSettled(t.placeFx, { scope: fork(), params: 1 });
      expect(t.reads()).toBe(0);
    }
  });
});

describe('the coupon config the slip follows (spec 000 §5, spec 001 §7)', () => {
  it('comes from the coupon config group, with one-click from config/all.json, and follows both as they load', () => {
    const configLoaded = createEvent<SiteConfig>();
    const groupsLoaded = createEvent<Readonly<Record<string, ConfigGroup>>>();
    const siteConfig = createStore<SiteConfig | null>(null).on(configLoaded, (_, c) => c);
    const groups = createStore<Readonly<Record<string, ConfigGroup>>>({}).on(groupsLoaded, (_, g) => g);
    const config = couponConfigFrom(siteConfig, groups);
    expect(config.getState()).toEqual(DEFAULT_COUPON_CONFIG);
    configLoaded({ ...DEMO_SITE_CONFIG, oneClickEnabled: false });
    groupsLoaded({ coupon: { minBetTypes: [CouponType.EXPRESS], bonusBetEnabled: false, vipBetEnabled: false } });
    expect(config.getState()).toMatchObject({
      oneClickEnabled: false,
      minBetTypeIds: [CouponType.EXPRESS],
      bonusBetEnabled: false,
      vipBetEnabled: false,
      maxBetTypeIds: DEFAULT_COUPON_CONFIG.maxBetTypeIds,
    });
  });
});
