import { allSettled, createEvent, createStore, fork, scopeBind, type Scope, type Store } from 'effector';
import { acceptedFor } from '../../../tests/support/accepted';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeBetPlacement, FAKE_MAX_PAYOUT, FAKE_MAX_STAKE, FAKE_MIN_STAKE } from '../../adapters/fake/fake-bet-placement';
import { gameEndsAt } from '../../adapters/fake/fake-results';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeSession } from '../../adapters/fake/fake-session';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import {
  CouponTab,
  CouponType,
  initialAmountFor,
  ownBets,
  DEFAULT_COUPON,
  formatCoef,
  MAX_AMOUNT,
  OddsChangePolicy,
  type BetPlacementPort,
  type CouponLimitsPort,
  type CouponRequest,
  type HistoryOutcome,
  type HistoryQuery,
  type LoadByCodeOutcome,
  type PlacedBet,
  type PlacedBetOutcome,
  type PlacementOutcome,
  type PromoCode,
  type PromoCodesPort,
} from '../../domain/coupon';
import { GameStatus, selectionFromOutcome, type Game, type LinePort, type Selection } from '../../domain/line';
import { ANONYMOUS_PLAYER, type PlayerState } from '../../domain/session';
import { UUID_PATTERN, type LoggerPort } from '../../domain/shared';
import { linkPrepaidToAccounts } from './coupon-shell.link';
import { COUPON_SETTINGS_STORAGE_KEY, COUPON_STORAGE_KEY } from './coupon-storage';
import { createCouponModel, type CouponAccount, type StakeAccountBalance } from './coupon.model';
import { DEMO_PLAYER, lineSelections } from '../../../tests/support/coupon-model-support';

const PLAYER = DEMO_PLAYER;
/** In a script: accept the request as a bookmaker would record it (acceptedFor). */
const ACCEPTED = 'accept' as const;

/** A placement port that answers from a script and records every request. */
class ScriptedPlacement implements BetPlacementPort {
  readonly requests: CouponRequest[] = [];
  constructor(
    private readonly script: Array<PlacementOutcome | Error | typeof ACCEPTED> = [],
    private readonly gate: Promise<void> = Promise.resolve(),
  ) {}
  async place(request: CouponRequest): Promise<PlacementOutcome> {
    this.requests.push(request);
    await this.gate;
    const next = this.script.shift() ?? ACCEPTED;
    if (next instanceof Error) throw next;
    return next === ACCEPTED ? acceptedFor(request) : next;
  }
  loadByCode(code: string): Promise<LoadByCodeOutcome> {
    return Promise.resolve({ kind: 'not-found', code });
  }
  history(_query: HistoryQuery): Promise<HistoryOutcome> {
    return Promise.resolve({ kind: 'loaded', bets: [], hasMore: false });
  }  placedBet(couponId: string): Promise<PlacedBetOutcome> {
    return Promise.resolve({ kind: 'not-found', couponId });
  }
}

const clock = new FakeClock();
const line = new FakeLine({ clock });

/** `count` open pre-match selections at `minCoef` (1.1) or more, one per game, from the fake line. */
const selections = (count: number, minCoef = 1.1) => lineSelections(line, count, minCoef);

function setup(
  options: {
    placement?: BetPlacementPort;
    limits?: CouponLimitsPort;
    storage?: MemoryStorage;
    player?: PlayerState;
    feed?: ManualLineFeed;
    account?: CouponAccount;
    $account?: Store<CouponAccount | null>;
    promoCodes?: PromoCodesPort;
    $player?: Store<PlayerState>;
    refId?: string | null;
    line?: Pick<LinePort, 'game'>;
    logger?: LoggerPort;
    /** The model's own Idempotency-Keys instead of the test's key-1, key-2… */
    realKeys?: boolean;
  } = {},
) {
  const storage = options.storage ?? new MemoryStorage();
  const feed = options.feed ?? new ManualLineFeed();
  const placement = options.placement ?? new ScriptedPlacement();
  let n = 0;
  const model = createCouponModel({
    placement,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.account ? { $account: createStore<CouponAccount | null>(options.account) } : {}),
    ...(options.$account ? { $account: options.$account } : {}),
    ...(options.promoCodes ? { promoCodes: options.promoCodes } : {}),
    storage,
    clock,
    feed,
    $player: options.$player ?? createStore(options.player ?? PLAYER),
    ...(options.realKeys ? {} : { newIdempotencyKey: () => `key-${++n}` }),
    ...(options.refId !== undefined ? { $refId: createStore<string | null>(options.refId) } : {}),
    ...(options.line ? { line: options.line } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return { model, storage, feed, placement, scope: fork() };
}

async function add(scope: Scope, model: ReturnType<typeof setup>['model'], picks: Selection[]) {
  for (const s of picks) await allSettled(model.betToggled, { scope, params: s });
}

describe('coupon model: building the slip', () => {
  it('a first bet makes a single at the currency initial amount (spec 000 §9: RUB 150)', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(1));
    const coupon = scope.getState(model.$coupon);
    expect(coupon.typeId).toBe(CouponType.SINGLE);
    expect(coupon.amount).toBe(150);
  });

  it('a second bet moves a single to an express', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(2));
    expect(scope.getState(model.$coupon).typeId).toBe(CouponType.EXPRESS);
  });

  it('clicking a selected odd again removes it (toggle)', async () => {
    const { model, scope } = setup();
    const [a] = selections(1);
    await add(scope, model, [a!, a!]);
    expect(scope.getState(model.$coupon).bets).toHaveLength(0);
  });

  it('holds at most 30 bets and says so with a dictionary key', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(31));
    expect(scope.getState(model.$coupon).bets.filter((b) => b.typeId !== -1)).toHaveLength(30);
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_too_many_bets', values: { limit: 30 } });
  });

  it('spec 000 §5 bonus bet: three selections of 1.1 or more in an express offer the bonus', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(3));
    expect(scope.getState(model.$summary).bonusBetOffered).toBe(true);
    expect(scope.getState(model.$coupon).bets.some((b) => b.id === 'bonus-bet')).toBe(true);
  });

  it('system 2/3 has C(3,2) = 3 lines', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(3));
    await allSettled(model.typeChanged, { scope, params: CouponType.SYSTEM });
    await allSettled(model.systemValueChanged, { scope, params: 2 });
    expect(scope.getState(model.$summary).lines).toBe(3);
  });

  it('spec 000 §5: a system value below 2 is refused with a message', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(3));
    await allSettled(model.typeChanged, { scope, params: CouponType.SYSTEM });
    await allSettled(model.systemValueChanged, { scope, params: 1 });
    expect(scope.getState(model.$coupon).systemValue).toBe(2);
    expect(scope.getState(model.$message)?.key).toBe('coupon_error_system_value_too_low');
  });

  it('amount steps by the currency step (spec 000 §9: RUB 100)', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(1));
    await allSettled(model.amountStepped, { scope, params: 1 });
    expect(scope.getState(model.$coupon).amount).toBe(250);
    await allSettled(model.amountStepped, { scope, params: -1 });
    expect(scope.getState(model.$coupon).amount).toBe(150);
  });

  it('spec 000 §5: − stops at the minimum stake the slip shows ("Stake from 10"), never below it', async () => {
    const limits: CouponLimitsPort = {
      limits: async () => ({ kind: 'loaded', offer: { minBetAmount: 10, maxBetAmount: 20_000, maxPayout: Infinity, hyperBonus: null } }),
    };
    const { model, scope } = setup({ limits });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    expect(scope.getState(model.$summary).minAmount).toBe(10);
    const seen: number[] = [];
    for (let press = 0; press < 3; press += 1) {
      await allSettled(model.amountStepped, { scope, params: -1 });
      seen.push(scope.getState(model.$coupon).amount);
    }
    expect(seen).toEqual([50, 10, 10]);
    expect(scope.getState(model.$message)).toBeNull();
  });

  it('− stops at one step where no minimum applies (the limits unknown)', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(1));
    expect(scope.getState(model.$summary).minAmount).toBeNull();
    await allSettled(model.amountStepped, { scope, params: -1 });
    await allSettled(model.amountStepped, { scope, params: -1 });
    expect(scope.getState(model.$coupon).amount).toBe(100);
  });

  it.each([
    { rule: 'a typed stake of 1e12', act: (m: ReturnType<typeof setup>['model'], scope: Scope) => allSettled(m.amountChanged, { scope, params: 1e12 }) },
    { rule: 'a typed stake of 9999999999', act: (m: ReturnType<typeof setup>['model'], scope: Scope) => allSettled(m.amountChanged, { scope, params: 9_999_999_999 }) },
    {
      rule: '+ with a huge manual step',
      act: async (m: ReturnType<typeof setup>['model'], scope: Scope) => {
        await allSettled(m.settingsChanged, { scope, params: { isManualAmountStep: true, amountStepByCurrency: { RUB: MAX_AMOUNT } } });
        await allSettled(m.amountStepped, { scope, params: 1 });
      },
    },
  ])('$rule is above the largest amount the slip takes: refused with a message naming it, not "Enter a stake"', async ({ act }) => {
    const { model, scope } = setup();
    await add(scope, model, selections(1));
    await act(model, scope);
    expect(scope.getState(model.$coupon).amount).toBe(150);
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_amount_too_large', values: { max: MAX_AMOUNT } });
  });

  it('bankers: a banker in system 3/4 leaves C(3,2) = 3 lines', async () => {
    const { model, scope } = setup();
    const picks = selections(4);
    await add(scope, model, picks);
    await allSettled(model.typeChanged, { scope, params: CouponType.SYSTEM });
    await allSettled(model.systemValueChanged, { scope, params: 3 });
    await allSettled(model.bankerModeToggled, { scope, params: true });
    await allSettled(model.bankerToggled, { scope, params: picks[0]!.outcomeId });
    expect(scope.getState(model.$summary).lines).toBe(3);
  });
});

describe('coupon model: accounts (spec 000 §4)', () => {
  it('activating an account sets the coupon prepaid amount to 0 and keeps the bets', async () => {
    const { model } = setup();
    const accountActivated = createEvent<{ id: number }>();
    linkPrepaidToAccounts(model, { accountActivated });
    const scope = fork({ values: [[model.$coupon, { ...DEFAULT_COUPON, availablePrepaidAmount: 300 }]] });
    await add(scope, model, selections(2));
    expect(scope.getState(model.$coupon).availablePrepaidAmount).toBe(300);
    await allSettled(accountActivated, { scope, params: { id: 2 } });
    const coupon = scope.getState(model.$coupon);
    expect(coupon.availablePrepaidAmount).toBe(0);
    expect(coupon.bets).toHaveLength(2);
  });
});

describe('coupon model: persistence', () => {
  it('the coupon and its settings survive a reload', async () => {
    const first = setup();
    await add(first.scope, first.model, selections(2));
    await allSettled(first.model.settingsChanged, { scope: first.scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    const second = setup({ storage: first.storage });
    const restored = second.scope.getState(second.model.$coupon);
    expect(restored.bets.map((b) => b.id)).toEqual(first.scope.getState(first.model.$coupon).bets.map((b) => b.id));
    expect(restored.typeId).toBe(CouponType.EXPRESS);
    expect(second.scope.getState(second.model.$settings).changeCoefAction).toBe(OddsChangePolicy.CONFIRM_ANY);
  });

  it('a restored slip reads its games from the line once at start: a moved price is marked against the one the player saw, a game gone locks its bet, a game that fails to answer stays as it was', async () => {
    const [a, b, c] = selections(3);
    const first = setup();
    await add(first.scope, first.model, [a!, b!, c!]);
    const moved = (game: Game): Game => ({
      ...game,
      markets: game.markets.map((m) => ({ ...m, outcomes: m.outcomes.map((o) => (o.id === a!.outcomeId ? { ...o, coef: a!.coef + 0.4 } : o)) })),
    });
    const asked: number[] = [];
    const line = {
      game: async (id: number): Promise<Game | null> => {
        asked.push(id);
        if (id === b!.gameId) return null;
        if (id === c!.gameId) throw new Error('line unavailable');
        const game = await new FakeLine({ clock }).game(id);
        return game && moved(game);
      },
    };
    const second = setup({ storage: first.storage, line });
    await allSettled(second.model.started, { scope: second.scope });
    expect(asked.sort()).toEqual([a!.gameId, b!.gameId, c!.gameId].sort());
    const bets = new Map(second.scope.getState(second.model.$coupon).bets.map((bet) => [bet.id, bet]));
    expect(bets.get(a!.outcomeId)).toMatchObject({ coef: a!.coef + 0.4, prevCoef: a!.coef, coefChange: 'up', isBlocked: false });
    expect(bets.get(b!.outcomeId)).toMatchObject({ coef: b!.coef, isBlocked: true });
    expect(bets.get(c!.outcomeId)).toMatchObject({ coef: c!.coef, isBlocked: false, coefChange: null });
    expect(second.scope.getState(second.model.$summary).hasLockedBets).toBe(true);
  });

  it('settings amounts that are not money keep the old value; a manual step that is not positive money is dropped', async () => {
    const { model, scope } = setup();
    await allSettled(model.settingsChanged, { scope, params: { oneClickAmount: 300 } });
    for (const bad of [-50, Infinity, Number.NaN, 1e12]) {
      await allSettled(model.settingsChanged, { scope, params: { oneClickAmount: bad, bonusAccountOneClickAmount: bad } });
    }
    expect(scope.getState(model.$settings)).toMatchObject({ oneClickAmount: 300, bonusAccountOneClickAmount: 0 });
    await allSettled(model.settingsChanged, { scope, params: { amountStepByCurrency: { EUR: 5, RUB: -1, USD: 0 } } });
    expect(scope.getState(model.$settings).amountStepByCurrency).toEqual({ EUR: 5 });
  });

  it('a failed limits refresh leaves the limits unknown: the previous coupon\'s maximum is not shown or enforced', async () => {
    let fail = false;
    const limits: CouponLimitsPort = {
      limits: async () =>
        fail ? { kind: 'network-failure', retryable: true } : { kind: 'loaded', offer: { minBetAmount: 10, maxBetAmount: 200, maxPayout: 1000, hyperBonus: null } },
    };
    const { model, scope } = setup({ limits });
    await allSettled(model.started, { scope });
    const picks = selections(2);
    await add(scope, model, picks);
    expect(scope.getState(model.$summary).maxAmount).toBe(200);
    fail = true;
    await allSettled(model.betRemoved, { scope, params: picks[1]!.outcomeId });
    expect(scope.getState(model.$summary)).toMatchObject({ maxAmount: Infinity, minAmount: null });
    expect(scope.getState(model.$coupon).bets).toHaveLength(1);
  });

  it('the coupon is written to storage when what is stored changes, not when the quick coupon shows or hides', async () => {
    const storage = new MemoryStorage();
    const written: string[] = [];
    const set = storage.set.bind(storage);
    storage.set = (key: string, value: string) => (key === COUPON_STORAGE_KEY && written.push(value), set(key, value));
    const { model, scope } = setup({ storage });
    await add(scope, model, selections(1));
    const writes = written.length;
    expect(writes).toBeGreaterThan(0);
    await allSettled(model.quickCouponVisibilityChanged, { scope, params: true });
    await allSettled(model.quickCouponVisibilityChanged, { scope, params: false });
    expect(written).toHaveLength(writes);
    await allSettled(model.amountChanged, { scope, params: 321 });
    expect(written).toHaveLength(writes + 1);
  });

  const maxOf = (maxBetAmount: number): CouponLimitsPort => ({
    limits: async () => ({ kind: 'loaded', offer: { minBetAmount: 10, maxBetAmount, maxPayout: Infinity, hyperBonus: null } }),
  });

  it('spec 000 §3 isAutoMax: auto max survives a reload, and the stake follows the maximum the server gives then', async () => {
    const first = setup({ limits: maxOf(1_000) });
    await allSettled(first.model.started, { scope: first.scope });
    await add(first.scope, first.model, selections(1));
    await allSettled(first.model.autoMaxToggled, { scope: first.scope, params: true });
    expect(first.scope.getState(first.model.$coupon)).toMatchObject({ isActiveAutoMax: true, amount: 1_000 });
    expect(first.scope.getState(first.model.$settings).isAutoMax).toBe(true);

    const second = setup({ limits: maxOf(2_000), storage: first.storage });
    await allSettled(second.model.started, { scope: second.scope });
    expect(second.scope.getState(second.model.$coupon)).toMatchObject({ isActiveAutoMax: true, amount: 2_000 });
  });

  it('spec 000 §3 isAutoMax: a typed amount ends auto max, and after a reload it is still off', async () => {
    const first = setup({ limits: maxOf(1_000) });
    await allSettled(first.model.started, { scope: first.scope });
    await add(first.scope, first.model, selections(1));
    await allSettled(first.model.autoMaxToggled, { scope: first.scope, params: true });
    await allSettled(first.model.amountChanged, { scope: first.scope, params: 300 });
    expect(first.scope.getState(first.model.$coupon)).toMatchObject({ isActiveAutoMax: false, amount: 300 });
    expect(first.scope.getState(first.model.$settings).isAutoMax).toBe(false);

    const second = setup({ limits: maxOf(2_000), storage: first.storage });
    await allSettled(second.model.started, { scope: second.scope });
    expect(second.scope.getState(second.model.$coupon)).toMatchObject({ isActiveAutoMax: false, amount: 300 });
  });

  it('spec 000 §3 isVipBet: the VIP choice is kept, and a new VIP-eligible coupon is a VIP bet at once (also after a reload)', async () => {
    const first = setup({ limits: maxOf(1_000) });
    await allSettled(first.model.started, { scope: first.scope });
    await add(first.scope, first.model, selections(2));
    expect(first.scope.getState(first.model.$summary).vipBetAvailable).toBe(true);
    await allSettled(first.model.vipToggled, { scope: first.scope, params: true });
    expect(first.scope.getState(first.model.$settings).isVipBet).toBe(true);
    await allSettled(first.model.couponCleared, { scope: first.scope });

    const second = setup({ limits: maxOf(1_000), storage: first.storage });
    await allSettled(second.model.started, { scope: second.scope });
    await add(second.scope, second.model, selections(2));
    expect(second.scope.getState(second.model.$coupon).isActiveVipBet).toBe(true);
    await allSettled(second.model.vipToggled, { scope: second.scope, params: false });
    expect(second.scope.getState(second.model.$settings).isVipBet).toBe(false);
    expect(second.scope.getState(second.model.$coupon).isActiveVipBet).toBe(false);
  });

  it.each([
    ['not JSON', '{nope'],
    ['a number', '42'],
    ['an old version', JSON.stringify({ v: 0, bets: [] })],
    ['bets not a list', JSON.stringify({ v: 1, bets: 'x' })],
    ['bets of the wrong shape', JSON.stringify({ v: 1, bets: [{ id: 5 }, null, { id: 'a', gameId: 1, coef: 'x' }] })],
  ])('corrupt storage (%s) gives the default coupon, never a crash', (_, raw) => {
    const storage = new MemoryStorage();
    storage.set(COUPON_STORAGE_KEY, raw);
    storage.set(COUPON_SETTINGS_STORAGE_KEY, raw);
    const { model, scope } = setup({ storage });
    expect(scope.getState(model.$coupon).bets).toEqual([]);
    expect(scope.getState(model.$coupon).typeId).toBe(DEFAULT_COUPON.typeId);
    expect(scope.getState(model.$settings).changeCoefAction).toBe(2);
  });
});

describe('coupon model: live odds', () => {
  it('feed changes reach the slip with an up or down mark, only while the slip has bets', async () => {
    const feed = new ManualLineFeed();
    const { model, scope } = setup({ feed });
    await allSettled(model.started, { scope });
    expect(feed.listeners.size).toBe(0);
    const [a] = selections(1);
    await add(scope, model, [a!]);
    expect(feed.listeners.size).toBe(1);
    feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef: a!.coef + 0.5, isBlocked: false }]);
    await allSettled(scope);
    expect(scope.getState(model.$coupon).bets[0]).toMatchObject({ coef: a!.coef + 0.5, coefChange: 'up', prevCoef: a!.coef });
    feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef: a!.coef - 0.05, isBlocked: true }]);
    await allSettled(scope);
    // Marked against the price the player picked, not the previous move.
    expect(scope.getState(model.$coupon).bets[0]).toMatchObject({ coefChange: 'down', prevCoef: a!.coef, isBlocked: true });
    expect(scope.getState(model.$summary).hasLockedBets).toBe(true);
    await allSettled(model.betRemoved, { scope, params: a!.outcomeId });
    expect(feed.listeners.size).toBe(0);
  });

  it("a feed resync (changes were lost) re-reads the slip's games from the line: a price moved meanwhile is marked, a game gone locks its bet", async () => {
    const [a, b] = selections(2);
    const asked: number[] = [];
    let lineNow: (id: number) => Promise<Game | null> = async () => null;
    const line = {
      game: (id: number) => {
        asked.push(id);
        return lineNow(id);
      },
    };
    const feed = new ManualLineFeed();
    const { model, scope } = setup({ feed, line });
    await allSettled(model.started, { scope });
    await add(scope, model, [a!, b!]);
    expect(asked).toEqual([]);
    lineNow = async (id) => {
      if (id === b!.gameId) return null;
      const game = await new FakeLine({ clock }).game(id);
      return game && {
        ...game,
        markets: game.markets.map((m) => ({ ...m, outcomes: m.outcomes.map((o) => (o.id === a!.outcomeId ? { ...o, coef: a!.coef + 0.4 } : o)) })),
      };
    };
    feed.resync();
    await allSettled(scope);
    expect(asked.sort()).toEqual([a!.gameId, b!.gameId].sort());
    const bets = new Map(scope.getState(model.$coupon).bets.map((bet) => [bet.id, bet]));
    expect(bets.get(a!.outcomeId)).toMatchObject({ coef: a!.coef + 0.4, prevCoef: a!.coef, coefChange: 'up', isBlocked: false });
    expect(bets.get(b!.outcomeId)).toMatchObject({ coef: b!.coef, isBlocked: true });
  });

  it('a slip game that does not answer the re-read is read again after 2 s, 4 s … until it does (the others are not asked again)', async () => {
    const [a, b] = selections(2);
    const asked: number[] = [];
    let failing = true;
    const line = {
      game: async (id: number) => {
        asked.push(id);
        if (id === b!.gameId && failing) throw new Error('503');
        const game = await new FakeLine({ clock }).game(id);
        return game && {
          ...game,
          markets: game.markets.map((m) => ({ ...m, outcomes: m.outcomes.map((o) => (o.id === b!.outcomeId ? { ...o, coef: b!.coef + 0.2 } : o)) })),
        };
      },
    };
    const feed = new ManualLineFeed();
    const { model, scope } = setup({ feed, line });
    await allSettled(model.started, { scope });
    await add(scope, model, [a!, b!]);
    feed.resync();
    await allSettled(scope);
    expect(asked.sort()).toEqual([a!.gameId, b!.gameId].sort());
    asked.length = 0;
    clock.advance(1_999);
    await allSettled(scope);
    expect(asked).toEqual([]);
    clock.advance(1);
    await allSettled(scope);
    expect(asked).toEqual([b!.gameId]);
    failing = false;
    clock.advance(4_000);
    await allSettled(scope);
    expect(asked).toEqual([b!.gameId, b!.gameId]);
    expect(scope.getState(model.$coupon).bets.find((bet) => bet.id === b!.outcomeId)).toMatchObject({ coef: b!.coef + 0.2, coefChange: 'up' });
    clock.advance(120_000);
    await allSettled(scope);
    expect(asked).toHaveLength(2);
  });

  it('a price the feed moves while the slip\'s games are being read again is not taken back by the read (replayed over it)', async () => {
    const [a] = selections(1);
    let answer!: () => void;
    const line = {
      game: async (id: number) => {
        const game = await new FakeLine({ clock }).game(id);
        await new Promise<void>((resolve) => (answer = resolve));
        return game;
      },
    };
    const feed = new ManualLineFeed();
    const { model, scope } = setup({ feed, line });
    await allSettled(model.started, { scope });
    await add(scope, model, [a!]);
    feed.resync();
    await new Promise((r) => setTimeout(r, 0));
    const now = Math.round((a!.coef + 0.3) * 1000) / 1000;
    feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef: now, isBlocked: false }]);
    expect(scope.getState(model.$coupon).bets[0]!.coef).toBe(now);
    answer();
    await allSettled(scope);
    expect(scope.getState(model.$coupon).bets[0]).toMatchObject({ coef: now, prevCoef: a!.coef, coefChange: 'up' });
  });
});

describe('coupon model: selections of one game', () => {
  /** Two open picks of one pre-match game, from two of its markets ("1" of the 1X2 and a total, say). */
  function sameGamePicks(): [Selection, Selection] {
    for (const game of line.world.gameList({ section: 'line', limit: 400 })) {
      const picks = game.markets
        .map((market) => ({ market, outcome: market.outcomes.find((o) => !o.isBlocked && !o.isDepend && !o.isBannedExpress) }))
        .filter((p) => p.outcome !== undefined)
        .slice(0, 2)
        .map((p) => selectionFromOutcome(game, p.market, p.outcome!));
      if (picks.length === 2) return [picks[0]!, picks[1]!];
    }
    throw new Error('no game with two open markets');
  }

  it('spec 000 §5: in an express they are locked and placing refuses them without sending; as multiple singles they are placed', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ placement });
    await add(scope, model, sameGamePicks());
    expect(scope.getState(model.$coupon).typeId).toBe(CouponType.EXPRESS);
    expect(scope.getState(model.$summary).hasLockedBets).toBe(true);
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(0);
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_related_selections', values: { count: 2 } });

    await allSettled(model.typeChanged, { scope, params: CouponType.MULTIPLE_SINGLES });
    expect(scope.getState(model.$summary).hasLockedBets).toBe(false);
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(1);
  });
});

describe('coupon model: placement', () => {
  it('accepted: success coupon with the id, slip emptied, new balance announced', async () => {
    const { model, scope, placement } = setup();
    const balances: StakeAccountBalance[] = [];
    model.balanceChanged.watch((b) => balances.push(b));
    await add(scope, model, selections(2));
    await allSettled(model.placementRequested, { scope });
    const coupon = scope.getState(model.$coupon);
    expect(coupon.successCoupon).toMatchObject({ couponId: '100000001', typeId: CouponType.EXPRESS, amount: 150 });
    expect(coupon.bets).toEqual([]);
    expect(balances).toEqual([{ accountId: null, balance: 24_850 }]);
    expect((placement as ScriptedPlacement).requests[0]).toMatchObject({ idempotencyKey: 'key-1', userId: 1001, amount: 150 });
  });

  it('QA12 #5: a VIP coupon sent for review (under-review) leaves the slip like a placed one: the receipt says under review with its number, the held stake leaves the balance, no error', async () => {
    const placement = new ScriptedPlacement([{ kind: 'under-review', couponId: '100000007', placedAt: 2, balance: 800_000, coef: 2.31, possibleWin: 462_000 }]);
    const { model, scope } = setup({ placement });
    const balances: StakeAccountBalance[] = [];
    model.balanceChanged.watch((b) => balances.push(b));
    await add(scope, model, selections(1));
    await allSettled(model.placementRequested, { scope });
    const coupon = scope.getState(model.$coupon);
    expect(coupon.successCoupon).toMatchObject({ couponId: '100000007', underReview: true, possibleWin: 462_000 });
    expect(coupon.bets).toEqual([]);
    expect(scope.getState(model.$message)).toBeNull();
    expect(balances).toEqual([{ accountId: null, balance: 800_000 }]);
  });

  it('QA11 #6: the Idempotency-Key the model makes is a UUID, as the placement contract requires, and a new request gets a new one', async () => {
    const { model, scope, placement } = setup({ realKeys: true });
    await add(scope, model, selections(2));
    await allSettled(model.placementRequested, { scope });
    await add(scope, model, selections(2));
    await allSettled(model.placementRequested, { scope });
    const keys = (placement as ScriptedPlacement).requests.map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(UUID_PATTERN);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('spec 000 §3 refId: the coupon from the slip and a one-click single carry the player\'s referral id; none without one', async () => {
    const placement = new ScriptedPlacement([ACCEPTED, ACCEPTED]);
    const { model, scope } = setup({ placement, refId: '77' });
    const [a, b, c] = selections(3);
    await add(scope, model, [a!, b!]);
    await allSettled(model.placementRequested, { scope });
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.oneClickConfirmed, { scope });
    await allSettled(model.betToggled, { scope, params: c! });
    expect(placement.requests.map((r) => [r.typeId, r.refId])).toEqual([
      [CouponType.EXPRESS, '77'],
      [CouponType.SINGLE, '77'],
    ]);
    const plain = setup();
    await add(plain.scope, plain.model, [a!]);
    await allSettled(plain.model.placementRequested, { scope: plain.scope });
    expect((plain.placement as ScriptedPlacement).requests[0]!.refId).toBeNull();
  });

  it('a double click places one bet (pending guard)', async () => {
    let release!: () => void;
    const placement = new ScriptedPlacement([], new Promise<void>((r) => (release = r)));
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(1));
    const first = allSettled(model.placementRequested, { scope });
    const second = allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$placing)).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(placement.requests).toHaveLength(1);
  });

  const failures: Array<[string, PlacementOutcome | Error, string]> = [
    ['insufficient balance', { kind: 'insufficient-balance', balance: 10, required: 150 }, 'coupon_error_insufficient_balance'],
    ['stake out of limits', { kind: 'stake-out-of-limits', min: 200, max: 1000 }, 'coupon_error_stake_limits'],
    ['selection locked', { kind: 'selection-locked', betIds: ['x'] }, 'coupon_error_selection_locked'],
    ['network failure', { kind: 'network-failure', retryable: true }, 'coupon_error_network_retry'],
    ['QA11 #14: the security check (captcha) not completed', { kind: 'captcha-not-completed' }, 'coupon_error_captcha_not_completed'],
    ['a port that throws', new Error('boom'), 'coupon_error_network'],
  ];
  it.each(failures)('%s leaves the slip exactly as it was and says why', async (_, outcome, key) => {
    const placement = new ScriptedPlacement([outcome]);
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(3));
    const before = scope.getState(model.$coupon);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$coupon)).toBe(before);
    expect(scope.getState(model.$message)).toMatchObject({ key, title: 'main_error' });
  });

  it('selection locked: the slip marks the selections the bookmaker named, keeps them, and drops the mark when they leave or another answer comes', async () => {
    const [a, b, c] = selections(3);
    const placement = new ScriptedPlacement([{ kind: 'selection-locked', betIds: [a!.outcomeId, b!.outcomeId] }, { kind: 'network-failure', retryable: true }, ACCEPTED]);
    const { model, scope } = setup({ placement });
    await add(scope, model, [a!, b!, c!]);
    const before = scope.getState(model.$coupon);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$coupon)).toBe(before);
    expect([...scope.getState(model.$lockedByBookmaker)]).toEqual([a!.outcomeId, b!.outcomeId]);
    await allSettled(model.betRemoved, { scope, params: a!.outcomeId });
    expect([...scope.getState(model.$lockedByBookmaker)]).toEqual([b!.outcomeId]);
    await allSettled(model.placementRequested, { scope });
    expect([...scope.getState(model.$lockedByBookmaker)]).toEqual([b!.outcomeId]);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$lockedByBookmaker).size).toBe(0);
  });

  it('after a network failure the retry of the same coupon reuses the idempotency key; a changed coupon gets a new one', async () => {
    const placement = new ScriptedPlacement([{ kind: 'network-failure', retryable: true }, { kind: 'network-failure', retryable: true }]);
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(2));
    await allSettled(model.placementRequested, { scope });
    await allSettled(model.placementRequested, { scope });
    await allSettled(model.amountChanged, { scope, params: 300 });
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  /** An express of two whose first placement got no answer; the feed is live and the next answer accepts. */
  async function lostOnTheNetwork() {
    const feed = new ManualLineFeed();
    const placement = new ScriptedPlacement([{ kind: 'network-failure', retryable: true }, ACCEPTED]);
    const { model, scope } = setup({ placement, feed });
    await allSettled(model.started, { scope });
    const picks = selections(2);
    await add(scope, model, picks);
    await allSettled(model.placementRequested, { scope });
    return { model, scope, placement, feed, a: picks[0] };
  }

  it('after a network failure the retry reuses the key through a live tick, a tab switch and the quick coupon: the request did not change', async () => {
    const { model, scope, placement, feed, a } = await lostOnTheNetwork();
    feed.push([{ type: 'game', gameId: a!.gameId, score: { home: 0, away: 0 }, formattedScore: '0:0', timeSeconds: 0, status: 1 }]);
    await allSettled(scope);
    await allSettled(model.tabChanged, { scope, params: CouponTab.MY_BETS });
    await allSettled(model.tabChanged, { scope, params: CouponTab.SLIP });
    await allSettled(model.quickCouponVisibilityChanged, { scope, params: true });
    await allSettled(model.quickCouponVisibilityChanged, { scope, params: false });
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('after a network failure a moved price is a new request, so a new key', async () => {
    const { model, scope, placement, feed, a } = await lostOnTheNetwork();
    feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef: a!.coef + 0.5, isBlocked: false }]);
    await allSettled(scope);
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(placement.requests[1]!.bets[0]!.coef).toBe(a!.coef + 0.5);
  });

  it.each(failures.filter(([, outcome]) => !(outcome instanceof Error) && outcome.kind !== 'network-failure'))(
    'after a definite answer (%s) the same coupon placed again is a new attempt with a new key',
    async (_, outcome) => {
      const placement = new ScriptedPlacement([outcome, ACCEPTED]);
      const { model, scope } = setup({ placement });
      await add(scope, model, selections(2));
      await allSettled(model.placementRequested, { scope });
      await allSettled(model.placementRequested, { scope });
      expect(placement.requests.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-2']);
    },
  );

  it('"accept higher odds": a price that fell and rose again, still below the one picked, is asked about before anything is sent', async () => {
    const feed = new ManualLineFeed();
    const placement = new ScriptedPlacement([ACCEPTED]);
    const { model, scope } = setup({ placement, feed });
    await allSettled(model.started, { scope });
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.ACCEPT_HIGHER } });
    const [a, b] = selections(2, 1.5);
    await add(scope, model, [a!, b!]);
    const move = (coef: number) =>
      feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef, isBlocked: false }]);
    move(a!.coef - 0.3);
    await allSettled(scope);
    move(a!.coef - 0.2);
    await allSettled(scope);
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(0);
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({
      source: 'slip',
      changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: a!.coef - 0.2 }],
    });
  });

  it('a coupon with a game over says so at once: no question about its new odds first (the answer would be that refusal)', async () => {
    const feed = new ManualLineFeed();
    const placement = new ScriptedPlacement([ACCEPTED]);
    const { model, scope } = setup({ placement, feed });
    await allSettled(model.started, { scope });
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    const [a, b] = selections(2, 1.5);
    await add(scope, model, [a!, b!]);
    feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef: a!.coef - 0.1, isBlocked: false }]);
    feed.push([{ type: 'game', gameId: a!.gameId, score: { home: 1, away: 0 }, formattedScore: '1:0', timeSeconds: 5400, status: GameStatus.FINISHED }]);
    await allSettled(scope);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_bet_finished' });
    expect(placement.requests).toHaveLength(0);
  });

  it('odds changed beyond the policy: the player is asked; rejecting keeps the slip', async () => {
    const [a, b] = selections(2);
    const changed: PlacementOutcome = { kind: 'odds-changed', changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: a!.coef - 0.05 }] };
    const placement = new ScriptedPlacement([changed]);
    const { model, scope } = setup({ placement });
    await add(scope, model, [a!, b!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    const before = scope.getState(model.$coupon);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({ source: 'server', changes: changed.changes });
    expect(scope.getState(model.$coupon)).toBe(before);
    await allSettled(model.oddsChangeRejected, { scope });
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
    expect(scope.getState(model.$coupon)).toBe(before);
    expect(placement.requests).toHaveLength(1);
  });

  it('odds changed: accepting takes the new prices and places again', async () => {
    const [a, b] = selections(2);
    const newCoef = Math.round((a!.coef - 0.05) * 1000) / 1000;
    const placement = new ScriptedPlacement([
      { kind: 'odds-changed', changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef }] },
    ]);
    const { model, scope } = setup({ placement });
    await add(scope, model, [a!, b!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await allSettled(model.placementRequested, { scope });
    await allSettled(model.oddsChangeAccepted, { scope });
    expect(placement.requests).toHaveLength(2);
    expect(placement.requests[1]!.bets.find((x) => x.id === a!.outcomeId)!.coef).toBe(newCoef);
    expect(scope.getState(model.$coupon).successCoupon?.couponId).toBe('100000001');
  });

  it('with exact odds set, a change the policy would take is asked about instead (exact odds accept no change)', async () => {
    const [a] = selections(1);
    const changed: PlacementOutcome = { kind: 'odds-changed', changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: a!.coef + 0.1 }] };
    const placement = new ScriptedPlacement([changed]);
    const { model, scope } = setup({ placement });
    await add(scope, model, [a!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.ACCEPT_ANY, exactCoef: a!.coef } });
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(1);
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({ source: 'server', changes: (changed as { changes: unknown }).changes });
  });

  it('odds changed that the policy accepts are taken without asking (one automatic retry)', async () => {
    const [a, b] = selections(2);
    const changed: PlacementOutcome = { kind: 'odds-changed', changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: a!.coef + 0.1 }] };
    const placement = new ScriptedPlacement([changed, changed, changed]);
    const { model, scope } = setup({ placement });
    await add(scope, model, [a!, b!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.ACCEPT_HIGHER } });
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(2);
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({ source: 'server' });
  });

  it('a lower price marked in the slip is confirmed before sending under "accept higher"', async () => {
    const feed = new ManualLineFeed();
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ feed, placement });
    await allSettled(model.started, { scope });
    const [a] = selections(1);
    await add(scope, model, [a!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.ACCEPT_HIGHER } });
    feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef: a!.coef - 0.02, isBlocked: false }]);
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(0);
    expect(scope.getState(model.$oddsConfirmation)?.source).toBe('slip');
    await allSettled(model.oddsChangeAccepted, { scope });
    expect(placement.requests).toHaveLength(1);
  });

  it('an open odds question follows the feed: a price asked about that moves again shows the price now, and accepting places at it', async () => {
    const feed = new ManualLineFeed();
    const [a, b] = selections(2, 1.5);
    const asked = Math.round((a!.coef - 0.05) * 1000) / 1000;
    const now = Math.round((a!.coef - 0.1) * 1000) / 1000;
    const placement = new ScriptedPlacement([{ kind: 'odds-changed', changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: asked }] }]);
    const { model, scope } = setup({ placement, feed });
    await allSettled(model.started, { scope });
    await add(scope, model, [a!, b!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({ source: 'server', changes: [{ newCoef: asked }] });
    expect(scope.getState(model.$oddsConfirmation)?.movedAgain).toBeFalsy();

    feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef: now, isBlocked: false }]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({
      source: 'server',
      movedAgain: true,
      changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: now }],
    });
    await allSettled(model.oddsChangeAccepted, { scope });
    expect(placement.requests).toHaveLength(2);
    expect(placement.requests[1]!.bets.find((x) => x.id === a!.outcomeId)!.coef).toBe(now);
  });

  it('QA12 #1: when every price asked about comes back to the one the player saw, the question closes with nothing placed, and Place bet sends those prices', async () => {
    const feed = new ManualLineFeed();
    const [a, b] = selections(2, 1.5);
    const asked = Math.round((a!.coef - 0.05) * 1000) / 1000;
    const placement = new ScriptedPlacement([{ kind: 'odds-changed', changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: asked }] }]);
    const { model, scope } = setup({ placement, feed });
    await allSettled(model.started, { scope });
    await add(scope, model, [a!, b!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$oddsConfirmation)?.changes).toHaveLength(1);

    feed.push([{ type: 'odds', gameId: a!.gameId, marketId: a!.market.id, outcomeId: a!.outcomeId, coef: a!.coef, isBlocked: false }]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
    expect(placement.requests).toHaveLength(1);
    expect(scope.getState(model.$coupon).bets.map((bet) => bet.id)).toEqual([a!.outcomeId, b!.outcomeId]);

    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(2);
    expect(placement.requests[1]!.bets.find((x) => x.id === a!.outcomeId)!.coef).toBe(a!.coef);
  });

  it('a selection of the coupon that moves while the odds question is open joins the question from the price the slip showed', async () => {
    const feed = new ManualLineFeed();
    const [a, b] = selections(2, 1.5);
    const placement = new ScriptedPlacement([{ kind: 'odds-changed', changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: a!.coef + 0.1 }] }]);
    const { model, scope } = setup({ placement, feed });
    await allSettled(model.started, { scope });
    await add(scope, model, [a!, b!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await allSettled(model.placementRequested, { scope });
    const moved = Math.round((b!.coef + 0.2) * 1000) / 1000;
    feed.push([{ type: 'odds', gameId: b!.gameId, marketId: b!.market.id, outcomeId: b!.outcomeId, coef: moved, isBlocked: false }]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)?.changes).toEqual([
      { betId: a!.outcomeId, oldCoef: a!.coef, newCoef: a!.coef + 0.1 },
      { betId: b!.outcomeId, oldCoef: b!.coef, newCoef: moved },
    ]);
    // A move back to the price asked about, or of a game outside the coupon, changes nothing.
    const before = scope.getState(model.$oddsConfirmation);
    feed.push([{ type: 'odds', gameId: b!.gameId, marketId: b!.market.id, outcomeId: b!.outcomeId, coef: moved, isBlocked: false }]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)).toBe(before);
  });

  it('QA13 #3: a selection removed while the odds question is open leaves the question; with no change left it closes with nothing placed', async () => {
    const [a, b, c] = selections(3, 1.5);
    const moved = (coef: number) => Math.round((coef + 0.1) * 1000) / 1000;
    const placement = new ScriptedPlacement([
      {
        kind: 'odds-changed',
        changes: [
          { betId: a!.outcomeId, oldCoef: a!.coef, newCoef: moved(a!.coef) },
          { betId: c!.outcomeId, oldCoef: c!.coef, newCoef: moved(c!.coef) },
        ],
      },
    ]);
    const { model, scope } = setup({ placement });
    await add(scope, model, [a!, b!, c!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$oddsConfirmation)?.changes).toHaveLength(2);

    // The third selection's odds cell on the page, pressed again, takes it out of the slip.
    await allSettled(model.betToggled, { scope, params: c! });
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({
      source: 'server',
      changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: moved(a!.coef) }],
    });
    // A selection the question does not ask about changes nothing in it.
    const before = scope.getState(model.$oddsConfirmation);
    await allSettled(model.betRemoved, { scope, params: b!.outcomeId });
    expect(scope.getState(model.$oddsConfirmation)).toBe(before);

    await allSettled(model.betRemoved, { scope, params: a!.outcomeId });
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
    expect(placement.requests).toHaveLength(1);
  });

  it('QA11 #8: a placement refused because the server ended the session (the player signed out meanwhile) asks to log in, not to try again; the slip and stake stay', async () => {
    const signedOut = createEvent();
    const $player = createStore<PlayerState>(PLAYER).on(signedOut, () => ANONYMOUS_PLAYER);
    // what the HTTP pipeline does on a final 401: the player is signed out before the refused answer reaches the slip
    const placement: BetPlacementPort = {
      place: () => {
        signedOut();
        return Promise.resolve({ kind: 'network-failure', retryable: false });
      },
      loadByCode: (code) => Promise.resolve({ kind: 'not-found', code }),
      history: () => Promise.resolve({ kind: 'loaded', bets: [], hasMore: false }),
      placedBet: (couponId) => Promise.resolve({ kind: 'not-found', couponId }),
    };
    const { model, scope } = setup({ placement, $player });
    await add(scope, model, selections(2));
    await allSettled(model.amountChanged, { scope, params: 321 });
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState($player).userId).toBeNull();
    expect(scope.getState(model.$message)?.key).toBe('coupon_error_login_required');
    expect(scope.getState(model.$coupon).bets).toHaveLength(2);
    expect(scope.getState(model.$coupon).amount).toBe(321);
  });

  it('an anonymous player is asked to log in, nothing is sent', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ placement, player: ANONYMOUS_PLAYER });
    await add(scope, model, selections(1));
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(0);
    expect(scope.getState(model.$message)?.key).toBe('coupon_error_login_required');
  });
});

describe('coupon model: one-click (spec 000 §4)', () => {
  it('turning it on with bets asks; undo changes nothing; confirming empties the coupon and turns it on', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(2));
    await allSettled(model.oneClickToggled, { scope, params: true });
    expect(scope.getState(model.$oneClickConfirmation)).toBe(true);
    await allSettled(model.oneClickUndone, { scope });
    expect(scope.getState(model.$settings).isActiveOneClick).toBe(false);
    expect(scope.getState(model.$coupon).bets).toHaveLength(2);
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.oneClickConfirmed, { scope });
    expect(scope.getState(model.$settings).isActiveOneClick).toBe(true);
    expect(scope.getState(model.$coupon).bets).toHaveLength(0);
  });

  it('with one-click on, a click on an odd places a single at once and leaves the slip empty', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ placement });
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { oneClickAmount: 300 } });
    await add(scope, model, selections(1));
    expect(placement.requests).toHaveLength(1);
    expect(placement.requests[0]).toMatchObject({ typeId: CouponType.SINGLE, amount: 300 });
    expect(scope.getState(model.$coupon).bets).toHaveLength(0);
    expect(scope.getState(model.$coupon).successCoupon?.couponId).toBe('100000001');
  });

  it('while the one-click stake field holds text that is no amount, a click on an odd places nothing and says why, naming the selection', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ placement });
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { oneClickAmount: 300 } });
    await allSettled(model.oneClickStakeRead, { scope, params: { field: 'main', unread: true } });
    const [pick] = selections(1);
    await add(scope, model, [pick!]);
    expect(placement.requests).toHaveLength(0);
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_one_click_stake_unread', title: 'main_error' });
    expect(scope.getState(model.$oneClickOutcome)).toMatchObject({ kind: 'refused', bet: { id: pick!.outcomeId } });
    // The bonus account's field is not the one a main-account bet stakes from.
    await allSettled(model.oneClickStakeRead, { scope, params: { field: 'main', unread: false } });
    await allSettled(model.oneClickStakeRead, { scope, params: { field: 'bonus', unread: true } });
    await add(scope, model, [pick!]);
    expect(placement.requests).toHaveLength(1);
    expect(placement.requests[0]).toMatchObject({ amount: 300 });
  });

  it('QA: a one-click stake typed on a RUB account stakes the EUR initial amount from a EUR account, and its own amount again back on RUB', async () => {
    const placement = new ScriptedPlacement();
    const switched = createEvent<CouponAccount>();
    const $account = createStore<CouponAccount | null>({ accountId: 5001, currency: 'RUB', isBonus: false, balance: 25_000 }).on(switched, (_, a) => a);
    const { model, scope } = setup({ placement, $account });
    await allSettled(model.started, { scope });
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { oneClickAmount: 1_000, oneClickAmountCurrency: 'RUB' } });
    const [a, b, c] = selections(3);
    await add(scope, model, [a!]);
    await allSettled(switched, { scope, params: { accountId: 5003, currency: 'EUR', isBonus: false, balance: 120.5 } });
    await add(scope, model, [b!]);
    await allSettled(switched, { scope, params: { accountId: 5001, currency: 'RUB', isBonus: false, balance: 24_000 } });
    await add(scope, model, [c!]);
    expect(placement.requests.map((r) => [r.accountId, r.amount])).toEqual([
      [5001, 1_000],
      [5003, initialAmountFor('EUR')],
      [5001, 1_000],
    ]);
  });

  it('turning on drop-on-score-change turns one-click off; emptying the exact coefficient resets it', async () => {
    const { model, scope } = setup();
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { isDropOnScoreChange: true } });
    expect(scope.getState(model.$settings)).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
    await allSettled(model.settingsChanged, { scope, params: { exactCoef: 2.5 } });
    await allSettled(model.settingsChanged, { scope, params: { exactCoef: null } });
    expect(scope.getState(model.$settings)).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });
});

describe('coupon model: exact odds belong to the coupon they were set for (README "exact coefficient"; spec 000 §4)', () => {
  /** A slip of two selections whose exact odds are its own odds, with drop-on-score-change on. */
  async function slipWithExactOdds(placement: BetPlacementPort = new ScriptedPlacement()) {
    const ctx = setup({ placement });
    await add(ctx.scope, ctx.model, selections(2));
    const coef = Math.round(ctx.scope.getState(ctx.model.$coupon).coef * 1000) / 1000;
    await allSettled(ctx.model.settingsChanged, { scope: ctx.scope, params: { exactCoef: coef } });
    await allSettled(ctx.model.settingsChanged, { scope: ctx.scope, params: { isDropOnScoreChange: true } });
    return { ...ctx, coef };
  }
  const stored = (storage: MemoryStorage) => JSON.parse(storage.get(COUPON_SETTINGS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;

  it('an accepted coupon takes its exact odds and drop-on-score-change with it: the next coupon starts without them, after a reload too', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope, storage, coef } = await slipWithExactOdds(placement);
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests[0]).toMatchObject({ exactCoef: coef, isDropOnScoreChange: true });
    expect(scope.getState(model.$settings)).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
    expect(stored(storage)).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
    await add(scope, model, selections(3).slice(2));
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests[1]).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });

  it('clearing the slip empties them', async () => {
    const { model, scope } = await slipWithExactOdds();
    await allSettled(model.couponCleared, { scope });
    expect(scope.getState(model.$settings)).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });

  it('a refused or lost placement keeps them: the coupon they were set for is still in the slip', async () => {
    const { model, scope, coef } = await slipWithExactOdds(
      new ScriptedPlacement([{ kind: 'stake-out-of-limits', min: 10, max: 100 }, new Error('offline')]),
    );
    await allSettled(model.placementRequested, { scope });
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$settings)).toMatchObject({ exactCoef: coef, isDropOnScoreChange: true });
  });

  it('exact odds that are not the coupon\'s odds: refused before sending, naming both; the slip and the setting stay', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(2));
    const coupon = scope.getState(model.$coupon);
    await allSettled(model.settingsChanged, { scope, params: { exactCoef: 50 } });
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(0);
    expect(scope.getState(model.$message)).toEqual({
      key: 'coupon_error_exact_coef_mismatch',
      values: { exact: '50.00', coef: formatCoef(coupon.coef) },
      title: 'main_error',
    });
    expect(scope.getState(model.$coupon).bets).toEqual(coupon.bets);
    expect(scope.getState(model.$settings).exactCoef).toBe(50);
  });
});

describe('coupon model with the fake bookmaker', () => {
  function withFakes(fake = '{"signedIn":true}') {
    const c = new FakeClock();
    const world = new FakeWorld(new MemoryStorage(), c, `?fake=${encodeURIComponent(fake)}`);
    const session = new FakeSession(world);
    const fakeLine = new FakeLine({ clock: c });
    const placement = new FakeBetPlacement(world, session, fakeLine, new MemoryStorage());
    return { world, session, fakeLine, placement, clock: c };
  }

  it('an accepted bet lowers the balance and appears in the history; loading its code refills the slip', async () => {
    const { placement, session } = withFakes();
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(2));
    await allSettled(model.placementRequested, { scope });
    const success = scope.getState(model.$coupon).successCoupon!;
    expect(success.couponId).toMatch(/^\d+$/);
    expect(session.balance()).toBe(25_000 - 150);
    expect(scope.getState(model.$history)[0]).toMatchObject({ couponId: success.couponId, status: 'pending', amount: 150 });
    await allSettled(model.couponLoadedFromCode, { scope, params: success.couponId });
    expect(scope.getState(model.$coupon)).toMatchObject({ isCouponLoadedFromCode: true, loadCouponInputValue: success.couponId });
    expect(scope.getState(model.$coupon).bets.filter((b) => b.typeId !== -1)).toHaveLength(2);
  });

  it('a coupon loaded by code over selections the player built waits for a yes: the slip stays as it was until then', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement });
    const picks = selections(5);
    await add(scope, model, picks.slice(0, 3));
    const placedIds = ownBets(scope.getState(model.$coupon).bets).map((b) => b.id);
    await allSettled(model.placementRequested, { scope });
    const code = scope.getState(model.$coupon).successCoupon!.couponId;
    await add(scope, model, picks.slice(3));
    const built = scope.getState(model.$coupon);
    await allSettled(model.couponLoadedFromCode, { scope, params: code });
    expect(scope.getState(model.$coupon)).toBe(built);
    expect(scope.getState(model.$codeReplacement)).toMatchObject({ code, typeId: CouponType.EXPRESS });
    expect(scope.getState(model.$message)).toBeNull();

    await allSettled(model.codeReplacementConfirmed, { scope });
    expect(scope.getState(model.$codeReplacement)).toBeNull();
    const loaded = scope.getState(model.$coupon);
    expect(loaded).toMatchObject({ isCouponLoadedFromCode: true, loadCouponInputValue: code });
    expect(ownBets(loaded.bets).map((b) => b.id)).toEqual(placedIds);
  });

  it('no to a coupon loaded by code keeps the slip exactly; another code asked for drops the question', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement });
    const picks = selections(4);
    await add(scope, model, picks.slice(0, 2));
    await allSettled(model.placementRequested, { scope });
    const code = scope.getState(model.$coupon).successCoupon!.couponId;
    await add(scope, model, picks.slice(2));
    const built = scope.getState(model.$coupon);
    await allSettled(model.couponLoadedFromCode, { scope, params: code });
    await allSettled(model.codeReplacementDeclined, { scope });
    expect(scope.getState(model.$codeReplacement)).toBeNull();
    expect(scope.getState(model.$coupon)).toBe(built);
    // A yes that comes after the question closed loads nothing.
    await allSettled(model.codeReplacementConfirmed, { scope });
    expect(scope.getState(model.$coupon)).toBe(built);

    await allSettled(model.couponLoadedFromCode, { scope, params: code });
    expect(scope.getState(model.$codeReplacement)).not.toBeNull();
    await allSettled(model.couponLoadedFromCode, { scope, params: '99999999' });
    expect(scope.getState(model.$codeReplacement)).toBeNull();
    expect(scope.getState(model.$coupon)).toBe(built);
  });

  it('fail: ["placement"] keeps the slip and reports a network failure', async () => {
    const { placement } = withFakes('{"signedIn":true,"fail":["placement"]}');
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(2));
    const before = scope.getState(model.$coupon);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$coupon)).toBe(before);
    expect(scope.getState(model.$message)?.title).toBe('main_error');
  });

  it('an unknown code is not found', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement });
    await allSettled(model.couponLoadedFromCode, { scope, params: '99999999' });
    expect(scope.getState(model.$message)?.key).toBe('coupon_error_code_not_found');
  });

  it.each(['..', 'promo-codes', 'ab', 'a'.repeat(17), 'AB 12', '../../x'])('a code that is not 4–16 letters and digits (%s) is said at once and never sent', async (code) => {
    const placement = new ScriptedPlacement();
    const asked: string[] = [];
    placement.loadByCode = (c: string) => (asked.push(c), Promise.resolve({ kind: 'not-found', code: c }));
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(2));
    const before = scope.getState(model.$coupon);
    await allSettled(model.couponLoadedFromCode, { scope, params: code });
    expect(asked).toEqual([]);
    expect(scope.getState(model.$message)?.key).toBe('coupon_error_code_invalid');
    expect(scope.getState(model.$coupon)).toEqual(before);
  });

  it('a code load that fails says the coupon could not be loaded (not that a bet failed), and keeps the slip', async () => {
    const placement = new ScriptedPlacement();
    placement.loadByCode = () => Promise.resolve({ kind: 'network-failure', retryable: true });
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(2));
    const before = scope.getState(model.$coupon);
    await allSettled(model.couponLoadedFromCode, { scope, params: 'AB12CD' });
    expect(scope.getState(model.$message)?.key).toBe('coupon_error_code_load_failed');
    expect(scope.getState(model.$coupon)).toEqual(before);
  });

  it('a placed bet settles over fake time: history shows its status and payout when read again', async () => {
    const { placement, session, clock: bookmakerClock, fakeLine } = withFakes();
    const { model, scope } = setup({ placement });
    const [pick] = selections(1);
    await add(scope, model, [pick!]);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$history)[0]).toMatchObject({ status: 'pending', payout: null });
    const game = fakeLine.world.peekGame(pick!.gameId)!;
    bookmakerClock.advance(gameEndsAt(game, fakeLine.world.plan(game.id)!.sport) - bookmakerClock.now());
    await allSettled(model.historyRequested, { scope });
    const [settled] = scope.getState(model.$history);
    expect(settled!.status).not.toBe('pending');
    const expected = { won: 150 * pick!.coef, lost: 0, returned: 150 }[settled!.status as 'won' | 'lost' | 'returned'];
    expect(settled!.payout).toBeCloseTo(expected, 2);
    expect(session.balance()).toBeCloseTo(25_000 - 150 + expected, 2);
  });

  it('server limits reach the slip: min and max shown; a stake above the max is refused before sending', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement, limits: placement });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    expect(scope.getState(model.$coupon)).toMatchObject({ minBetAmount: FAKE_MIN_STAKE, maxBetAmount: FAKE_MAX_STAKE, maxPayout: FAKE_MAX_PAYOUT });
    expect(scope.getState(model.$summary)).toMatchObject({ minAmount: FAKE_MIN_STAKE, maxAmount: FAKE_MAX_STAKE });
    await allSettled(model.amountChanged, { scope, params: FAKE_MAX_STAKE + 1 });
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_amount_above_max', values: { max: FAKE_MAX_STAKE } });
    expect(scope.getState(model.$history)).toHaveLength(0);
    expect(scope.getState(model.$coupon).bets).toHaveLength(1);
  });

  it('spec 000 §5: + stops at the maximum stake, as − stops at the minimum (QA: 99,950 → 100,050)', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement, limits: placement });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    await allSettled(model.amountChanged, { scope, params: FAKE_MAX_STAKE - 50 });
    await allSettled(model.amountStepped, { scope, params: 1 });
    expect(scope.getState(model.$coupon).amount).toBe(FAKE_MAX_STAKE);
    await allSettled(model.amountStepped, { scope, params: 1 });
    expect(scope.getState(model.$coupon).amount).toBe(FAKE_MAX_STAKE);
  });

  it('auto max stakes no more than the paying account holds (QA: a balance of 5,000 was staked 100,000), and follows the balance', async () => {
    const { placement } = withFakes('{"signedIn":true,"balance":5000}');
    const balanceSet = createEvent<number>();
    const $account = createStore<CouponAccount | null>({ accountId: 5001, currency: 'RUB', isBonus: false, balance: 5000 }).on(
      balanceSet,
      (account, balance) => (account ? { ...account, balance } : account),
    );
    const { model, scope } = setup({ placement, limits: placement, $account });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    expect(scope.getState(model.$summary).maxAmount).toBe(FAKE_MAX_STAKE);
    await allSettled(model.autoMaxToggled, { scope, params: true });
    expect(scope.getState(model.$coupon).amount).toBe(5000);
    await allSettled(balanceSet, { scope, params: 3200.5 });
    expect(scope.getState(model.$coupon).amount).toBe(3200.5);
    await allSettled(balanceSet, { scope, params: FAKE_MAX_STAKE * 10 });
    expect(scope.getState(model.$coupon).amount).toBe(FAKE_MAX_STAKE);
  });

  it('QA: a stake typed on a RUB account is not carried to a EUR account as the same number: it starts at EUR\'s initial amount; another RUB account keeps it', async () => {
    const switched = createEvent<CouponAccount>();
    const $account = createStore<CouponAccount | null>({ accountId: 5001, currency: 'RUB', isBonus: false, balance: 25_000 }).on(switched, (_, a) => a);
    const { model, scope } = setup({ $account });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    await allSettled(model.amountChanged, { scope, params: 1_000 });
    await allSettled(switched, { scope, params: { accountId: 5009, currency: 'RUB', isBonus: false, balance: 3_000 } });
    expect(scope.getState(model.$coupon)).toMatchObject({ accountId: 5009, amount: 1_000 });
    await allSettled(switched, { scope, params: { accountId: 5003, currency: 'EUR', isBonus: false, balance: 120.5 } });
    expect(scope.getState(model.$coupon)).toMatchObject({ accountId: 5003, amount: initialAmountFor('EUR') });
    expect(scope.getState(model.$summary).currency).toBe('EUR');
  });

  it('QA13 #9: a switch to an account in another currency that starts the stake again is said ($stakeReset) until the player sets a stake; a same-currency switch says nothing', async () => {
    const switched = createEvent<CouponAccount>();
    const $account = createStore<CouponAccount | null>({ accountId: 5001, currency: 'RUB', isBonus: false, balance: 25_000 }).on(switched, (_, a) => a);
    const { model, scope } = setup({ $account });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(2));
    await allSettled(model.amountChanged, { scope, params: 1_000 });
    await allSettled(switched, { scope, params: { accountId: 5009, currency: 'RUB', isBonus: false, balance: 3_000 } });
    expect(scope.getState(model.$stakeReset)).toBeNull();
    await allSettled(switched, { scope, params: { accountId: 5003, currency: 'EUR', isBonus: false, balance: 120.5 } });
    expect(scope.getState(model.$stakeReset)).toEqual({ amount: initialAmountFor('EUR'), currency: 'EUR', singles: false });
    await allSettled(model.amountChanged, { scope, params: 7 });
    expect(scope.getState(model.$stakeReset)).toBeNull();
    // Back to roubles with multiple singles: each single's stake started again.
    await allSettled(model.typeChanged, { scope, params: CouponType.MULTIPLE_SINGLES });
    await allSettled(switched, { scope, params: { accountId: 5001, currency: 'RUB', isBonus: false, balance: 25_000 } });
    expect(scope.getState(model.$stakeReset)).toEqual({ amount: initialAmountFor('RUB'), currency: 'RUB', singles: true });
    await allSettled(model.couponCleared, { scope });
    expect(scope.getState(model.$stakeReset)).toBeNull();
  });

  it('QA13 #10: the refusal for a stake above the balance names the currency the bet was sent in', async () => {
    const placement = new ScriptedPlacement([{ kind: 'insufficient-balance', balance: 400, required: 500 }]);
    const { model, scope } = setup({ placement });
    await add(scope, model, selections(1));
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$message)).toEqual({
      key: 'coupon_error_insufficient_balance',
      values: { balance: 400, required: 500, currency: 'RUB' },
      title: 'main_error',
    });
  });

  it('spec 000 §5: no maximum on the bonus account, so auto max left on does not stake the main account\'s maximum there', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement, limits: placement, account: { accountId: 5002, currency: 'RUB', isBonus: true, balance: 500 } });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    await allSettled(model.autoMaxToggled, { scope, params: true });
    expect(scope.getState(model.$coupon).amount).toBe(150);
  });

  it('the hyper-bonus offer of an express of 3 reaches the slip and adds to the possible win', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement, limits: placement });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(3));
    const summary = scope.getState(model.$summary);
    expect(summary.hyperBonusOffer).toEqual({ percent: 5, minBetLimit: 100, maxLimit: 50_000 });
    expect(summary.hyperBonus).toBeCloseTo((summary.possibleWin - 150) * 0.05, 2);
    expect(summary.totalWin).toBeCloseTo(summary.possibleWin + summary.hyperBonus, 2);
  });

  it('spec 000 §3 maxPayout: the total with hyper-bonus never passes the maximum payout, and the slip says it is capped (QA: 5,050,000 of 5,000,000)', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement, limits: placement });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(12, 2));
    await allSettled(model.amountChanged, { scope, params: 10_000 });
    const summary = scope.getState(model.$summary);
    expect(summary.maxPayout).toBe(FAKE_MAX_PAYOUT);
    expect(summary.hyperBonusOffer).not.toBeNull();
    expect(summary).toMatchObject({ possibleWin: FAKE_MAX_PAYOUT, hyperBonus: 0, totalWin: FAKE_MAX_PAYOUT, payoutCapped: true });
  });

  it('the success coupon says the possible win as the history keeps it, and the hyper-bonus apart (it used to add them unsaid)', async () => {
    const { placement } = withFakes();
    const { model, scope } = setup({ placement: new ScriptedPlacement([ACCEPTED]), limits: placement });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(3));
    const summary = scope.getState(model.$summary);
    expect(summary.hyperBonus).toBeGreaterThan(0);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$coupon).successCoupon).toMatchObject({ possibleWin: summary.possibleWin, hyperBonus: summary.hyperBonus });
  });
});

describe('coupon model: chain stakes per block (spec 000 §5 maximum per block)', () => {
  it('each later block has its own stake, at most the previous coefficient × its amount', async () => {
    const { model, scope } = setup();
    const picks = selections(3);
    await add(scope, model, picks);
    await allSettled(model.typeChanged, { scope, params: CouponType.CHAIN });
    const [first, second] = scope.getState(model.$summary).chainStakes;
    expect(first).toMatchObject({ amount: 150 });
    expect(second!.max).toBeCloseTo(Math.round(picks[0]!.coef * 150 * 100) / 100, 2);
    await allSettled(model.blockAmountChanged, { scope, params: { blockId: second!.blockId, amount: 100 } });
    expect(scope.getState(model.$summary).chainStakes[1]).toMatchObject({ amount: 100 });
    expect(scope.getState(model.$summary).chainStakes[2]!.max).toBeCloseTo(Math.round(picks[1]!.coef * 100 * 100) / 100, 2);
    await allSettled(model.blockAmountChanged, { scope, params: { blockId: second!.blockId, amount: second!.max + 1 } });
    // QA15 #2: refused naming its block, the stake unchanged.
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_block_amount_above_max', values: { block: 2, max: second!.max } });
    expect(scope.getState(model.$summary).chainStakes[1]).toMatchObject({ amount: 100 });
  });
});

describe('coupon model: one-click odds changes (changeCoefAction)', () => {
  function oneClickSetup(script: Array<PlacementOutcome | Error>) {
    const placement = new ScriptedPlacement(script);
    const ctx = setup({ placement });
    return { ...ctx, placement };
  }
  const [pick] = selections(1);
  const changed = (): Extract<PlacementOutcome, { kind: 'odds-changed' }> => ({
    kind: 'odds-changed',
    changes: [{ betId: pick!.outcomeId, oldCoef: pick!.coef, newCoef: Math.round((pick!.coef + 0.1) * 1000) / 1000 }],
  });

  it('beyond the policy the player is asked; cancel places nothing more and leaves the slip as it was', async () => {
    const { model, scope, placement } = oneClickSetup([changed()]);
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    const before = scope.getState(model.$coupon);
    await allSettled(model.betToggled, { scope, params: pick! });
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({ source: 'one-click', changes: changed().changes });
    expect(scope.getState(model.$message)).toBeNull();
    await allSettled(model.oddsChangeRejected, { scope });
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
    expect(placement.requests).toHaveLength(1);
    expect(scope.getState(model.$coupon).bets).toEqual(before.bets);
    expect(scope.getState(model.$coupon).successCoupon).toBeNull();
  });

  it('accepting places the single again at the new price under a new idempotency key', async () => {
    const { model, scope, placement } = oneClickSetup([changed()]);
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await allSettled(model.betToggled, { scope, params: pick! });
    await allSettled(model.oddsChangeAccepted, { scope });
    expect(placement.requests).toHaveLength(2);
    const [first, second] = placement.requests;
    expect(second!.coef).toBe(changed().changes[0]!.newCoef);
    expect(second!.bets[0]!.coef).toBe(changed().changes[0]!.newCoef);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(scope.getState(model.$coupon).successCoupon?.couponId).toBe('100000001');
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
  });

  it('the one-click question follows the feed: accepting places the single at the price there is now', async () => {
    const feed = new ManualLineFeed();
    const placement = new ScriptedPlacement([changed()]);
    const { model, scope } = setup({ placement, feed });
    await allSettled(model.started, { scope });
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await allSettled(model.betToggled, { scope, params: pick! });
    const now = Math.round((pick!.coef + 0.25) * 1000) / 1000;
    feed.push([{ type: 'odds', gameId: pick!.gameId, marketId: pick!.market.id, outcomeId: pick!.outcomeId, coef: now, isBlocked: false }]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({
      source: 'one-click',
      movedAgain: true,
      changes: [{ betId: pick!.outcomeId, oldCoef: pick!.coef, newCoef: now }],
    });
    await allSettled(model.oddsChangeAccepted, { scope });
    expect(placement.requests).toHaveLength(2);
    expect(placement.requests[1]!.bets[0]!.coef).toBe(now);
  });

  it('a change the policy accepts is re-sent once on its own; a second refusal asks instead of looping', async () => {
    const { model, scope, placement } = oneClickSetup([changed(), changed()]);
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.ACCEPT_ANY } });
    await allSettled(model.betToggled, { scope, params: pick! });
    expect(placement.requests).toHaveLength(2);
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({ source: 'one-click' });
  });
});

describe('coupon model: the accepted coupon as the bookmaker recorded it', () => {
  it('QA: the success coupon says the odds and possible win the bookmaker placed at (a price the policy took), not the slip\'s', async () => {
    const [a] = selections(1);
    const moved = Math.round((a!.coef + 0.2) * 1000) / 1000;
    const placement = new ScriptedPlacement([{ kind: 'accepted', couponId: '100000009', placedAt: 2, balance: 24_850, coef: moved, possibleWin: Math.round(150 * moved * 100) / 100 }]);
    const { model, scope } = setup({ placement });
    await add(scope, model, [a!]);
    expect(scope.getState(model.$summary).possibleWin).toBe(Math.round(150 * a!.coef * 100) / 100);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$coupon).successCoupon).toMatchObject({ couponId: '100000009', coef: moved, possibleWin: Math.round(150 * moved * 100) / 100 });
  });

  it('an express repriced by the bookmaker earns the hyper-bonus of its recorded win, under the same offer', async () => {
    const limits: CouponLimitsPort = {
      limits: async () => ({ kind: 'loaded', offer: { minBetAmount: 10, maxBetAmount: 100_000, maxPayout: Infinity, hyperBonus: { percent: 10, minBetLimit: 100, maxLimit: 10_000 } } }),
    };
    const placement = new ScriptedPlacement([{ kind: 'accepted', couponId: '100000010', placedAt: 2, balance: 24_850, coef: 5, possibleWin: 750 }]);
    const { model, scope } = setup({ placement, limits });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(2));
    await allSettled(model.placementRequested, { scope });
    // 10 % of the net win the bookmaker recorded: (750 − 150) × 10 % = 60.
    expect(scope.getState(model.$coupon).successCoupon).toMatchObject({ possibleWin: 750, hyperBonus: 60 });
  });
});

describe('QA18 #3: the hyper-bonus is counted on the win before the promo code\'s boost', () => {
  it('QA18 #3: an express boosted by a code earns the slip\'s hyper-bonus on the receipt, not one counted on the boosted win; the receipt names the code', async () => {
    const limits: CouponLimitsPort = {
      limits: async () => ({ kind: 'loaded', offer: { minBetAmount: 10, maxBetAmount: 100_000, maxPayout: Infinity, hyperBonus: { percent: 10, minBetLimit: 100, maxLimit: 10_000 } } }),
    };
    const promoCode = { code: 'WIN10', kind: 'win-boost' as const, percent: 10, amount: 0 };
    const placement = new ScriptedPlacement([]);
    // The bookmaker records the slip's win raised by 10 % of its net win, and says so.
    placement.place = async (request) => {
      placement.requests.push(request);
      const plain = acceptedFor(request);
      const boost = Math.round((plain.possibleWin - request.amount) * 10) / 100;
      return { ...plain, possibleWin: Math.round((plain.possibleWin + boost) * 100) / 100, promoCode: { ...promoCode, amount: boost } };
    };
    const { model, scope } = setup({ placement, limits });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(3));
    const slip = scope.getState(model.$summary);
    expect(slip.hyperBonus).toBeGreaterThan(0);
    await allSettled(model.placementRequested, { scope });
    const success = scope.getState(model.$coupon).successCoupon!;
    expect(success.promoCode).toMatchObject({ code: 'WIN10', kind: 'win-boost', percent: 10 });
    const boost = (success.promoCode as { amount: number }).amount;
    expect(boost).toBeGreaterThan(0);
    expect(success.possibleWin).toBeCloseTo(slip.possibleWin + boost, 2);
    // The same hyper-bonus as the slip showed (and the history keeps): not 10 % of the boosted net win.
    expect(success.hyperBonus).toBe(slip.hyperBonus);
  });
});

describe('coupon model: the account the coupon is paid from', () => {
  it('spec 000 §9: the account currency sets the initial amount (EUR 5)', async () => {
    const { model, scope } = setup({ account: { accountId: 5003, currency: 'EUR', isBonus: false } });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    expect(scope.getState(model.$coupon)).toMatchObject({ accountId: 5003, amount: 5 });
    expect(scope.getState(model.$summary).currency).toBe('EUR');
  });

  it('spec 000 §9: + and − step by the paying account currency, the step the slip shows (EUR 2.5, not the player RUB 100)', async () => {
    const { model, scope } = setup({ account: { accountId: 5003, currency: 'EUR', isBonus: false } });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    expect(scope.getState(model.$summary).amountStep).toBe(2.5);
    await allSettled(model.amountStepped, { scope, params: 1 });
    expect(scope.getState(model.$coupon).amount).toBe(7.5);
    await allSettled(model.amountStepped, { scope, params: -1 });
    expect(scope.getState(model.$coupon).amount).toBe(5);
  });

  it('spec 000 §9: a manual amount step saved for the account currency is the step + and − use', async () => {
    const { model, scope } = setup({ account: { accountId: 5003, currency: 'EUR', isBonus: false } });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    await allSettled(model.settingsChanged, { scope, params: { isManualAmountStep: true, amountStepByCurrency: { EUR: 10, RUB: 500 } } });
    expect(scope.getState(model.$summary).amountStep).toBe(10);
    await allSettled(model.amountStepped, { scope, params: 1 });
    expect(scope.getState(model.$coupon).amount).toBe(15);
  });

  it('spec 000 §5: no maximum on the bonus account; the bookmaker max does not stop the bet', async () => {
    const placement = new ScriptedPlacement();
    const limits: CouponLimitsPort = {
      limits: async () => ({ kind: 'loaded', offer: { minBetAmount: 10, maxBetAmount: 1_000, maxPayout: Infinity, hyperBonus: null } }),
    };
    const { model, scope } = setup({ placement, limits, account: { accountId: 5002, currency: 'RUB', isBonus: true } });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    expect(scope.getState(model.$summary)).toMatchObject({ minAmount: 10, maxAmount: Infinity });
    await allSettled(model.amountChanged, { scope, params: 5_000 });
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests).toHaveLength(1);
    expect(placement.requests[0]).toMatchObject({ accountId: 5002, amount: 5_000 });
  });

  it.each([
    { account: { accountId: 5001, currency: 'RUB', isBonus: false }, vip: true, max: 1_000 },
    { account: { accountId: 5002, currency: 'RUB', isBonus: true }, vip: false, max: Infinity },
  ])('spec 000 §5: a VIP bet (above the maximum) is offered only where a maximum applies: bonus account $account.isBonus → $vip (QA)', async ({ account, vip, max }) => {
    const limits: CouponLimitsPort = {
      limits: async () => ({ kind: 'loaded', offer: { minBetAmount: 10, maxBetAmount: 1_000, maxPayout: Infinity, hyperBonus: null } }),
    };
    const { model, scope } = setup({ limits, account });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    expect(scope.getState(model.$summary)).toMatchObject({ maxAmount: max, vipBetAvailable: vip });
  });

  it('spec 000 §6: one-click on the bonus account stakes its own one-click amount', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ placement, account: { accountId: 5002, currency: 'RUB', isBonus: true } });
    await allSettled(model.oneClickToggled, { scope, params: true });
    await allSettled(model.settingsChanged, { scope, params: { oneClickAmount: 300, bonusAccountOneClickAmount: 70 } });
    await add(scope, model, selections(1));
    expect(placement.requests[0]).toMatchObject({ accountId: 5002, amount: 70 });
  });

  it('QA: an accepted coupon keeps the currency it was paid in when the player then switches to an account in another currency', async () => {
    const switched = createEvent<CouponAccount>();
    const $account = createStore<CouponAccount | null>({ accountId: 5003, currency: 'EUR', isBonus: false, balance: 120.5 }).on(switched, (_, a) => a);
    const { model, scope } = setup({ $account });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$coupon).successCoupon).toMatchObject({ amount: 5, currency: 'EUR' });
    await allSettled(switched, { scope, params: { accountId: 5001, currency: 'RUB', isBonus: false, balance: 25_000 } });
    expect(scope.getState(model.$summary).currency).toBe('RUB');
    expect(scope.getState(model.$coupon).successCoupon).toMatchObject({ amount: 5, currency: 'EUR' });
  });
});

describe('coupon model: promo codes (spec 000 §3 promoCode, manualPromoCode, promoCodes)', () => {
  const CODES: PromoCode[] = [{ code: 'WELCOME10', title: '10 % more on the win', effect: null }];
  const listing = (codes = CODES): PromoCodesPort => ({ list: async () => ({ kind: 'loaded', codes }) });

  it('a signed-in player sees their codes; the chosen one travels with the bet', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ placement, promoCodes: listing() });
    await allSettled(model.started, { scope });
    expect(scope.getState(model.$coupon).promoCodes).toEqual(CODES);
    await add(scope, model, selections(1));
    await allSettled(model.promoCodeChosen, { scope, params: 'WELCOME10' });
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests[0]?.promoCode).toBe('WELCOME10');
  });

  it('a typed code is sent trimmed and upper-case', async () => {
    const placement = new ScriptedPlacement();
    const { model, scope } = setup({ placement });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    await allSettled(model.promoCodeTyped, { scope, params: ' spring ' });
    await allSettled(model.placementRequested, { scope });
    expect(placement.requests[0]?.promoCode).toBe('SPRING');
  });

  it('a code the server refuses says so and keeps the slip, the code included', async () => {
    const placement = new ScriptedPlacement([{ kind: 'promo-code-invalid', promoCode: 'NOPE' }]);
    const { model, scope } = setup({ placement });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(2));
    await allSettled(model.promoCodeTyped, { scope, params: 'nope' });
    const before = scope.getState(model.$coupon);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_promo_code_invalid', values: { code: 'NOPE' } });
    expect(scope.getState(model.$coupon)).toEqual(before);
  });

  it('a visitor has no codes; signing out drops them, a failed list leaves none', async () => {
    const signedOut = createEvent();
    const $player = createStore<PlayerState>(PLAYER).on(signedOut, () => ANONYMOUS_PLAYER);
    const { model, scope } = setup({ promoCodes: listing(), $player });
    await allSettled(model.started, { scope });
    expect(scope.getState(model.$coupon).promoCodes).toHaveLength(1);
    await allSettled(signedOut, { scope });
    expect(scope.getState(model.$coupon).promoCodes).toEqual([]);

    // A stored choice with a list that fails is dropped: the slip would not show it, so it is not sent.
    const chosen = setup({ promoCodes: listing() });
    await allSettled(chosen.model.started, { scope: chosen.scope });
    await add(chosen.scope, chosen.model, selections(1));
    await allSettled(chosen.model.promoCodeChosen, { scope: chosen.scope, params: 'WELCOME10' });
    const failing = setup({ promoCodes: { list: async () => ({ kind: 'failed' }) }, storage: chosen.storage });
    expect(failing.scope.getState(failing.model.$coupon).promoCode).toBe('WELCOME10');
    await allSettled(failing.model.started, { scope: failing.scope });
    expect(failing.scope.getState(failing.model.$coupon)).toMatchObject({ promoCodes: [], promoCode: null });
    const visitor = setup({ promoCodes: listing(), player: ANONYMOUS_PLAYER });
    await allSettled(visitor.model.started, { scope: visitor.scope });
    expect(visitor.scope.getState(visitor.model.$coupon).promoCodes).toEqual([]);
  });

  const BOOST = { code: 'WELCOME10', title: 'Boost', effect: { kind: 'win-boost' as const, percent: 10, couponTypes: [CouponType.EXPRESS], minSelections: 3 } };

  it('QA17 #2: a chosen code that stops applying (a selection removed) is dropped with a message; the selections stay', async () => {
    const { model, scope } = setup({ promoCodes: listing([BOOST]) });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(3));
    await allSettled(model.typeChanged, { scope, params: CouponType.EXPRESS });
    await allSettled(model.promoCodeChosen, { scope, params: 'WELCOME10' });
    expect(scope.getState(model.$coupon).promoCode).toBe('WELCOME10');
    const [first] = scope.getState(model.$coupon).bets;
    await allSettled(model.betRemoved, { scope, params: first!.id });
    expect(scope.getState(model.$coupon)).toMatchObject({ promoCode: null, bets: { length: 2 } });
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_promo_dropped_selections', values: { code: 'WELCOME10', min: 3 } });
  });

  it('QA17 #2: after an accepted bet the list is read again, so a used code leaves it', async () => {
    let codes: PromoCode[] = [BOOST];
    const { model, scope } = setup({ promoCodes: { list: async () => ({ kind: 'loaded', codes }) } });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(3));
    await allSettled(model.typeChanged, { scope, params: CouponType.EXPRESS });
    await allSettled(model.promoCodeChosen, { scope, params: 'WELCOME10' });
    codes = [];
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$coupon)).toMatchObject({ promoCodes: [], promoCode: null });
  });
});

describe('QA18 #2: the stake over the balance counts only the charged stake', () => {
  const FREE = {
    code: 'FREE100',
    title: 'Free bet',
    effect: { kind: 'free-bet' as const, amount: 100, currency: 'RUB', couponTypes: [CouponType.SINGLE], minSelections: 1 },
  };

  it('QA18 #2: a single of 150 on a balance of 100 is over it; with a free bet of 100 only 50 is charged, which fits', async () => {
    const { model, scope } = setup({ promoCodes: { list: async () => ({ kind: 'loaded', codes: [FREE] }) }, player: { ...PLAYER, balance: 100 } });
    await allSettled(model.started, { scope });
    await add(scope, model, selections(1));
    expect(scope.getState(model.$summary)).toMatchObject({ totalStake: 150, chargedStake: 150, stakeOverBalance: true });
    await allSettled(model.promoCodeChosen, { scope, params: 'FREE100' });
    expect(scope.getState(model.$summary)).toMatchObject({ totalStake: 150, chargedStake: 50, stakeOverBalance: false });
    // Above the balance by more than the free bet: still over, by what is charged.
    await allSettled(model.amountChanged, { scope, params: 250 });
    expect(scope.getState(model.$summary)).toMatchObject({ totalStake: 250, chargedStake: 150, stakeOverBalance: true });
    await allSettled(model.promoCodeChosen, { scope, params: null });
    expect(scope.getState(model.$summary)).toMatchObject({ chargedStake: 250, stakeOverBalance: true });
  });
});

describe('coupon model: multiple singles answered per single (singlesResultCoupons)', () => {
  const partly = (ids: string[]): PlacementOutcome => ({
    kind: 'singles-placed',
    placedAt: 5,
    balance: 24_800,
    singles: [
      { betId: ids[0]!, status: 'accepted', couponId: '100000007', amount: 200, coef: 2, possibleWin: 400 },
      { betId: ids[1]!, status: 'rejected', reason: 'selection-locked', newCoef: null },
    ],
  });

  async function singlesSlip(placement: BetPlacementPort) {
    const env = setup({ placement });
    const picks = selections(2);
    await add(env.scope, env.model, picks);
    await allSettled(env.model.typeChanged, { scope: env.scope, params: CouponType.MULTIPLE_SINGLES });
    await allSettled(env.model.betAmountChanged, { scope: env.scope, params: { betId: picks[0]!.outcomeId, amount: 200 } });
    await allSettled(env.model.betAmountChanged, { scope: env.scope, params: { betId: picks[1]!.outcomeId, amount: 300 } });
    return { ...env, ids: picks.map((p) => p.outcomeId) };
  }

  it('the single that stands leaves the slip, the refused one stays at its stake, and the results list both', async () => {
    let ids: string[] = [];
    const placement: BetPlacementPort = {
      place: () => Promise.resolve(partly(ids)),
      loadByCode: (code) => Promise.resolve({ kind: 'not-found', code }),
      history: () => Promise.resolve({ kind: 'loaded', bets: [], hasMore: false }),
      placedBet: (couponId) => Promise.resolve({ kind: 'not-found', couponId }),
    };
    const env = await singlesSlip(placement);
    ids = env.ids;
    const balances: StakeAccountBalance[] = [];
    env.model.balanceChanged.watch((b) => balances.push(b));
    const placed: unknown[] = [];
    env.model.placed.watch((coupons) => placed.push(...coupons));
    await allSettled(env.model.placementRequested, { scope: env.scope });
    const coupon = env.scope.getState(env.model.$coupon);
    expect(coupon.bets.map((b) => b.id)).toEqual([ids[1]]);
    expect(coupon.typeId).toBe(CouponType.SINGLE);
    expect(coupon.amount).toBe(300);
    expect(coupon.successCoupon).toBeNull();
    expect(coupon.singlesResultCoupons.map((r) => [r.betId, r.status])).toEqual([
      [ids[0], 'accepted'],
      [ids[1], 'rejected'],
    ]);
    expect(balances).toEqual([{ accountId: null, balance: 24_800 }]);
    expect(placed).toEqual([{ couponId: '100000007', typeId: CouponType.SINGLE, amount: 200, coef: 2, possibleWin: 400, hyperBonus: 0, placedAt: 5, currency: 'RUB' }]);
    expect(env.scope.getState(env.model.$message)).toBeNull();
  });

  it('placing what is left is a new attempt (a new idempotency key); closing the results clears them', async () => {
    let ids: string[] = [];
    const keys: string[] = [];
    const placement: BetPlacementPort = {
      place: (request) => (keys.push(request.idempotencyKey), Promise.resolve(keys.length === 1 ? partly(ids) : acceptedFor(request))),
      loadByCode: (code) => Promise.resolve({ kind: 'not-found', code }),
      history: () => Promise.resolve({ kind: 'loaded', bets: [], hasMore: false }),
      placedBet: (couponId) => Promise.resolve({ kind: 'not-found', couponId }),
    };
    const env = await singlesSlip(placement);
    ids = env.ids;
    await allSettled(env.model.placementRequested, { scope: env.scope });
    await allSettled(env.model.successCouponClosed, { scope: env.scope });
    expect(env.scope.getState(env.model.$coupon).singlesResultCoupons).toEqual([]);
    await allSettled(env.model.placementRequested, { scope: env.scope });
    expect(new Set(keys).size).toBe(2);
    expect(env.scope.getState(env.model.$coupon).successCoupon).toMatchObject({ couponId: '100000001' });
  });
});

describe('coupon model: one slip across tabs (README "one slip per browser")', () => {
  type Tab = ReturnType<typeof setup>;
  /** A tab of the site, started (it hears other tabs from its start). */
  async function openTab(options: Parameters<typeof setup>[0] = {}): Promise<Tab> {
    const tab = setup(options);
    await allSettled(tab.model.started, { scope: tab.scope });
    return tab;
  }
  /** The browser tells `to` what `from` wrote under `key` (the storage event of another tab). */
  async function tell(to: Tab, from: Tab, key = COUPON_STORAGE_KEY) {
    to.storage.changedElsewhere(key, from.storage.get(key));
    await allSettled(to.scope);
  }
  // The player's own selections (the bonus bet is derived).
  const ids = (tab: Tab) =>
    tab.scope
      .getState(tab.model.$coupon)
      .bets.filter((b) => b.typeId !== -1)
      .map((b) => b.id);
  const storedIds = (tab: Tab) =>
    (JSON.parse(tab.storage.get(COUPON_STORAGE_KEY) ?? '{"bets":[]}') as { bets: { id: string }[] }).bets.map((b) => b.id);
  /** Counts this tab's own writes of `key`. */
  function countWrites(tab: Tab, key: string): () => number {
    let writes = 0;
    const set = tab.storage.set.bind(tab.storage);
    tab.storage.set = (k: string, value: string) => ((writes += k === key ? 1 : 0), set(k, value));
    return () => writes;
  }

  it('adopts a coupon another tab changed: tab A adds 2, tab B (already open) adds 1, A has all 3, also after a reload', async () => {
    const [a1, a2, b1] = selections(3);
    const tabA = await openTab();
    const tabB = await openTab();
    await add(tabA.scope, tabA.model, [a1!, a2!]);
    await tell(tabB, tabA);
    expect(ids(tabB)).toEqual([a1!.outcomeId, a2!.outcomeId]);
    await add(tabB.scope, tabB.model, [b1!]);
    await tell(tabA, tabB);
    const all = [a1!.outcomeId, a2!.outcomeId, b1!.outcomeId];
    expect(ids(tabA)).toEqual(all);
    expect(tabA.scope.getState(tabA.model.$coupon).typeId).toBe(CouponType.EXPRESS);
    expect(ids(setup({ storage: tabA.storage }))).toEqual(all);
  });

  it('a coupon placed in another tab empties the slip here too, and a later pick here does not bring the placed selections back', async () => {
    const [a1, a2, b1] = selections(3);
    const tabA = await openTab();
    const tabB = await openTab();
    await add(tabA.scope, tabA.model, [a1!, a2!]);
    await tell(tabB, tabA);
    await allSettled(tabA.model.placementRequested, { scope: tabA.scope });
    expect(tabA.scope.getState(tabA.model.$coupon).successCoupon).not.toBeNull();
    await tell(tabB, tabA);
    expect(ids(tabB)).toEqual([]);
    // The success coupon is the placing tab's: nothing placed here.
    expect(tabB.scope.getState(tabB.model.$coupon).successCoupon).toBeNull();
    await add(tabB.scope, tabB.model, [b1!]);
    expect(storedIds(tabB)).toEqual([b1!.outcomeId]);
    await tell(tabA, tabB);
    expect(ids(tabA)).toEqual([b1!.outcomeId]);
    // The success coupon shown in the placing tab stays while the other tab changes the slip.
    expect(tabA.scope.getState(tabA.model.$coupon).successCoupon).not.toBeNull();
  });

  it('says so when another tab changes the slip: emptied (placed or cleared there) or changed; a settings change or the same selections say nothing', async () => {
    const [a1, a2, b1] = selections(3);
    const tabA = await openTab();
    const tabB = await openTab();
    await add(tabA.scope, tabA.model, [a1!, a2!]);
    await tell(tabB, tabA);
    expect(tabB.scope.getState(tabB.model.$message)).toEqual({ key: 'coupon_changed_elsewhere', title: 'coupon_changed_elsewhere_title' });
    // The player's next action here replaces the news.
    await add(tabB.scope, tabB.model, [b1!]);
    expect(tabB.scope.getState(tabB.model.$message)).toBeNull();
    // A's stake changes; the selections do not: nothing to say.
    await tell(tabA, tabB);
    await allSettled(tabA.model.messageDismissed, { scope: tabA.scope });
    await allSettled(tabA.model.amountChanged, { scope: tabA.scope, params: 300 });
    await tell(tabB, tabA);
    expect(tabB.scope.getState(tabB.model.$message)).toBeNull();
    await allSettled(tabA.model.settingsChanged, { scope: tabA.scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await tell(tabB, tabA, COUPON_SETTINGS_STORAGE_KEY);
    expect(tabB.scope.getState(tabB.model.$message)).toBeNull();
    // A places the coupon: B's slip empties and says why.
    await allSettled(tabA.model.placementRequested, { scope: tabA.scope });
    await tell(tabB, tabA);
    expect(ids(tabB)).toEqual([]);
    expect(tabB.scope.getState(tabB.model.$message)).toEqual({ key: 'coupon_changed_elsewhere_emptied', title: 'coupon_changed_elsewhere_title' });
  });

  it.each([
    ['not JSON', '{"v":1,"bets":['],
    ['another version', '{"v":99,"bets":[]}'],
    ['bets not a list', '{"v":1,"bets":"all"}'],
    ['removed (storage cleared)', null],
  ])('a malformed external value (%s) keeps the slip as it is and is logged', async (_, raw) => {
    const warnings: string[] = [];
    const logger: LoggerPort = { info: () => {}, error: () => {}, warn: (message) => void warnings.push(message) };
    const tab = await openTab({ logger });
    const picks = selections(2);
    await add(tab.scope, tab.model, picks);
    const before = tab.scope.getState(tab.model.$coupon);
    tab.storage.changedElsewhere(COUPON_STORAGE_KEY, raw);
    await allSettled(tab.scope);
    expect(tab.scope.getState(tab.model.$coupon)).toBe(before);
    expect(warnings).toHaveLength(1);
    // Nothing was lost: the next change here writes the slip back.
    await allSettled(tab.model.amountChanged, { scope: tab.scope, params: 300 });
    expect(storedIds(tab)).toEqual(picks.map((p) => p.outcomeId));
  });

  it('malformed external settings keep this tab’s settings and are logged', async () => {
    const warnings: string[] = [];
    const logger: LoggerPort = { info: () => {}, error: () => {}, warn: (message) => void warnings.push(message) };
    const tab = await openTab({ logger });
    await allSettled(tab.model.settingsChanged, { scope: tab.scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    const before = tab.scope.getState(tab.model.$settings);
    tab.storage.changedElsewhere(COUPON_SETTINGS_STORAGE_KEY, '{"v":1,');
    await allSettled(tab.scope);
    expect(tab.scope.getState(tab.model.$settings)).toBe(before);
    expect(warnings).toHaveLength(1);
  });

  it('no write-back loop: what is adopted from another tab (coupon or settings) is not written back; the next change here is', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    await add(tabB.scope, tabB.model, selections(2));
    await allSettled(tabB.model.settingsChanged, { scope: tabB.scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    const couponWrites = countWrites(tabA, COUPON_STORAGE_KEY);
    const settingsWrites = countWrites(tabA, COUPON_SETTINGS_STORAGE_KEY);
    await tell(tabA, tabB);
    await tell(tabA, tabB, COUPON_SETTINGS_STORAGE_KEY);
    expect(ids(tabA)).toEqual(ids(tabB));
    expect(tabA.scope.getState(tabA.model.$settings).changeCoefAction).toBe(OddsChangePolicy.CONFIRM_ANY);
    expect([couponWrites(), settingsWrites()]).toEqual([0, 0]);
    await allSettled(tabA.model.amountChanged, { scope: tabA.scope, params: 300 });
    expect(couponWrites()).toBe(1);
  });

  it('adopts settings another tab changed, auto max included, so the model does not turn it back', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    await allSettled(tabB.model.autoMaxToggled, { scope: tabB.scope, params: true });
    expect(tabB.scope.getState(tabB.model.$settings).isAutoMax).toBe(true);
    await tell(tabA, tabB, COUPON_SETTINGS_STORAGE_KEY);
    await add(tabA.scope, tabA.model, selections(1));
    expect(tabA.scope.getState(tabA.model.$settings).isAutoMax).toBe(true);
    expect(tabA.scope.getState(tabA.model.$coupon).isActiveAutoMax).toBe(true);
  });

  it('a placement on its way here takes out only what it placed: a selection another tab added meanwhile stays', async () => {
    let release: () => void = () => {};
    const placement = new ScriptedPlacement([], new Promise<void>((resolve) => (release = resolve)));
    const [a1, a2, b1] = selections(3);
    const tabA = await openTab({ placement });
    const tabB = await openTab();
    await add(tabA.scope, tabA.model, [a1!, a2!]);
    await tell(tabB, tabA);
    const placing = allSettled(tabA.model.placementRequested, { scope: tabA.scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await add(tabB.scope, tabB.model, [b1!]);
    tabA.storage.changedElsewhere(COUPON_STORAGE_KEY, tabB.storage.get(COUPON_STORAGE_KEY));
    expect(ids(tabA)).toEqual([a1!.outcomeId, a2!.outcomeId, b1!.outcomeId]);
    release();
    await placing;
    expect(tabA.scope.getState(tabA.model.$coupon).successCoupon).not.toBeNull();
    expect(ids(tabA)).toEqual([b1!.outcomeId]);
    expect(placement.requests[0]!.bets.map((b) => b.id)).toEqual([a1!.outcomeId, a2!.outcomeId]);
  });

  it("odds marks: a selection in both keeps this tab's live price and mark, a new one comes as stored", async () => {
    const feed = new ManualLineFeed();
    const [a1, b1] = selections(2);
    const tabA = await openTab({ feed });
    const tabB = await openTab();
    await add(tabA.scope, tabA.model, [a1!]);
    await tell(tabB, tabA);
    feed.push([{ type: 'odds', gameId: a1!.gameId, marketId: a1!.market.id, outcomeId: a1!.outcomeId, coef: a1!.coef + 0.5, isBlocked: false }]);
    await allSettled(tabA.scope);
    // Tab B's feed has not brought the move: it stores the old price beside its new pick.
    await add(tabB.scope, tabB.model, [b1!]);
    await tell(tabA, tabB);
    const [first, second] = tabA.scope.getState(tabA.model.$coupon).bets;
    expect(first).toMatchObject({ id: a1!.outcomeId, coef: a1!.coef + 0.5, coefChange: 'up', prevCoef: a1!.coef });
    expect(second).toMatchObject({ id: b1!.outcomeId, coef: b1!.coef, coefChange: null });
  });

  it('an odds question about selections placed in another tab is closed', async () => {
    const [a1, a2] = selections(2);
    const changes = [{ betId: a1!.outcomeId, oldCoef: a1!.coef, newCoef: a1!.coef + 0.3 }];
    const placement = new ScriptedPlacement([{ kind: 'odds-changed', changes }]);
    const tabA = await openTab({ placement });
    const tabB = await openTab();
    await allSettled(tabA.model.settingsChanged, { scope: tabA.scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await add(tabA.scope, tabA.model, [a1!, a2!]);
    await tell(tabB, tabA);
    await allSettled(tabA.model.placementRequested, { scope: tabA.scope });
    expect(tabA.scope.getState(tabA.model.$oddsConfirmation)?.source).toBe('server');
    await allSettled(tabB.model.placementRequested, { scope: tabB.scope });
    await tell(tabA, tabB);
    expect(ids(tabA)).toEqual([]);
    expect(tabA.scope.getState(tabA.model.$oddsConfirmation)).toBeNull();
  });
});

describe('QA14 #4: the bet history reads the period and status the player chose', () => {
  it('a changed filter reads again with it; an answer to an older read that comes last is not shown over the newer one', async () => {
    const asked: { query: HistoryQuery; answer: (outcome: HistoryOutcome) => void }[] = [];
    const placement = new ScriptedPlacement();
    placement.history = (query: HistoryQuery) => new Promise<HistoryOutcome>((answer) => asked.push({ query, answer }));
    const { model, scope } = setup({ placement });
    void allSettled(model.historyRequested, { scope });
    void allSettled(model.historyFilterChanged, { scope, params: { status: 'won', periodDays: 7 } });
    await Promise.resolve();
    expect(asked.map((read) => read.query.status)).toEqual([null, 'won']);
    expect(asked[1]!.query.to - asked[1]!.query.from).toBe(7 * 86_400_000);
    expect(scope.getState(model.$historyLoading)).toBe(true);
    const bet = (couponId: string, status: 'won' | 'pending') => ({ couponId, status }) as unknown as PlacedBet;
    asked[1]!.answer({ kind: 'loaded', bets: [bet('2', 'won')], hasMore: false });
    asked[0]!.answer({ kind: 'loaded', bets: [bet('1', 'pending'), bet('2', 'won')], hasMore: false });
    await allSettled(scope);
    expect(scope.getState(model.$history).map((b) => b.couponId)).toEqual(['2']);
    expect(scope.getState(model.$historyFilter)).toEqual({ periodDays: 7, status: 'won' });
    expect(scope.getState(model.$historyLoading)).toBe(false);
  });

  it('a failed read keeps the bets shown and says the history failed', async () => {
    const answers: HistoryOutcome[] = [{ kind: 'loaded', bets: [{ couponId: '1' } as unknown as PlacedBet], hasMore: false }, { kind: 'network-failure', retryable: true }];
    const placement = new ScriptedPlacement();
    placement.history = () => Promise.resolve(answers.shift()!);
    const { model, scope } = setup({ placement });
    await allSettled(model.historyRequested, { scope });
    await allSettled(model.historyFilterChanged, { scope, params: { status: 'lost' } });
    expect(scope.getState(model.$history).map((b) => b.couponId)).toEqual(['1']);
    expect(scope.getState(model.$historyStatus)).toBe('error');
  });
});

describe('coupon model: the slip holds still while its bet is on its way (README "the slip while a bet is placed")', () => {
  it('every edit of the slip is refused from Place bet to the answer; a pick from the page says why, and the message goes with the answer', async () => {
    let release!: () => void;
    const placement = new ScriptedPlacement([{ kind: 'network-failure', retryable: true }], new Promise<void>((r) => (release = r)));
    const { model, scope } = setup({ placement });
    const [a, b, c] = selections(3);
    await add(scope, model, [a!, b!]);
    const before = scope.getState(model.$coupon);
    const placing = allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$sending)).toBe(true);
    // allSettled would wait for the placement too: the edits are fired in the scope, and read at once.
    scopeBind(model.betToggled, { scope })(c!);
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_busy_placing' });
    scopeBind(model.betToggled, { scope })(a!);
    scopeBind(model.betRemoved, { scope })(b!.outcomeId);
    scopeBind(model.amountChanged, { scope })(900);
    scopeBind(model.amountStepped, { scope })(1);
    scopeBind(model.typeChanged, { scope })(CouponType.MULTIPLE_SINGLES);
    scopeBind(model.couponCleared, { scope })();
    scopeBind(model.couponLoadedFromCode, { scope })('ABCD1234');
    expect(scope.getState(model.$coupon)).toBe(before);
    expect(scope.getState(model.$loadingByCode)).toBe(false);
    release();
    await placing;
    expect(scope.getState(model.$sending)).toBe(false);
    // The failure's own message replaces the busy one; the slip is as it was sent.
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_error_network_retry' });
    expect(scope.getState(model.$coupon)).toBe(before);
    await allSettled(model.betToggled, { scope, params: c! });
    expect(ownBets(scope.getState(model.$coupon).bets).map((bet) => bet.id)).toEqual([a!.outcomeId, b!.outcomeId, c!.outcomeId]);
  });

  it('an accepted bet clears the busy message (placementMessage has none for it)', async () => {
    let release!: () => void;
    const placement = new ScriptedPlacement([ACCEPTED], new Promise<void>((r) => (release = r)));
    const { model, scope } = setup({ placement });
    const [a, b] = selections(2);
    await add(scope, model, [a!]);
    const placing = allSettled(model.placementRequested, { scope });
    scopeBind(model.betToggled, { scope })(b!);
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_busy_placing' });
    release();
    await placing;
    expect(scope.getState(model.$message)).toBeNull();
    expect(scope.getState(model.$coupon).successCoupon).not.toBeNull();
    expect(scope.getState(model.$coupon).bets).toEqual([]);
  });

  it('while the odds question is open a pick from the page that would add is refused and said; taking one out stays possible (QA13 #3)', async () => {
    const [a, b, c] = selections(3);
    const changed: PlacementOutcome = { kind: 'odds-changed', changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: a!.coef - 0.05 }] };
    const { model, scope } = setup({ placement: new ScriptedPlacement([changed]) });
    await add(scope, model, [a!, b!]);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$oddsConfirmation)).not.toBeNull();
    await allSettled(model.betToggled, { scope, params: c! });
    expect(scope.getState(model.$message)).toMatchObject({ key: 'coupon_busy_asking' });
    expect(ownBets(scope.getState(model.$coupon).bets).map((bet) => bet.id)).toEqual([a!.outcomeId, b!.outcomeId]);
    await allSettled(model.betToggled, { scope, params: b! });
    expect(ownBets(scope.getState(model.$coupon).bets).map((bet) => bet.id)).toEqual([a!.outcomeId]);
    await allSettled(model.oddsChangeRejected, { scope });
    expect(scope.getState(model.$message)?.key).not.toBe('coupon_busy_asking');
  });
});

describe('coupon model: keep selections (README design "keep selections")', () => {
  it('after an accepted bet the success coupon offers the placed slip back; keeping it restores selections, type and stake, closes the receipt and reads the games from the line', async () => {
    const read: number[][] = [];
    const lineStub: Pick<LinePort, 'game'> = { game: (id) => (read.push([id]), Promise.resolve(null)) };
    const { model, scope } = setup({ line: lineStub });
    const picks = selections(3);
    await add(scope, model, picks);
    await allSettled(model.typeChanged, { scope, params: CouponType.SYSTEM });
    await allSettled(model.amountChanged, { scope, params: 300 });
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$coupon).successCoupon).not.toBeNull();
    expect(scope.getState(model.$canKeepSelections)).toBe(true);
    read.length = 0;
    await allSettled(model.placedSelectionsKept, { scope });
    const kept = scope.getState(model.$coupon);
    expect(ownBets(kept.bets).map((bet) => bet.id)).toEqual(picks.map((p) => p.outcomeId));
    expect([kept.typeId, kept.amount, kept.successCoupon]).toEqual([CouponType.SYSTEM, 300, null]);
    expect(scope.getState(model.$canKeepSelections)).toBe(false);
    expect(read.flat().sort()).toEqual(picks.map((p) => p.gameId).sort());
  });

  it('not offered once the receipt is closed, after a refusal, or when the player has picked again', async () => {
    const placement = new ScriptedPlacement([ACCEPTED, { kind: 'insufficient-balance', balance: 1, required: 150 }, ACCEPTED]);
    const { model, scope } = setup({ placement });
    const [a, b, c] = selections(3);
    await add(scope, model, [a!]);
    await allSettled(model.placementRequested, { scope });
    await allSettled(model.successCouponClosed, { scope });
    expect(scope.getState(model.$canKeepSelections)).toBe(false);
    await allSettled(model.placedSelectionsKept, { scope });
    expect(scope.getState(model.$coupon).bets).toEqual([]);

    await add(scope, model, [b!]);
    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$canKeepSelections)).toBe(false);

    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$canKeepSelections)).toBe(true);
    await add(scope, model, [c!]);
    expect(scope.getState(model.$canKeepSelections)).toBe(false);
    await allSettled(model.placedSelectionsKept, { scope });
    expect(ownBets(scope.getState(model.$coupon).bets).map((bet) => bet.id)).toEqual([c!.outcomeId]);
  });
});
