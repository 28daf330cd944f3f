import { allSettled, createEvent, createStore, fork, type Scope, type Store } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeBetPlacement } from '../../adapters/fake/fake-bet-placement';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeSession } from '../../adapters/fake/fake-session';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import {
  CouponType,
  DEFAULT_COUPON_CONFIG,
  OddsChangePolicy,
  type CouponConfig,
  type BetPlacementPort,
} from '../../domain/coupon';
import type { Selection } from '../../domain/line';
import { createCouponModel } from './coupon.model';
import { DEMO_PLAYER, RecordingPlacement, lineSelections } from '../../../tests/support/coupon-model-support';

// Issue 3, "What to build" item 2: one row per event the model must offer, each naming the event and what it does.
// The setup is the small part of coupon.model.test.ts these rows need.



const clock = new FakeClock();
const line = new FakeLine({ clock });

const selections = (count: number) => lineSelections(line, count, 1.1);

function setup(placement: BetPlacementPort = new RecordingPlacement(), storage = new MemoryStorage(), $config?: Store<CouponConfig>) {
  let n = 0;
  const model = createCouponModel({
    placement,
    storage,
    ...($config ? { $config } : {}),
    clock,
    feed: new ManualLineFeed(),
    $player: createStore(DEMO_PLAYER),
    newIdempotencyKey: () => `key-${++n}`,
  });
  return { model, scope: fork(), storage };
}
type Model = ReturnType<typeof setup>['model'];

async function add(scope: Scope, model: Model, picks: Selection[]) {
  for (const s of picks) await allSettled(model.betToggled, { scope, params: s });
}

const ownIds = (scope: Scope, model: Model) =>
  scope.getState(model.$coupon).bets.filter((b) => b.typeId !== -1).map((b) => b.id);

describe('issue 3 item 2: the coupon model offers each event the slip needs', () => {
  it.each([
    {
      rule: 'bet toggled: a pick enters the slip as a single at the currency initial amount (spec 000 §9: RUB 150), the same pick again takes it out',
      run: async (scope: Scope, model: Model) => {
        const [a] = selections(1);
        await add(scope, model, [a!]);
        expect(ownIds(scope, model)).toEqual([a!.outcomeId]);
        expect(scope.getState(model.$coupon)).toMatchObject({ typeId: CouponType.SINGLE, amount: 150 });
        await add(scope, model, [a!]);
        expect(ownIds(scope, model)).toEqual([]);
      },
    },
    {
      rule: 'bet toggled: adding a second bet moves single to express',
      run: async (scope: Scope, model: Model) => {
        await add(scope, model, selections(2));
        expect(scope.getState(model.$coupon).typeId).toBe(CouponType.EXPRESS);
      },
    },
    {
      rule: 'amount changed: the typed stake is the coupon amount',
      run: async (scope: Scope, model: Model) => {
        await add(scope, model, selections(1));
        await allSettled(model.amountChanged, { scope, params: 420 });
        expect(scope.getState(model.$coupon).amount).toBe(420);
      },
    },
    {
      rule: 'type changed: an express of 3 becomes system 2/3 (3 lines)',
      run: async (scope: Scope, model: Model) => {
        await add(scope, model, selections(3));
        await allSettled(model.typeChanged, { scope, params: CouponType.SYSTEM });
        expect(scope.getState(model.$coupon)).toMatchObject({ typeId: CouponType.SYSTEM, systemValue: 2 });
        expect(scope.getState(model.$summary).lines).toBe(3);
      },
    },
    {
      rule: 'system value changed: system 2/4 becomes 3/4, C(4, 3) = 4 lines',
      run: async (scope: Scope, model: Model) => {
        await add(scope, model, selections(4));
        await allSettled(model.typeChanged, { scope, params: CouponType.SYSTEM });
        await allSettled(model.systemValueChanged, { scope, params: 3 });
        expect(scope.getState(model.$coupon).systemValue).toBe(3);
        expect(scope.getState(model.$summary).lines).toBe(4);
      },
    },
    {
      rule: 'banker toggled: a banker in system 2/4 leaves C(3, 1) = 3 lines',
      run: async (scope: Scope, model: Model) => {
        const picks = selections(4);
        await add(scope, model, picks);
        await allSettled(model.typeChanged, { scope, params: CouponType.SYSTEM });
        await allSettled(model.bankerModeToggled, { scope, params: true });
        await allSettled(model.bankerToggled, { scope, params: picks[0]!.outcomeId });
        expect(scope.getState(model.$summary).lines).toBe(3);
      },
    },
    {
      rule: 'one-click toggled (spec 000 §4): with bets it asks first and the slip stays; confirming empties the coupon and turns one-click on',
      run: async (scope: Scope, model: Model) => {
        await add(scope, model, selections(2));
        await allSettled(model.oneClickToggled, { scope, params: true });
        expect(scope.getState(model.$oneClickConfirmation)).toBe(true);
        expect(scope.getState(model.$settings).isActiveOneClick).toBe(false);
        expect(ownIds(scope, model)).toHaveLength(2);
        await allSettled(model.oneClickConfirmed, { scope });
        expect(scope.getState(model.$settings).isActiveOneClick).toBe(true);
        expect(ownIds(scope, model)).toEqual([]);
      },
    },
    {
      rule: 'settings changed: the odds-change policy chosen is the one the next coupon is sent with (changeCoefAction)',
      run: async (scope: Scope, model: Model, placement: RecordingPlacement) => {
        await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.ACCEPT_HIGHER } });
        expect(scope.getState(model.$settings).changeCoefAction).toBe(OddsChangePolicy.ACCEPT_HIGHER);
        await add(scope, model, selections(1));
        await allSettled(model.placementRequested, { scope });
        expect(placement.requests[0]?.changeCoefAction).toBe(OddsChangePolicy.ACCEPT_HIGHER);
      },
    },
    {
      rule: 'placement requested: one request with the slip\'s type, stake and selections and an idempotency key; accepted, the slip empties and shows the success coupon',
      run: async (scope: Scope, model: Model, placement: RecordingPlacement) => {
        const picks = selections(2);
        await add(scope, model, picks);
        await allSettled(model.placementRequested, { scope });
        expect(placement.requests).toHaveLength(1);
        expect(placement.requests[0]).toMatchObject({ typeId: CouponType.EXPRESS, amount: 150, idempotencyKey: 'key-1' });
        expect(placement.requests[0]!.bets.map((b) => b.id)).toEqual(expect.arrayContaining(picks.map((p) => p.outcomeId)));
        expect(ownIds(scope, model)).toEqual([]);
        expect(scope.getState(model.$coupon).successCoupon?.couponId).toMatch(/^\d+$/);
      },
    },
  ])('issue 3 model event $rule', async ({ run }) => {
    const placement = new RecordingPlacement();
    const { model, scope } = setup(placement);
    await run(scope, model, placement);
  });

  it('issue 3 model event coupon loaded from code: a placed coupon\'s code refills an empty slip with its selections, marked as loaded', async () => {
    const c = new FakeClock();
    const world = new FakeWorld(new MemoryStorage(), c, `?fake=${encodeURIComponent('{"signedIn":true}')}`);
    const placement = new FakeBetPlacement(world, new FakeSession(world), new FakeLine({ clock: c }), new MemoryStorage());
    const placing = setup(placement);
    const picks = selections(2);
    await add(placing.scope, placing.model, picks);
    await allSettled(placing.model.placementRequested, { scope: placing.scope });
    const code = placing.scope.getState(placing.model.$coupon).successCoupon!.couponId;

    const { model, scope } = setup(placement);
    await allSettled(model.couponLoadedFromCode, { scope, params: code });
    expect(scope.getState(model.$coupon)).toMatchObject({ isCouponLoadedFromCode: true, loadCouponInputValue: code, typeId: CouponType.EXPRESS });
    expect(ownIds(scope, model).sort()).toEqual(picks.map((p) => p.outcomeId).sort());
  });

  it('spec 000 §5: one-click is active only if the site config enables it: one-click left on in the settings, a config that disables it makes a click add the odd to the slip, nothing placed', async () => {
    const configChanged = createEvent<CouponConfig>();
    const $config = createStore<CouponConfig>(DEFAULT_COUPON_CONFIG).on(configChanged, (_, config) => config);
    const placement = new RecordingPlacement();
    const { model, scope } = setup(placement, new MemoryStorage(), $config);
    await allSettled(model.oneClickToggled, { scope, params: true });
    expect(scope.getState(model.$settings).isActiveOneClick).toBe(true);
    await allSettled(configChanged, { scope, params: { ...DEFAULT_COUPON_CONFIG, oneClickEnabled: false } });
    const [pick] = selections(1);
    await add(scope, model, [pick!]);
    expect(placement.requests).toHaveLength(0);
    expect(ownIds(scope, model)).toEqual([pick!.outcomeId]);
    expect(scope.getState(model.$summary).oneClickActive).toBe(false);
  });

  it('spec 000 §5: possible win = amount × exact coefficient if set, else total coefficient, as the slip shows it', async () => {
    const { model, scope } = setup();
    await add(scope, model, selections(2));
    await allSettled(model.amountChanged, { scope, params: 100 });
    const total = scope.getState(model.$coupon).coef;
    expect(scope.getState(model.$summary).possibleWin).toBe(Math.round(100 * total * 100) / 100);
    await allSettled(model.settingsChanged, { scope, params: { exactCoef: 5 } });
    expect(scope.getState(model.$summary).possibleWin).toBe(500);
    await allSettled(model.settingsChanged, { scope, params: { exactCoef: null } });
    expect(scope.getState(model.$summary).possibleWin).toBe(Math.round(100 * total * 100) / 100);
  });

  it('issue 3 item 2: the coupon and its settings persist to storage and survive a reload (a new model over the same storage)', async () => {
    const storage = new MemoryStorage();
    const first = setup(new RecordingPlacement(), storage);
    await add(first.scope, first.model, selections(3));
    await allSettled(first.model.typeChanged, { scope: first.scope, params: CouponType.SYSTEM });
    await allSettled(first.model.settingsChanged, { scope: first.scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    const second = setup(new RecordingPlacement(), storage);
    expect(ownIds(second.scope, second.model)).toEqual(ownIds(first.scope, first.model));
    expect(second.scope.getState(second.model.$coupon).typeId).toBe(CouponType.SYSTEM);
    expect(second.scope.getState(second.model.$settings).changeCoefAction).toBe(OddsChangePolicy.CONFIRM_ANY);
  });
});
