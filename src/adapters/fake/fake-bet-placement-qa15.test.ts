import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { chainBlocks, chainStakes, CouponType } from '../../domain/coupon';
import { FakeBetPlacement, FAKE_MAX_STAKE, FAKE_MIN_STAKE, FAKE_PLACEMENT_STORAGE_KEY } from './fake-bet-placement';
import { FakeClock } from './fake-clock';
import { FakeSession } from './fake-session';
import { FakeWorld } from './fake-world';
import { FakeLine } from './line';
import { lineCoupon } from './line-coupon.test-support';

function setup(fake: Record<string, unknown> = {}) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, `?fake=${encodeURIComponent(JSON.stringify({ signedIn: true, balance: 1_000_000, ...fake }))}`);
  const session = new FakeSession(world);
  const line = new FakeLine({ clock });
  const ledger = new MemoryStorage();
  return { placement: new FakeBetPlacement(world, session, line, ledger), line, ledger };
}

/** The QA15 config: a minimum for express only, a maximum for single only. */
const listed = { configGroups: { coupon: { minBetTypes: [CouponType.EXPRESS], maxBetTypes: [CouponType.SINGLE] } } };

describe('QA15 #1: the demo bookmaker holds a coupon to the limits only for the types the config lists (spec 000 §5)', () => {
  it('QA15 #1: a single below the minimum goes when the config lists no minimum for singles', async () => {
    const { placement, line } = setup(listed);
    expect(await placement.place(lineCoupon(line, CouponType.SINGLE, 1, { amount: 5 }))).toMatchObject({ kind: 'accepted' });
  });

  it('QA15 #1: an express above the maximum goes when the config lists no maximum for expresses', async () => {
    const { placement, line } = setup(listed);
    expect(await placement.place(lineCoupon(line, CouponType.EXPRESS, 3, { amount: 200_000 }))).toMatchObject({ kind: 'accepted' });
  });

  it('QA15 #1: a listed limit still holds, and the refusal carries only the limits that apply', async () => {
    const { placement, line, ledger } = setup(listed);
    // An express below its minimum: no maximum applies to it, so the answer's maximum is "none" (MAX_AMOUNT).
    const express = await placement.place(lineCoupon(line, CouponType.EXPRESS, 3, { amount: 5 }));
    expect(express).toEqual({ kind: 'stake-out-of-limits', min: FAKE_MIN_STAKE, max: 1_000_000_000 });
    // A single above its maximum: no minimum applies to it.
    const single = await placement.place(lineCoupon(line, CouponType.SINGLE, 1, { amount: 200_000 }));
    expect(single).toEqual({ kind: 'stake-out-of-limits', min: null, max: FAKE_MAX_STAKE });
    // The refusals are kept by key, and the ledger still reads (no Infinity in it).
    expect(JSON.parse(ledger.get(FAKE_PLACEMENT_STORAGE_KEY)!).refused).toBeDefined();
    expect(await placement.place(lineCoupon(line, CouponType.SINGLE, 1, { amount: 5 }))).toMatchObject({ kind: 'accepted' });
  });

  it('QA15 #1: the demo config (every type listed) keeps the demo limits on every type', async () => {
    const { placement, line } = setup();
    expect(await placement.place(lineCoupon(line, CouponType.SINGLE, 1, { amount: 5 }))).toMatchObject({
      kind: 'stake-out-of-limits',
      min: FAKE_MIN_STAKE,
      max: FAKE_MAX_STAKE,
    });
  });

  it('QA15 #1: multiple singles are held to the lists for multiple singles, as the slip holds them', async () => {
    const { placement, line } = setup({ configGroups: { coupon: { minBetTypes: [CouponType.EXPRESS] } } });
    const request = lineCoupon(line, CouponType.MULTIPLE_SINGLES, 2, { amount: 10 });
    request.bets = request.bets.map((bet) => ({ ...bet, amount: 5 }));
    expect(await placement.place(request)).toMatchObject({ kind: 'singles-placed', singles: [{ status: 'accepted' }, { status: 'accepted' }] });
  });
});

describe('QA15 #2: the demo bookmaker checks every block stake of a chain', () => {
  /** A chain of 3 blocks: the first at 100, the later ones at these stakes. */
  function chain(line: FakeLine, later: readonly number[]) {
    const base = lineCoupon(line, CouponType.CHAIN, 3, { amount: 100 });
    const amountByBlockId = { '0': 100, '1': later[0]!, '2': later[1]! };
    return { ...base, amountByBlockId };
  }

  it('QA15 #2: a later block below the minimum stake is refused', async () => {
    const { placement, line } = setup();
    const request = chain(line, [5, 5]);
    expect(await placement.place(request)).toMatchObject({ kind: 'stake-out-of-limits', min: FAKE_MIN_STAKE });
  });

  it('QA15 #2: a later block above the previous block\'s return is refused, its cap said', async () => {
    const { placement, line } = setup();
    const request = chain(line, [1_000_000, 10]);
    const cap = chainStakes(chainBlocks(request.bets), request.amountByBlockId, 100, Infinity)[1]!.max;
    expect(await placement.place(request)).toEqual({ kind: 'stake-out-of-limits', min: FAKE_MIN_STAKE, max: cap });
  });

  it('QA15 #2: blocks within the minimum and their caps go', async () => {
    const { placement, line } = setup();
    expect(await placement.place(chain(line, [50, 20]))).toMatchObject({ kind: 'accepted' });
  });
});
