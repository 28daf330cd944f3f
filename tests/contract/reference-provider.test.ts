import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createReferenceProvider, type ReferenceProvider } from '../../scripts/reference-provider/provider';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { PromoCodeEffectSchema } from '../../src/adapters/http/generated/web-api.schemas';
import { FAKE_VIP_REVIEW_MS } from '../../src/adapters/fake/fake-bet-placement';

/**
 * The reference provider answers as the contract says, beyond what the pacts pin (they pin the
 * interactions the client sends, not every parameter's meaning).
 */
let provider: ReferenceProvider;
let base = '';

beforeAll(async () => {
  provider = createReferenceProvider();
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/web-api/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => provider.server.close(() => resolve())));

const events = async (path: string): Promise<{ id: number; sportId: number }[]> => {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: { id: number; sportId: number }[] }).events;
};

describe('reference provider: the events lists', () => {
  // QA11 #2: with no count the provider cut the lists to 50, so a game a sport page listed (count=200)
  // was not found by a game page and the menu counted 4 football games for 158.
  it.each(['line', 'live'])('getLineEvents/getLiveEvents (%s) with no count answer every event, as the contract says', async (section) => {
    const all = await events(`/${section}/events?lng=en`);
    const cut = await events(`/${section}/events?lng=en&count=50`);
    const most = await events(`/${section}/events?lng=en&count=500`);
    expect(cut).toHaveLength(50);
    expect(all.length).toBeGreaterThan(50);
    expect(all.length).toBeGreaterThanOrEqual(most.length);
    // The count keeps the first events of the same order.
    expect(all.slice(0, most.length).map((e) => e.id)).toEqual(most.map((e) => e.id));
  });

  it('a sport filter with no count answers every event of the sport', async () => {
    const football = await events('/line/events?lng=en&sportId=1');
    const all = await events('/line/events?lng=en');
    expect(football.length).toBeGreaterThan(50);
    expect(football).toHaveLength(all.filter((e) => e.sportId === 1).length);
  });
});

describe('reference provider: the lists carry the main markets, the menu counts come without events', () => {
  type Listed = { id: number; sportId: number; champId: number; outcomes: { market: number; typeId: number; param: number | null }[] };
  const listed = async (path: string) => (await events(path)) as unknown as Listed[];

  // A list row shows the result, the main total and the main handicap offline; over HTTP the lists carried the result alone.
  it.each(['line', 'live'])('%s events list each football event with its result, main total (over, under) and main handicap (both sides)', async (section) => {
    const football = await listed(`/${section}/events?lng=en&sportId=1&count=20`);
    expect(football.length).toBeGreaterThan(0);
    for (const event of football) {
      const types = (ids: number[]) => event.outcomes.filter((o) => ids.includes(o.typeId));
      expect(types([1, 2, 3]).map((o) => o.typeId)).toEqual([1, 2, 3]);
      const total = types([9, 10]);
      expect(total.map((o) => o.typeId)).toEqual([9, 10]);
      expect(total[0]!.param).toBe(total[1]!.param);
      const handicap = types([7, 8]);
      expect(handicap.map((o) => o.typeId)).toEqual([7, 8]);
      expect(handicap[0]!.param).toBe(-handicap[1]!.param! || 0);
      // The main lines only: one total and one handicap market per event, no specials.
      expect(event.outcomes).toHaveLength(7);
    }
  });

  // QA11 #2 follow-up: the HTTP menu counted sports and championships by downloading every event of the section.
  it.each(['line', 'live'])('getSportCounts and getChampCounts (%s) count what the events list holds', async (section) => {
    const all = await listed(`/${section}/events?lng=en`);
    const tally = (key: (e: Listed) => number, of: Listed[]) => of.reduce((m, e) => m.set(key(e), (m.get(key(e)) ?? 0) + 1), new Map<number, number>());
    const response = await fetch(`${base}/sports?lng=en&section=${section}`);
    expect(response.status).toBe(200);
    const { sports } = (await response.json()) as { sports: { id: number; name: string; eventCount: number }[] };
    expect(sports.length).toBeGreaterThan(1);
    expect(new Map(sports.map((s) => [s.id, s.eventCount]))).toEqual(tally((e) => e.sportId, all));
    const sportId = sports[0]!.id;
    const champsAnswer = await fetch(`${base}/sports/${sportId}/champs?lng=en&section=${section}`);
    expect(champsAnswer.status).toBe(200);
    const { champs } = (await champsAnswer.json()) as { champs: { id: number; sportId: number; name: string; country: string; eventCount: number }[] };
    expect(champs.every((c) => c.sportId === sportId && c.name.length > 0 && c.country.length > 0)).toBe(true);
    expect(new Map(champs.map((c) => [c.id, c.eventCount]))).toEqual(tally((e) => e.champId, all.filter((e) => e.sportId === sportId)));
  });

  // The rows' totals and handicaps move with the live feed too: their price changes carry the outcome's line
  // (the client keys an outcome by game, type and line), where only the result's went out, with param null.
  it('getLiveUpdates sends the price changes of the main totals and handicaps, each with its line', async () => {
    type Odds = { gameId: number; typeId: number; param: number | null }[];
    const poll = async (cursor?: string) => (await (await fetch(`${base}/live/updates${cursor ? `?cursor=${cursor}` : ''}`)).json()) as { cursor: string; odds: Odds };
    let { cursor } = await poll();
    const seen: Odds = [];
    for (let waited = 0; waited < 15_000 && !seen.some((o) => [7, 8, 9, 10].includes(o.typeId)); waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = await poll(cursor);
      cursor = answer.cursor;
      seen.push(...answer.odds);
    }
    const lined = seen.filter((o) => [7, 8, 9, 10].includes(o.typeId));
    expect(lined.length).toBeGreaterThan(0);
    expect(lined.every((o) => typeof o.param === 'number')).toBe(true);
    expect(seen.filter((o) => [1, 2, 3].includes(o.typeId)).every((o) => o.param === null)).toBe(true);
  }, 20_000);

  it('getChampCounts of a sport with no events answers an empty list, not 404', async () => {
    const response = await fetch(`${base}/sports/987654/champs?lng=en&section=line`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ champs: [] });
  });
});

describe('reference provider: promo codes in the language asked', () => {
  // QA11 #10: the provider answered the contract's English example whatever lng said, so a Russian slip listed English titles.
  it('getPromoCodes answers the titles in lng', async () => {
    provider.setUp(PROVIDER_STATES.promoCodesOwned, { userId: 1001, token: 'promo-token' });
    const titles = async (lng: string) => {
      const response = await fetch(`${base}/coupons/promo-codes?lng=${lng}`, { headers: { Authorization: 'Bearer promo-token' } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { codes: { code: string; title: string }[] }).codes;
    };
    const en = await titles('en');
    const ru = await titles('ru');
    expect(ru.map((c) => c.code)).toEqual(en.map((c) => c.code));
    expect(en.length).toBeGreaterThan(0);
    for (const [i, code] of ru.entries()) {
      expect(code.title).toMatch(/[а-я]/i);
      expect(code.title).not.toBe(en[i]!.title);
    }
  });

  // QA17 #2: the slip shows what a chosen code adds, so each code carries its effect as the contract's PromoCodeEffect.
  it('getPromoCodes answers each code with an effect the contract reads, a win boost and a free bet among them', async () => {
    provider.setUp(PROVIDER_STATES.promoCodesOwned, { userId: 1001, token: 'promo-token' });
    const response = await fetch(`${base}/coupons/promo-codes?lng=en`, { headers: { Authorization: 'Bearer promo-token' } });
    const { codes } = (await response.json()) as { codes: { effect?: unknown }[] };
    const kinds = codes.map((code) => {
      const parsed = PromoCodeEffectSchema.safeParse(code.effect);
      expect(parsed.success).toBe(true);
      return parsed.success ? parsed.data.kind : null;
    });
    expect(kinds).toEqual(expect.arrayContaining(['win-boost', 'free-bet']));
  });
});

/** A signed-in player's call to web-api (the bearer a provider state made valid). */
const asPlayer = (token: string) => async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base.replace(/\/api\/v1$/, '')}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'x-language': 'en', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

/** Selections of the provider's line as a client sends them (ids as the events lists name them). */
const lineSelections = async (count: number) => {
  const listed = await events(`/line/events?lng=en&count=${count}`);
  return (listed as unknown as { id: number; outcomes: { market: number; typeId: number; param: number | null; coef: number }[] }[]).map((event) => {
    const o = event.outcomes[0]!;
    return {
      id: `${event.id}-${o.typeId}${o.param === null ? '' : `-${o.param}`}`,
      gameId: event.id,
      coef: o.coef,
      blockId: 0,
      marketId: o.market,
      typeId: o.typeId,
      statusId: -2,
      permanentId: event.id,
      expressId: null,
      isLive: false,
      amount: null as number | null,
    };
  });
};

const coupon = (typeId: number, amount: number, bets: Array<{ coef: number } & Record<string, unknown>>, extra: Record<string, unknown> = {}) => ({
  id: null,
  accountId: 5001,
  amount,
  amountByBlockId: {},
  bets,
  changeCoefAction: 2,
  coef: Math.round(bets.reduce((p, b) => p * b.coef, 1) * 1000) / 1000,
  coefByView: '1',
  coefViewId: 0,
  exactCoef: null,
  isDropOnScoreChange: false,
  prepaidAmount: 0,
  refId: '1',
  systemValue: 2,
  typeId,
  userId: 1001,
  hyperBonusPercent: null,
  hyperBonusMinBetLimit: null,
  hyperBonusMaxLimit: null,
  isVipBet: false,
  promoCode: null,
  ...extra,
});

describe('reference provider: placement answers what was placed (QA11 #7)', () => {
  // QA11 #7: every coupon was "№ 8812345" with a possible win of 582.75 and a balance of 24,850, and the history
  // and the printed coupon listed only the contract's example.
  it('each coupon gets its own increasing id, its possible win by the slip maths, the stake off the balance, and the history lists it', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.signedIn, { userId: 1001, token: 'bets-token' });
    const call = asPlayer('bets-token');
    const [a, b, c] = await lineSelections(3);
    const rounded = (n: number) => Math.round(n * 100) / 100;
    let key = 0;
    const place = (body: unknown) => call('POST', '/api/v1/coupons', body, { 'Idempotency-Key': `6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f${String(++key).padStart(4, '0')}` });

    const single = await place(coupon(0, 50, [a!]));
    expect(single.status).toBe(201);
    expect(single.body).toMatchObject({ status: 'accepted', amount: 50, possibleWin: rounded(50 * a!.coef), balance: 24950 });

    const express = await place(coupon(1, 150, [a!, b!]));
    expect(express.status).toBe(201);
    expect(express.body.possibleWin).toBeCloseTo(150 * a!.coef * b!.coef, 1);
    expect(express.body.balance).toBe(24800);

    // System 2/3 at 300: three lines of 100 each, every pair of selections.
    const system = await place(coupon(2, 300, [a!, b!, c!]));
    expect(system.status).toBe(201);
    expect(system.body.possibleWin).toBeCloseTo(100 * (a!.coef * b!.coef + a!.coef * c!.coef + b!.coef * c!.coef), 1);
    expect(system.body.balance).toBe(24500);

    const ids = [single, express, system].map((p) => Number(p.body.couponId));
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(ids[2]).toBeGreaterThan(ids[1]!);

    const accounts = await call('GET', '/api/internal/v1/account/data');
    expect(accounts.body.all_accounts.find((account: { id: number }) => account.id === 5001).money).toBe(24500);

    const history = await call('GET', '/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2026-12-31&page=1&pageSize=100&lng=en');
    const items = history.body.items as { couponId: string; amount: number; possibleWin: number; typeId: number; systemValue: number | null; bets: { betId: string; opponent1: string }[] }[];
    // Newest first, then the contract's example the pacts read.
    expect(items.map((item) => item.couponId)).toEqual([...ids.map(String).reverse(), '8812345']);
    expect(items[0]).toMatchObject({ typeId: 2, systemValue: 2, amount: 300, possibleWin: system.body.possibleWin });
    expect(items[2]!.bets.map((bet) => bet.betId)).toEqual([a!.id]);
    expect(items[2]!.bets[0]!.opponent1).not.toBe('');

    // The printed coupon and the load by code find a placed coupon by its id.
    const loaded = await call('GET', `/api/v1/coupons/${ids[1]}?lng=en`);
    expect(loaded.status).toBe(200);
    expect(loaded.body.bets.map((bet: { id: string }) => bet.id)).toEqual([a!.id, b!.id]);
  });

  it('QA13 #4: a system placed with a banker loads by its code with the banker in its block, as placed', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.signedIn, { userId: 1001, token: 'banker-token' });
    const call = asPlayer('banker-token');
    const [a, b, c, d] = await lineSelections(4);
    const bets = [a!, { ...b!, blockId: 1 }, c!, d!];
    const placed = await call('POST', '/api/v1/coupons', coupon(2, 300, bets), { 'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3c01' });
    expect(placed.status).toBe(201);
    const loaded = await call('GET', `/api/v1/coupons/${placed.body.couponId}?lng=en`);
    expect(loaded.status).toBe(200);
    expect(loaded.body.bets.map((bet: { id: string; blockId: number }) => [bet.id, bet.blockId])).toEqual(bets.map((bet) => [bet.id, bet.blockId]));
    // QA14 #2: each selection named as backed, market and outcome, as the history names it (in the language asked)
    for (const lng of ['en', 'ru']) {
      const history = await call('GET', `/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2026-12-31&page=1&pageSize=100&lng=${lng}`);
      const item = (history.body.items as { couponId: string; bets: { marketName: string }[] }[]).find((i) => i.couponId === placed.body.couponId)!;
      const again = await call('GET', `/api/v1/coupons/${placed.body.couponId}?lng=${lng}`);
      const names = again.body.bets.map((bet: { market: { name: string } }) => bet.market.name);
      expect(names).toEqual(item.bets.map((bet) => bet.marketName));
      for (const name of names) expect(name).toMatch(/^.+: .+$/);
    }
  });

  it('QA15 #8: a chain lists the stake of each block as placed (blockStakes): its amountByBlockId, a block sent without one staking the whole previous return', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.signedIn, { userId: 1001, token: 'chain-token' });
    const call = asPlayer('chain-token');
    const [a, b, c] = await lineSelections(3);
    const bets = [a!, { ...b!, blockId: 1 }, { ...c!, blockId: 2 }];
    const placed = await call('POST', '/api/v1/coupons', coupon(3, 150, bets, { amountByBlockId: { '0': 150, '1': 150 } }), { 'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3d01' });
    expect(placed.status).toBe(201);
    const history = await call('GET', '/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2030-12-31&page=1&pageSize=100&lng=en');
    const item = (history.body.items as { couponId: string; blockStakes?: { blockId: number; amount: number }[]; bets: { blockId: number }[] }[]).find((i) => i.couponId === placed.body.couponId)!;
    expect(item.bets.map((bet) => bet.blockId)).toEqual([0, 1, 2]);
    expect(item.blockStakes?.map((stake) => stake.blockId)).toEqual([0, 1, 2]);
    expect(item.blockStakes?.slice(0, 2).map((stake) => stake.amount)).toEqual([150, 150]);
    expect(item.blockStakes?.[2]?.amount).toBeCloseTo(150 * b!.coef, 1);
    // other types carry none
    const example = (history.body.items as { couponId: string }[]).find((i) => i.couponId === '8812345');
    expect(example).not.toHaveProperty('blockStakes');
  });

  it('QA15 #8: under the state "… has placed coupon … as a chain staking {blockAmount} on each later block", the example is listed as that chain', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.placedChain, { userId: 1001, token: 'chain-state-token', couponId: '8812345', blockAmount: 200 });
    const call = asPlayer('chain-state-token');
    const history = await call('GET', '/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2026-01-31&page=1&pageSize=20&lng=en');
    const [item] = history.body.items as { couponId: string; typeId: number; amount: number; blockStakes: { blockId: number; amount: number }[]; bets: { blockId: number }[] }[];
    expect(item).toMatchObject({ couponId: '8812345', typeId: 3, bonusBet: null, hyperBonus: null });
    expect(item!.bets.map((bet) => bet.blockId)).toEqual(item!.bets.map((_, i) => i));
    expect(item!.blockStakes).toEqual(item!.bets.map((_, i) => ({ blockId: i, amount: i === 0 ? item!.amount : 200 })));
  });

  it('a stake above the balance is refused (402), nothing charged; multiple singles get an id each', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.signedIn, { userId: 1001, token: 'bets-token' });
    const call = asPlayer('bets-token');
    const [a, b] = await lineSelections(2);
    const refused = await call('POST', '/api/v1/coupons', coupon(0, 30_000, [a!]), { 'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3b01' });
    expect(refused).toMatchObject({ status: 402, body: { status: 'insufficient-balance', balance: 25000, required: 30000 } });
    const singles = await call('POST', '/api/v1/coupons', coupon(10001, 300, [{ ...a!, amount: 100 }, { ...b!, amount: 200 }]), {
      'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3b02',
    });
    expect(singles.status).toBe(201);
    expect(singles.body.balance).toBe(24700);
    const [first, second] = singles.body.singles as { couponId: string; possibleWin: number }[];
    expect(Number(second!.couponId)).toBe(Number(first!.couponId) + 1);
    expect(first!.possibleWin).toBe(Math.round(100 * a!.coef * 100) / 100);
  });
});

describe('reference provider: a VIP coupon above the maximum is reviewed by the bookmaker (QA12 #5)', () => {
  it('answers 202 under-review with the stake held; the review ends on the clock: up to twice the maximum accepted (pending), above it declined and the stake paid back', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.vipReview, { userId: 1001, token: 'vip-token', maxAmount: 100 });
    const call = asPlayer('vip-token');
    const [a, b] = await lineSelections(2);
    const place = (amount: number, bet: typeof a, key: string) => call('POST', '/api/v1/coupons', coupon(0, amount, [bet!], { isVipBet: true }), { 'Idempotency-Key': key });
    const kept = await place(150, a, '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3c01');
    const declined = await place(250, b, '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3c02');
    expect(kept).toMatchObject({ status: 202, body: { status: 'under-review', amount: 150, balance: 24850 } });
    expect(declined).toMatchObject({ status: 202, body: { status: 'under-review', amount: 250, balance: 24600 } });
    // At or below the maximum a VIP coupon is placed as any coupon.
    expect(await place(100, a, '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3c03')).toMatchObject({ status: 201, body: { status: 'accepted' } });

    const statuses = async () => {
      const history = await call('GET', '/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2030-12-31&page=1&pageSize=100&lng=en');
      return Object.fromEntries((history.body.items as { couponId: string; status: string; payout: number | null }[]).map((item) => [item.couponId, [item.status, item.payout]]));
    };
    expect(await statuses()).toMatchObject({ [kept.body.couponId]: ['under-review', null], [declined.body.couponId]: ['under-review', null] });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + FAKE_VIP_REVIEW_MS });
    try {
      expect(await statuses()).toMatchObject({ [kept.body.couponId]: ['pending', null], [declined.body.couponId]: ['declined', 250] });
      const accounts = await call('GET', '/api/internal/v1/account/data');
      expect(accounts.body.all_accounts.find((account: { id: number }) => account.id === 5001).money).toBe(25000 - 150 - 100);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reference provider: the bet history honours its date and status filters', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const ids = (body: Record<string, any>) => (body.items as { couponId: string }[]).map((item) => item.couponId);

  it('lists only the coupons placed on the UTC days from dateFrom to dateTo and, with status, in that status; total_count counts what the filters keep', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.vipReview, { userId: 1001, token: 'filter-token', maxAmount: 100 });
    const call = asPlayer('filter-token');
    const [a, b] = await lineSelections(2);
    const placed = await call('POST', '/api/v1/coupons', coupon(0, 50, [a!]), { 'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3d01' });
    const review = await call('POST', '/api/v1/coupons', coupon(0, 150, [b!], { isVipBet: true }), { 'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3d02' });
    const history = (query: string) => call('GET', `/api/v1/bets/history?page=1&pageSize=100&lng=en&${query}`);

    // Today: both, and the example coupon, which the demo's fresh world dates at its start.
    const now = await history(`dateFrom=${today()}&dateTo=${today()}`);
    expect(ids(now.body)).toEqual([review.body.couponId, placed.body.couponId, '8812345']);
    // A month long past: nothing was placed then.
    expect((await history('dateFrom=2026-01-01&dateTo=2026-01-31')).body).toMatchObject({ items: [], total_count: 0 });
    // A status keeps that status only.
    const underReview = await history(`dateFrom=${today()}&dateTo=${today()}&status=under-review`);
    expect(underReview.body).toMatchObject({ total_count: 1 });
    expect(ids(underReview.body)).toEqual([review.body.couponId]);
    expect(ids((await history(`dateFrom=${today()}&dateTo=${today()}&status=pending`)).body)).toEqual([placed.body.couponId, '8812345']);
    expect((await history(`dateFrom=${today()}&dateTo=${today()}&status=won`)).body.items).toEqual([]);
  });

  it('under the state "has placed coupon", the example coupon is placed on its own date (the pacts read that month)', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.placedBets, { userId: 1001, token: 'filter-token', couponId: '8812345' });
    const call = asPlayer('filter-token');
    const january = await call('GET', '/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2026-01-31&page=1&pageSize=100&lng=en');
    expect(ids(january.body)).toEqual(['8812345']);
    const december = await call('GET', '/api/v1/bets/history?dateFrom=2025-12-01&dateTo=2025-12-31&page=1&pageSize=100&lng=en');
    expect(ids(december.body)).toEqual([]);
  });
});

describe('reference provider: responsible-gaming limits (QA11 #13)', () => {
  // QA11 #13: setLimit answered "Limit saved" but GET limits kept answering [], so the card read "Not set".
  it('a limit set is answered by GET limits, on every later read, and a looser one waits as a pending change', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.signedIn, { userId: 1001, token: 'limits-token' });
    const limitsApi = `${base.replace(/\/web-api\/api\/v1$/, '')}/limit-service-api/api/external/web/v3`;
    const headers = { Authorization: 'Bearer limits-token', 'X-Language': 'en', 'Content-Type': 'application/json' };
    const set = (limitType: number, limitValue: number) =>
      fetch(`${limitsApi}/limit`, { method: 'POST', headers, body: JSON.stringify({ limitType, limitValue }) }).then((r) => r.json());
    const limits = async () => (await (await fetch(`${limitsApi}/limits`, { headers })).json()) as { limitType: number; limitValue: number; limitState: string; needApprove: boolean }[];

    await expect(set(20, 5000)).resolves.toMatchObject({ success: true });
    expect(await limits()).toEqual([expect.objectContaining({ limitType: 20, limitValue: 5000, limitState: 'ACTIVE' })]);
    // A reload reads it again.
    expect(await limits()).toHaveLength(1);
    await set(20, 3000);
    expect(await limits()).toEqual([expect.objectContaining({ limitType: 20, limitValue: 3000, limitState: 'ACTIVE' })]);
    await set(20, 8000);
    expect(await limits()).toEqual([
      expect.objectContaining({ limitValue: 3000, limitState: 'ACTIVE' }),
      expect.objectContaining({ limitValue: 8000, limitState: 'PENDING', needApprove: true }),
    ]);
  });
});

describe('reference provider: sign-in by phone, SMS code, token, social, OAuth and two-step code (QA11 #4)', () => {
  // QA11 #4: these answered the contract's success example whatever was sent, and set no session cookie, so the
  // dialog closed as signed in and the page then reloaded signed out. contracts/README.md lists the demo credentials.
  const auth = `/web-api/api/auth`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base.replace(/\/web-api\/api\/v1$/, '')}${auth}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const cookie = /ref_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie };
  };
  /** Who the session cookie signs in (checkAuthSession). */
  const sessionUser = async (cookie: string | null) => {
    const response = await fetch(`${base.replace(/\/web-api\/api\/v1$/, '')}${auth}/session`, { headers: { Cookie: `ref_session=${cookie}` } });
    return ((await response.json()) as { userId: number | null }).userId;
  };
  const password = btoa('demo1234');

  it.each([
    ['loginByPhone', '/login/phone', { phone_number: '9161234567', country_code: 'ru', password }, { phone_number: '9031112233', country_code: 'gb', password: btoa('totally-wrong') }],
    ['loginByPhone (wrong password)', '/login/phone', { phone_number: '7700900123', country_code: 'gb', password }, { phone_number: '7700900123', country_code: 'gb', password: btoa('totally-wrong') }],
    ['loginBySmsCode', '/login/sms', { phone_number: '9161234567', country_code: 'ru', code: '1234' }, { phone_number: '9161234567', country_code: 'ru', code: '0000' }],
    ['loginByToken', '/login/token', { method_id: 1, token: 'demo-token', sign: 'demo-sign', lng: 'en' }, { method_id: 1, token: 'demo-token', sign: 'forged', lng: 'en' }],
    // The social and OAuth sign-ins still signed in whatever they were sent: the fakes' social password (any login) or the
    // contract's example pair, and the fakes' or the example's OAuth code, sign in; anything else is the 400.
    ['loginSocial', '/login/social', { login: 'social-uid-7', pass: 'demo-social', recaptcha_response: '' }, { login: 'social-uid-7', pass: 'forged', recaptcha_response: '' }],
    ['loginSocial (the example pair)', '/login/social', { login: 'social-uid-1', pass: 'social-secret', recaptcha_response: '' }, { login: 'social-uid-2', pass: 'social-secret', recaptcha_response: '' }],
    ['loginSocial (no login)', '/login/social', { login: 'social-uid-7', pass: 'demo-social', recaptcha_response: '' }, { login: '', pass: 'demo-social', recaptcha_response: '' }],
    ['oauthLogin', '/oauth', { provider: 'google', code: 'demo-oauth-code', state: 's_1', redirect_uri: 'http://x/en/oauth/google/callback' }, { provider: 'google', code: 'forged', state: 's_1', redirect_uri: 'http://x/en/oauth/google/callback' }],
    ['oauthLogin (no state)', '/oauth', { provider: 'google', code: '4/0AX4Xf', state: 'st_1', redirect_uri: 'http://x/en/oauth/google/callback' }, { provider: 'google', code: '4/0AX4Xf', state: '', redirect_uri: 'http://x/en/oauth/google/callback' }],
  ])('%s: the demo credentials sign in with a session cookie; wrong ones get the 400 and no session', async (_name, path, right, wrong) => {
    provider.reset();
    const refused = await post(path, wrong);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(refused.cookie).toBeNull();
    const accepted = await post(path, right);
    expect(accepted).toMatchObject({ status: 200, body: { status: 'success', userId: 1001 } });
    await expect(sessionUser(accepted.cookie)).resolves.toBe(1001);
  });

  it('sendLoginSms: a demo phone gets a code, an unknown one the 400', async () => {
    provider.reset();
    await expect(post('/sms/send', { 'phone-number': '9161234567', 'phone-code': '7', captcha: '' })).resolves.toMatchObject({ status: 200, body: { success: true } });
    await expect(post('/sms/send', { 'phone-number': '9031112233', 'phone-code': '44', captcha: '' })).resolves.toMatchObject({ status: 400 });
  });

  it.each([
    ['loginTwoStep', '/login/two-step', '/login', { login: btoa('twostep'), password, save: true, componentsData: '' }],
    ['loginSocialTwoStep', '/login/social/two-step', '/login/social', { login: 'social-uid-1', pass: 'social-secret', recaptcha_response: '' }],
  ])('%s: the code 123456 for the token the first step gave signs in once; a wrong code is refused', async (_name, path, first, firstBody) => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.twoStepRequired, { userId: 1001 });
    const step = await post(first, firstBody);
    expect(step.body).toMatchObject({ status: 'two-step-required' });
    const twoStepToken = String(step.body.twoStepToken);
    const wrong = await post(path, { twoStepToken, code: '000000' });
    expect(wrong).toMatchObject({ status: 400, cookie: null });
    const right = await post(path, { twoStepToken, code: '123456' });
    expect(right).toMatchObject({ status: 200, body: { status: 'success', userId: 1001 } });
    await expect(sessionUser(right.cookie)).resolves.toBe(1001);
    // The token is used up.
    await expect(post(path, { twoStepToken, code: '123456' })).resolves.toMatchObject({ status: 400 });
  });
});

describe('reference provider: the bet history a page at a time (Show more coupons)', () => {
  it('"has placed {count} coupons": page 1 and page 2 split the coupons, no coupon twice, total_count counts them all', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.placedManyBets, { userId: 1001, token: 'paging-token', count: 25 });
    const call = asPlayer('paging-token');
    const page = async (n: number) => (await call('GET', `/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2026-01-31&page=${n}&pageSize=20`)).body;
    const [first, second] = [await page(1), await page(2)];
    expect([first.items.length, second.items.length, first.total_count, second.total_count, second.page]).toEqual([20, 5, 25, 25, 2]);
    const ids = [...first.items, ...second.items].map((item: { couponId: string }) => item.couponId);
    expect(new Set(ids).size).toBe(25);
    const times = [...first.items, ...second.items].map((item: { placedAt: string }) => item.placedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('reference provider: the phone countries in the language asked', () => {
  // The Russian registration and phone sign-in listed "Russia", "United Kingdom": the provider answered English for lng=ru.
  it('getPhoneCountries names the countries in lng (ru), in English otherwise, the rest of each entry as the example', async () => {
    provider.reset();
    const countries = async (lng: string) => {
      const response = await fetch(`${base.replace(/\/api\/v1$/, '')}/api/internal/v1/phone/countries?lng=${lng}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { id: number; name: string; country_code: string; tel_code: string }[];
    };
    const [en, ru] = [await countries('en'), await countries('ru')];
    expect(en.map((c) => c.name)).toEqual(['Russia', 'United Kingdom']);
    expect(ru.map((c) => c.name)).toEqual(['Россия', 'Великобритания']);
    expect(ru.map(({ name: _, ...rest }) => rest)).toEqual(en.map(({ name: _, ...rest }) => rest));
  });
});

describe('reference provider: one placed coupon by its id (getPlacedCoupon, the printed coupon opened directly)', () => {
  it('answers the coupon as the history lists it, however old and whatever page it is on; an id the player has not is 404', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.placedManyBets, { userId: 1001, token: 'by-id-token', count: 25 });
    const call = asPlayer('by-id-token');
    const history = await call('GET', '/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2026-01-31&page=2&pageSize=20&lng=ru');
    const listed = (history.body.items as { couponId: string }[]).at(-1)!;
    const one = await call('GET', `/api/v1/bets/history/${listed.couponId}?lng=ru`);
    expect(one).toEqual({ status: 200, body: listed });
    const unknown = await call('GET', '/api/v1/bets/history/8899999?lng=en');
    expect(unknown).toEqual({ status: 404, body: { message: 'Not found', statusCode: 404 } });
  });

  it('a coupon the player placed is found at once; "the player … has no coupon {couponId}" leaves that id out of the history and the look-up', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.signedIn, { userId: 1001, token: 'by-id-place' });
    const call = asPlayer('by-id-place');
    const [a] = await lineSelections(1);
    const placed = await call('POST', '/api/v1/coupons', coupon(0, 50, [a!]), { 'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f5a01' });
    expect(placed.status).toBe(201);
    expect(await call('GET', `/api/v1/bets/history/${placed.body.couponId}?lng=en`)).toMatchObject({ status: 200, body: { couponId: placed.body.couponId, amount: 50 } });

    provider.reset();
    provider.setUp(PROVIDER_STATES.placedCouponMissing, { userId: 1001, token: 'by-id-missing', couponId: '8812345' });
    const missing = asPlayer('by-id-missing');
    expect((await missing('GET', '/api/v1/bets/history/8812345?lng=en')).status).toBe(404);
    const all = await missing('GET', '/api/v1/bets/history?dateFrom=2020-01-01&dateTo=2030-12-31&page=1&pageSize=100&lng=en');
    expect((all.body.items as { couponId: string }[]).map((item) => item.couponId)).not.toContain('8812345');
  });

  it('without a valid bearer it answers 401, as the other bearer calls', async () => {
    provider.reset();
    const response = await fetch(`${base}/bets/history/8812345?lng=en`);
    expect(response.status).toBe(401);
  });
});

describe('reference provider: the bet history in the language asked (QA11 #10)', () => {
  // QA11 #10: the Russian history read "Total: Over 2.5"; the client sends lng and the provider names the markets in it.
  it('getBetHistory names the markets in lng (ru), in English otherwise', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.placedBets, { userId: 1001, token: 'history-token', couponId: '8812345' });
    const call = asPlayer('history-token');
    const names = async (query: string) =>
      ((await call('GET', `/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2026-12-31&page=1&pageSize=100${query}`)).body.items as { bets: { marketName: string }[] }[])
        .flatMap((item) => item.bets.map((bet) => bet.marketName));
    expect(await names('&lng=ru')).toContain('Тотал: Больше 2.5');
    expect(await names('&lng=en')).toContain('Total: Over 2.5');
    expect(await names('')).toContain('Total: Over 2.5');
  });
});

describe('reference provider: placed coupons settle as their games finish, as the offline demo settles them', () => {
  // The provider left every placed coupon pending for ever, where the offline demo (FakeBetPlacement) settles a coupon
  // once its games are over and pays the payout to its account. Its line plays on the real clock, and a live game lasts
  // up to three hours (a 180-minute sport), so the test moves Date past the end of every game in play.
  const FOUR_HOURS_MS = 4 * 60 * 60_000;
  type Listed = { id: number; outcomes: { market: number; typeId: number; param: number | null; coef: number }[] };
  type Settled = { couponId: string; status: string; payout: number | null; amount: number; coef: number; bets: { betId: string; status: string; score: string | null }[] };
  /** A 1X2 or 12 selection's result on a final score, read from the score alone. */
  const resultOn = (typeId: number, score: string, withDraw: boolean) => {
    const [home, away] = score.split(':').map(Number) as [number, number];
    if (home === away) return typeId === 2 ? 'won' : withDraw ? 'lost' : 'returned';
    return (typeId === 1) === home > away ? 'won' : 'lost';
  };

  it('a coupon whose games are over is won, lost or returned by their final scores, and its payout reaches the balance once', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.signedIn, { userId: 1001, token: 'settle-token' });
    const call = asPlayer('settle-token');
    const live = (await events('/live/events?lng=en&count=3')) as unknown as Listed[];
    expect(live).toHaveLength(3);
    const selection = (event: Listed, typeId: number, amount: number | null = null) => {
      const o = event.outcomes.find((outcome) => outcome.typeId === typeId && outcome.market === event.outcomes[0]!.market)!;
      return { id: `${event.id}-${typeId}`, gameId: event.id, coef: o.coef, blockId: 0, marketId: o.market, typeId, statusId: -2, permanentId: event.id, expressId: null, isLive: true, amount };
    };
    // Every outcome of one game's result market as singles of 100: exactly one wins (a tie with no draw returns them all).
    const [first, second, third] = live as [Listed, Listed, Listed];
    const resultTypes = first.outcomes.filter((o) => o.market === first.outcomes[0]!.market).map((o) => o.typeId);
    const withDraw = resultTypes.includes(2);
    const singles = resultTypes.map((typeId) => selection(first, typeId, 100));
    const singlesStake = 100 * singles.length;
    const placedSingles = await call('POST', '/api/v1/coupons', coupon(10001, singlesStake, singles), { 'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3e01' });
    expect(placedSingles.status).toBe(201);
    const express = await call('POST', '/api/v1/coupons', coupon(1, 50, [selection(second, 1), selection(third, 1)]), { 'Idempotency-Key': '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3e02' });
    expect(express.status).toBe(201);
    const staked = 25000 - singlesStake - 50;

    const history = async () =>
      ((await call('GET', '/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2030-12-31&page=1&pageSize=100&lng=en')).body.items as Settled[]).filter(
        (item) => item.couponId !== '8812345',
      );
    const balance = async () => (await call('GET', '/api/internal/v1/account/data')).body.all_accounts.find((account: { id: number }) => account.id === 5001).money as number;
    // While the games are on, nothing is settled.
    expect((await history()).map((item) => item.status)).toEqual(['pending', ...singles.map(() => 'pending')]);
    expect(await balance()).toBe(staked);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + FOUR_HOURS_MS });
    try {
      const settled = await history();
      const [expressItem, ...singleItems] = settled;
      // Each single by its selection's result on the game's final score: won pays stake × odds, returned the stake, lost nothing.
      for (const item of singleItems) {
        const [bet] = item.bets;
        expect(bet!.score).toMatch(/^\d+:\d+$/);
        const expected = resultOn(Number(bet!.betId.split('-')[1]), bet!.score!, withDraw);
        expect(bet!.status).toBe(expected);
        expect(item.status).toBe(expected);
        expect(item.payout).toBe(expected === 'won' ? Math.round(item.amount * item.coef * 100) / 100 : expected === 'returned' ? item.amount : 0);
      }
      // One outcome of a result market wins, or a tie in a market with no draw returns them all.
      const won = singleItems.filter((item) => item.status === 'won');
      expect(won.length === 1 || singleItems.every((item) => item.status === 'returned')).toBe(true);
      // The express: lost if one selection lost, else stake × the product of the won selections' odds (returned ones at 1).
      type SettledBet = Settled['bets'][number] & { coef: number };
      const results = (expressItem!.bets as SettledBet[]).map((bet) => resultOn(1, bet.score!, true));
      expect(expressItem!.bets.map((bet) => bet.status)).toEqual(results);
      const product = (expressItem!.bets as SettledBet[]).reduce((p, bet, i) => p * (results[i] === 'won' ? bet.coef : 1), 1);
      const expressStatus = results.includes('lost') ? 'lost' : results.every((r) => r === 'returned') ? 'returned' : 'won';
      expect(expressItem!.status).toBe(expressStatus);
      expect(expressItem!.payout).toBeCloseTo(expressStatus === 'lost' ? 0 : 50 * product, 1);

      const paid = settled.reduce((sum, item) => sum + (item.payout ?? 0), 0);
      expect(paid).toBeGreaterThan(0);
      expect(await balance()).toBeCloseTo(staked + paid, 2);
      // Paid once: reading the history and the balance again settles nothing twice.
      expect(await history()).toEqual(settled);
      expect(await balance()).toBeCloseTo(staked + paid, 2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reference provider: a promo code applied at placement (QA18 #5)', () => {
  it('WELCOME10 raises the recorded possible win by 10 % of the net win; FREEBET500 is not taken from the balance; each is used up', async () => {
    provider.reset();
    provider.setUp(PROVIDER_STATES.promoCodesOwned, { userId: 1001, token: 'promo-place-token' });
    const call = asPlayer('promo-place-token');
    const [a, b, c] = await lineSelections(3);
    let key = 0;
    const place = (body: unknown) => call('POST', '/api/v1/coupons', body, { 'Idempotency-Key': `6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f5${String(++key).padStart(3, '0')}` });
    const rounded = (n: number) => Math.round(n * 100) / 100;

    const plain = await place(coupon(1, 150, [a!, b!, c!]));
    const boosted = await place(coupon(1, 150, [a!, b!, c!], { promoCode: 'WELCOME10' }));
    expect(boosted.status).toBe(201);
    const boost = rounded((plain.body.possibleWin - 150) * 0.1);
    expect(boosted.body).toMatchObject({ possibleWin: rounded(plain.body.possibleWin + boost), balance: 24700, promoCode: { code: 'WELCOME10', kind: 'win-boost', percent: 10, amount: boost } });

    const free = await place(coupon(0, 150, [a!], { promoCode: 'FREEBET500' }));
    expect(free.body).toMatchObject({ balance: 24700, promoCode: { code: 'FREEBET500', kind: 'free-bet', amount: 150 } });

    // Used up: refused, and no longer listed.
    expect((await place(coupon(0, 150, [a!], { promoCode: 'FREEBET500' }))).body).toMatchObject({ status: 'promo-code-invalid', promoCode: 'FREEBET500' });
    expect((await call('GET', '/api/v1/coupons/promo-codes?lng=en')).body.codes).toEqual([]);
    // The history lists the boosted coupon with what the code gave, and a coupon without one with none.
    const history = await call('GET', '/api/v1/bets/history?dateFrom=2026-01-01&dateTo=2026-12-31&page=1&pageSize=100&lng=en');
    const items = history.body.items as { couponId: string; promoCode?: unknown }[];
    expect(items.find((item) => item.couponId === boosted.body.couponId)?.promoCode).toEqual(boosted.body.promoCode);
    expect(items.find((item) => item.couponId === plain.body.couponId)).not.toHaveProperty('promoCode');
  });
});
