import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import {
  OddsChangePolicy,
} from '../../domain/coupon';
import type { Selection } from '../../domain/line';
import { createCouponModel } from './coupon.model';
import { DEMO_PLAYER, RecordingPlacement, lineSelections } from '../../../tests/support/coupon-model-support';

// QA15: the odds question against the player's odds-change policy, with a scripted feed.



const clock = new FakeClock();
const line = new FakeLine({ clock });

const selections = (count: number) => lineSelections(line, count, 1.5);

function setup() {
  const feed = new ManualLineFeed();
  const placement = new RecordingPlacement();
  let n = 0;
  const model = createCouponModel({
    placement,
    storage: new MemoryStorage(),
    clock,
    feed,
    $player: createStore(DEMO_PLAYER),
    newIdempotencyKey: () => `key-${++n}`,
  });
  return { model, feed, placement, scope: fork() };
}
type Model = ReturnType<typeof setup>['model'];

const move = (s: Selection, coef: number) => ({
  type: 'odds' as const,
  gameId: s.gameId,
  marketId: s.market.id,
  outcomeId: s.outcomeId,
  coef,
  isBlocked: false,
});
const r3 = (value: number) => Math.round(value * 1000) / 1000;

async function askedAboutAFall(scope: Scope, model: Model, feed: ManualLineFeed, a: Selection, b: Selection) {
  await allSettled(model.started, { scope });
  for (const s of [a, b]) await allSettled(model.betToggled, { scope, params: s });
  await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.ACCEPT_HIGHER } });
  feed.push([move(a, r3(a.coef - 0.05))]);
  await allSettled(scope);
  await allSettled(model.placementRequested, { scope });
  expect(scope.getState(model.$oddsConfirmation)).toMatchObject({ source: 'slip', changes: [{ betId: a.outcomeId }] });
}

describe('QA15 #5: under "Accept higher odds" the odds question never stays open over rises only', () => {
  it('QA15 #5: the fall asked about comes back while another selection rose: the question closes, nothing placed without a click, and Place bet then goes at the prices now', async () => {
    const { model, feed, placement, scope } = setup();
    const [a, b] = selections(2);
    await askedAboutAFall(scope, model, feed, a!, b!);

    const risen = r3(b!.coef + 0.1);
    feed.push([move(b!, risen)]);
    await allSettled(scope);
    // A fall is still there: the rise joins the question (Accept places what it lists).
    expect(scope.getState(model.$oddsConfirmation)?.changes.map((c) => c.betId)).toEqual([a!.outcomeId, b!.outcomeId]);

    feed.push([move(a!, a!.coef)]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
    expect(placement.requests).toHaveLength(0);

    await allSettled(model.placementRequested, { scope });
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
    expect(placement.requests).toHaveLength(1);
    expect(placement.requests[0]!.bets.map((bet) => bet.coef)).toEqual([a!.coef, risen]);
  });

  it('QA15 #5: the fall asked about turns into a rise: the question closes', async () => {
    const { model, feed, placement, scope } = setup();
    const [a, b] = selections(2);
    await askedAboutAFall(scope, model, feed, a!, b!);
    feed.push([move(a!, r3(a!.coef + 0.07))]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)).toBeNull();
    expect(placement.requests).toHaveLength(0);
  });

  it('QA15 #5: a question still holding a fall stays open, at the prices now', async () => {
    const { model, feed, scope } = setup();
    const [a, b] = selections(2);
    await askedAboutAFall(scope, model, feed, a!, b!);
    const lower = r3(a!.coef - 0.08);
    feed.push([move(a!, lower)]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)).toMatchObject({
      movedAgain: true,
      changes: [{ betId: a!.outcomeId, oldCoef: a!.coef, newCoef: lower }],
    });
  });

  it('QA15 #5: under "Confirm any change" a question left with a rise stays open (that policy asks about rises too)', async () => {
    const { model, feed, scope } = setup();
    const [a, b] = selections(2);
    await askedAboutAFall(scope, model, feed, a!, b!);
    await allSettled(model.settingsChanged, { scope, params: { changeCoefAction: OddsChangePolicy.CONFIRM_ANY } });
    feed.push([move(a!, r3(a!.coef + 0.07))]);
    await allSettled(scope);
    expect(scope.getState(model.$oddsConfirmation)?.changes).toHaveLength(1);
  });
});
