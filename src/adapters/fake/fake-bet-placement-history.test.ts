import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { DEFAULT_HISTORY_FILTER, historyQuery, nextHistoryPage, type HistoryOutcome } from '../../domain/coupon';
import { FakeBetPlacement } from './fake-bet-placement';
import { FakeClock } from './fake-clock';
import { FakeSession } from './fake-session';
import { FakeWorld } from './fake-world';
import { FakeLine } from './line';

function setup(fake: Record<string, unknown>) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, `?fake=${encodeURIComponent(JSON.stringify(fake))}`);
  const placement = new FakeBetPlacement(world, new FakeSession(world), new FakeLine({ clock }), new MemoryStorage());
  return { clock, placement };
}

const couponIds = (outcome: HistoryOutcome) => (outcome.kind === 'loaded' ? outcome.bets.map((bet) => bet.couponId) : []);

describe('FakeBetPlacement: the history a page at a time; the settledCoupons knob (README "Fake-switch knobs")', () => {
  it('settledCoupons: 30 lists 20 on page 1 and the 10 older on page 2, newest first, no coupon twice', async () => {
    const { clock, placement } = setup({ signedIn: true, settledCoupons: 30 });
    const first = historyQuery(DEFAULT_HISTORY_FILTER, clock.now());
    const page1 = await placement.history(first);
    const page2 = await placement.history(nextHistoryPage(first));
    expect(page1).toMatchObject({ kind: 'loaded', hasMore: true });
    expect(page2).toMatchObject({ kind: 'loaded', hasMore: false });
    const all = [...couponIds(page1), ...couponIds(page2)];
    expect(couponIds(page1)).toHaveLength(20);
    expect(new Set(all).size).toBe(30);
    const times = [page1, page2].flatMap((page) => (page.kind === 'loaded' ? page.bets.map((bet) => bet.placedAt) : []));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the knob\'s coupons are settled, won and lost, and a status filter pages them too', async () => {
    const { clock, placement } = setup({ signedIn: true, settledCoupons: 30 });
    const won = await placement.history(historyQuery({ periodDays: 30, status: 'won' }, clock.now()));
    expect(won).toMatchObject({ kind: 'loaded', hasMore: false });
    expect(won.kind === 'loaded' && won.bets.every((bet) => bet.status === 'won' && bet.payout !== null && bet.payout > 0)).toBe(true);
    expect(couponIds(won)).toHaveLength(15);
  });

  it('without the knob the demo player has no older coupons: one empty page', async () => {
    const { clock, placement } = setup({ signedIn: true });
    await expect(placement.history(historyQuery(DEFAULT_HISTORY_FILTER, clock.now()))).resolves.toEqual({ kind: 'loaded', bets: [], hasMore: false });
  });

  it('a malformed knob value is ignored (no coupons), never a broken history', async () => {
    const { clock, placement } = setup({ signedIn: true, settledCoupons: -3 });
    await expect(placement.history(historyQuery(DEFAULT_HISTORY_FILTER, clock.now()))).resolves.toEqual({ kind: 'loaded', bets: [], hasMore: false });
  });
});

describe('FakeBetPlacement: one placed coupon by its id (the printed coupon opened directly, getPlacedCoupon)', () => {
  it('answers the coupon as the history lists it, whatever page it is on, in one call', async () => {
    const { clock, placement } = setup({ signedIn: true, settledCoupons: 30 });
    const page2 = await placement.history(nextHistoryPage(historyQuery(DEFAULT_HISTORY_FILTER, clock.now())));
    const oldest = page2.kind === 'loaded' ? page2.bets.at(-1)! : null;
    expect(oldest).not.toBeNull();
    await expect(placement.placedBet(oldest!.couponId)).resolves.toEqual({ kind: 'loaded', bet: oldest });
  });

  it('whenever it was placed: a coupon older than the history\'s widest period (90 days) is still found', async () => {
    // 500 coupons 5 hours apart reach back about 104 days; the oldest has the lowest id.
    const { clock, placement } = setup({ signedIn: true, settledCoupons: 500 });
    const answer = await placement.placedBet(String(90_000_001));
    expect(answer.kind).toBe('loaded');
    expect(answer.kind === 'loaded' && clock.now() - answer.bet.placedAt).toBeGreaterThan(90 * 86_400_000);
  });

  it('an id the player has not is not-found; a failed request (fail: ["history"]) is a network failure, not "not found"', async () => {
    const { placement } = setup({ signedIn: true, settledCoupons: 3 });
    await expect(placement.placedBet('8899999')).resolves.toEqual({ kind: 'not-found', couponId: '8899999' });
    const failing = setup({ signedIn: true, settledCoupons: 3, fail: ['history'] }).placement;
    await expect(failing.placedBet(String(90_000_001))).resolves.toEqual({ kind: 'network-failure', retryable: true });
  });

  it('QA17 #6: without a session nobody\'s coupon is answered, as the contract\'s 401 (the route asks for login first)', async () => {
    const { placement } = setup({ signedIn: false, settledCoupons: 3 });
    await expect(placement.placedBet(String(90_000_001))).resolves.toEqual({ kind: 'network-failure', retryable: false });
  });
});
