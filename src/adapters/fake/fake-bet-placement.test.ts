import { SYSTEM_BANKER_BLOCK_ID } from '../../domain/coupon/system-bet';
import { historyQuery, type HistoryQuery } from '../../domain/coupon/history-query';
import { DEMO_PROMO_CODES } from './fake-promo-codes';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import {
  buildCouponRequest,
  couponPossibleWin,
  couponPossibleWinWithBonus,
  CouponType,
  createBet,
  DEFAULT_COUPON,
  DEFAULT_COUPON_CONTEXT,
  DEFAULT_COUPON_SETTINGS,
  isBonusBet,
  OddsChangePolicy,
  ownBets,
  roundCoef,
  setAmount,
  setSystemValue,
  setType,
  toggleBet,
  type CouponRequest,
  type CouponState,
  type CouponTypeId,
  type HyperBonus,
} from '../../domain/coupon';
import { MarketKind, type Game } from '../../domain/line';
import {
  FakeBetPlacement,
  fakeCouponOffer,
  FAKE_MAX_LIVE_STAKE,
  FAKE_MAX_PAYOUT,
  FAKE_MAX_STAKE,
  FAKE_MIN_STAKE,
  FAKE_PLACEMENT_STORAGE_KEY,
  FAKE_VIP_ACCEPT_MULTIPLE,
  FAKE_VIP_REVIEW_MS,
} from './fake-bet-placement';
import { gameEndsAt } from './fake-results';
import { FakeClock } from './fake-clock';
import { FakeSession } from './fake-session';
import { FakeWorld } from './fake-world';
import { FakeLine } from './line';

/** Every coupon the ledger holds: the tests that are not about the history's filters read it whole. */
const EVERY_BET: HistoryQuery = { from: 0, to: Date.UTC(2100, 0, 1), status: null, page: 1, pageSize: 100 };

function setup(fake: Record<string, unknown> = { signedIn: true }) {
  const clock = new FakeClock();
  const worldStorage = new MemoryStorage();
  const world = new FakeWorld(worldStorage, clock, `?fake=${encodeURIComponent(JSON.stringify(fake))}`);
  const session = new FakeSession(world);
  const line = new FakeLine({ clock });
  const ledger = new MemoryStorage();
  const placement = new FakeBetPlacement(world, session, line, ledger);
  return { clock, world, session, line, ledger, placement };
}

/** Multiple singles' coefficient as the slip sends it: the possible win per unit of the total stake. */
function singlesCoef(bets: readonly { coef: number; amount: number | null }[]): number {
  const stake = bets.reduce((sum, bet) => sum + (bet.amount ?? 0), 0);
  return bets.reduce((sum, bet) => sum + (bet.amount ?? 0) * bet.coef, 0) / stake;
}

function openOutcome(game: Game) {
  for (const market of game.markets) {
    const outcome = market.outcomes.find((o) => !o.isBlocked && !o.isDepend && !o.isBannedExpress);
    if (outcome) return { market, outcome };
  }
  throw new Error('no open outcome');
}

function request(line: FakeLine, patch: Partial<CouponRequest> = {}, gameIndex = 0): CouponRequest {
  const game = line.world.gameList({ section: 'line', limit: 20 })[gameIndex]!;
  const { market, outcome } = openOutcome(game);
  return {
    id: null,
    accountId: null,
    amount: 150,
    amountByBlockId: {},
    bets: [
      { id: outcome.id, gameId: game.id, coef: outcome.coef, blockId: 0, marketId: market.id, typeId: outcome.typeId, statusId: -2, permanentId: game.id, expressId: null, isLive: false, amount: null },
    ],
    changeCoefAction: OddsChangePolicy.ACCEPT_ANY,
    coef: outcome.coef,
    coefByView: String(outcome.coef),
    coefViewId: 0,
    exactCoef: null,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: null,
    systemValue: 2,
    typeId: CouponType.SINGLE,
    userId: 1001,
    hyperBonusPercent: null,
    hyperBonusMinBetLimit: null,
    hyperBonusMaxLimit: null,
    idempotencyKey: 'k1',
    isVipBet: false,
    promoCode: null,
    ...patch,
  };
}

describe('FakeBetPlacement', () => {
  it('accepts at the line price, debits the session and lists the coupon in the history', async () => {
    const { placement, line, session } = setup();
    const outcome = await placement.place(request(line));
    expect(outcome).toMatchObject({ kind: 'accepted', couponId: '100000001', balance: 24_850 });
    expect(session.balance()).toBe(24_850);
    const history = await placement.history(EVERY_BET);
    expect(history).toMatchObject({ kind: 'loaded', bets: [{ couponId: '100000001', status: 'pending', amount: 150 }] });
  });

  it('the history names each selection in the language it is asked in, as a backend does (line words): Russian "Тотал: Больше 2.5"; an older ledger keeps its label', async () => {
    const { world, session, line, ledger } = setup();
    let language = 'ru';
    const placement = new FakeBetPlacement(world, session, line, ledger, () => language);
    const game = line.world.gameList({ section: 'line', limit: 20 })[0]!;
    const market = game.markets.find((m) => m.kind === MarketKind.TOTAL && m.outcomes.some((o) => o.typeId === 9 && !o.isBlocked && !o.isDepend))!;
    const over = market.outcomes.find((o) => o.typeId === 9)!;
    const base = request(line);
    await placement.place({ ...base, coef: over.coef, bets: [{ ...base.bets[0]!, id: over.id, coef: over.coef, marketId: market.id, typeId: 9 }] });
    const marketName = async () => {
      const history = await placement.history(EVERY_BET);
      return history.kind === 'loaded' ? history.bets[0]?.selections[0]?.marketName : null;
    };
    expect(await marketName()).toBe(`Тотал: Больше ${market.param}`);
    language = 'en';
    expect(await marketName()).toBe(`Total: Over ${market.param}`);

    // A ledger stored before selections kept their words: the label they were placed with.
    const stored = JSON.parse(ledger.get(FAKE_PLACEMENT_STORAGE_KEY)!) as { bets: { selections: { words?: unknown; marketName: string }[] }[] };
    for (const bet of stored.bets) for (const selection of bet.selections) (delete selection.words, (selection.marketName = 'Total: Over 9.5'));
    ledger.set(FAKE_PLACEMENT_STORAGE_KEY, JSON.stringify(stored));
    language = 'ru';
    expect(await marketName()).toBe('Total: Over 9.5');
  });

  it('spec 000 §3 marketsNameType: each history selection carries its market kind, outcome type and line, so the page names it short or full', async () => {
    const { placement, line } = setup();
    const game = line.world.gameList({ section: 'line', limit: 20 })[0]!;
    const market = game.markets.find((m) => m.kind === MarketKind.TOTAL && m.outcomes.some((o) => o.typeId === 9 && !o.isBlocked && !o.isDepend))!;
    const over = market.outcomes.find((o) => o.typeId === 9)!;
    const base = request(line);
    await placement.place({ ...base, coef: over.coef, bets: [{ ...base.bets[0]!, id: over.id, coef: over.coef, marketId: market.id, typeId: 9 }] });
    const history = await placement.history(EVERY_BET);
    expect(history.kind === 'loaded' ? history.bets[0]?.selections[0]?.words : null).toEqual({ kind: MarketKind.TOTAL, typeId: 9, param: over.param });
  });

  it('is idempotent: the same key answers the same coupon and charges once', async () => {
    const { placement, line, session } = setup();
    const first = await placement.place(request(line));
    const again = await placement.place(request(line));
    expect(again).toEqual(first);
    expect(session.balance()).toBe(24_850);
  });

  it('a refused key placed again answers its first answer (the port\'s contract), not a fresh decision; a new key is decided afresh', async () => {
    const { placement, line, session } = setup();
    const first = await placement.place(request(line, { amount: 1e9 }));
    expect(first.kind).toBe('stake-out-of-limits');
    expect(await placement.place(request(line))).toEqual(first);
    expect(session.balance()).toBe(25_000);
    expect(await placement.place(request(line, { idempotencyKey: 'k2' }))).toMatchObject({ kind: 'accepted' });
  });

  it.each([0, 1, Number.NaN])('a coupon whose coef is %s (not above 1, outside the contract) is the server\'s bad request: not retryable, nothing charged', async (coef) => {
    const { placement, line, session } = setup();
    expect(await placement.place(request(line, { coef }))).toEqual({ kind: 'network-failure', retryable: false });
    expect(session.balance()).toBe(25_000);
  });

  it('odds-changed when the line moved and the policy asks; accepted at the new price when it accepts', async () => {
    const { placement, line } = setup();
    const r = request(line);
    const moved = { ...r, bets: [{ ...r.bets[0]!, coef: r.bets[0]!.coef + 0.3 }], coef: r.coef + 0.3 };
    expect(await placement.place({ ...moved, changeCoefAction: OddsChangePolicy.CONFIRM_ANY })).toMatchObject({
      kind: 'odds-changed',
      changes: [{ betId: r.bets[0]!.id, oldCoef: r.coef + 0.3, newCoef: r.coef }],
    });
    expect(await placement.place({ ...moved, idempotencyKey: 'k2' })).toMatchObject({ kind: 'accepted' });
  });

  it('promo codes: one of the demo codes is accepted; any other is promo-code-invalid and charges nothing', async () => {
    const { placement, line, session } = setup();
    expect(await placement.place(request(line, { promoCode: 'NOPE' }))).toEqual({ kind: 'promo-code-invalid', promoCode: 'NOPE' });
    expect(session.balance()).toBe(25_000);
    expect(await placement.place(request(line, { promoCode: DEMO_PROMO_CODES[1]!.code, idempotencyKey: 'k2' }))).toMatchObject({ kind: 'accepted' });
  });

  it('selection-locked for a suspended outcome', async () => {
    const { placement, line } = setup();
    const game = line.world.gameList({ section: 'line', limit: 400 }).find((g) => g.markets.some((m) => m.outcomes.some((o) => o.isBlocked)))!;
    const market = game.markets.find((m) => m.outcomes.some((o) => o.isBlocked))!;
    const outcome = market.outcomes.find((o) => o.isBlocked)!;
    const r = request(line);
    const locked = { ...r, bets: [{ ...r.bets[0]!, id: outcome.id, gameId: game.id, marketId: market.id, coef: outcome.coef }] };
    expect(await placement.place(locked)).toEqual({ kind: 'selection-locked', betIds: [outcome.id] });
  });

  describe('selections of one game in a combination (spec 000 §5: dependent; the bookmaker does not trust the slip)', () => {
    /** "1" of a game's 1X2 and an outcome of its next open market, plus a pick of another game. */
    function sameGameBets(line: FakeLine, typeId: CouponRequest['typeId']): CouponRequest['bets'] {
      const [game, other] = line.world.gameList({ section: 'line', limit: 20 });
      const open = game!.markets.flatMap((market) => {
        const outcome = market.outcomes.find((o) => !o.isBlocked && !o.isDepend && !o.isBannedExpress);
        return outcome ? [{ market, outcome }] : [];
      });
      const asBet = (g: Game, { market, outcome }: (typeof open)[number], blockId: number) => ({
        id: outcome.id,
        gameId: g.id,
        coef: outcome.coef,
        blockId,
        marketId: market.id,
        typeId: outcome.typeId,
        statusId: -2,
        permanentId: g.id,
        expressId: null,
        isLive: false,
        amount: typeId === CouponType.MULTIPLE_SINGLES ? 150 : null,
      });
      return [asBet(game!, open[0]!, 0), asBet(game!, open[1]!, 1), asBet(other!, openOutcome(other!), 2)];
    }

    it.each([
      { rule: 'express', typeId: CouponType.EXPRESS },
      { rule: 'system', typeId: CouponType.SYSTEM },
      { rule: 'chain', typeId: CouponType.CHAIN },
      { rule: 'anti-express', typeId: CouponType.ANTI_EXPRESS },
    ])('$rule: selection-locked naming both, nothing charged, nothing in the history', async ({ typeId }) => {
      const { placement, line, session } = setup();
      const bets = sameGameBets(line, typeId);
      const outcome = await placement.place(request(line, { typeId, bets, amount: 300, amountByBlockId: typeId === CouponType.CHAIN ? { '0': 300, '1': 300, '2': 300 } : {} }));
      expect(outcome).toEqual({ kind: 'selection-locked', betIds: [bets[0]!.id, bets[1]!.id] });
      expect(session.balance()).toBe(25_000);
      expect(await placement.history(EVERY_BET)).toEqual({ kind: 'loaded', bets: [], hasMore: false });
    });

    it('multiple singles of one game are each placed: a single depends on nothing', async () => {
      const { placement, line, session } = setup();
      const bets = sameGameBets(line, CouponType.MULTIPLE_SINGLES);
      const outcome = await placement.place(request(line, { typeId: CouponType.MULTIPLE_SINGLES, bets, amount: 450, coef: singlesCoef(bets), coefByView: '' }));
      expect(outcome).toMatchObject({ kind: 'singles-placed', singles: bets.map((b) => ({ betId: b.id, status: 'accepted' })) });
      expect(session.balance()).toBe(24_550);
    });
  });

  it.each([
    ['below the minimum', 5, 'stake-out-of-limits'],
    ['above the maximum', 100_001, 'stake-out-of-limits'],
    ['above the balance', 30_000, 'insufficient-balance'],
  ])('a stake %s is refused (%s) and nothing is charged', async (_, amount, kind) => {
    const { placement, line, session } = setup();
    expect((await placement.place(request(line, { amount }))).kind).toBe(kind);
    expect(session.balance()).toBe(25_000);
  });

  it('fail: ["placement"] answers network-failure and charges nothing', async () => {
    const { placement, line, session } = setup({ signedIn: true, fail: ['placement'] });
    expect(await placement.place(request(line))).toEqual({ kind: 'network-failure', retryable: true });
    expect(session.balance()).toBe(25_000);
  });

  it("a placed selection names its championship's country, in the history and in the coupon read by its code, so they name it as the line does", async () => {
    const { placement, line } = setup();
    const game = line.world.gameList({ section: 'line', limit: 20 })[0]!;
    expect(game.champCountry).not.toBe('');
    await placement.place(request(line));
    const champ = { sportNameEn: game.sportName, champNameEn: game.champName, champCountryEn: game.champCountry };
    expect(await placement.history(EVERY_BET)).toMatchObject({ kind: 'loaded', bets: [{ selections: [champ] }] });
    expect(await placement.loadByCode('100000001')).toMatchObject({ kind: 'loaded', coupon: { bets: [champ] } });
  });

  it('QA13 #4: a system placed with a banker loads by its code with the banker in the banker block, as placed', async () => {
    const { placement, line } = setup();
    const games = line.world.gameList({ section: 'line', limit: 20 }).slice(0, 4);
    const bets = games.map((game, index) => {
      const { market, outcome } = openOutcome(game);
      const blockId = index === 1 ? SYSTEM_BANKER_BLOCK_ID : 0;
      return { id: outcome.id, gameId: game.id, coef: outcome.coef, blockId, marketId: market.id, typeId: outcome.typeId, statusId: -2, permanentId: game.id, expressId: null, isLive: false, amount: null };
    });
    const placed = await placement.place(request(line, { typeId: CouponType.SYSTEM, systemValue: 2, bets, amount: 300 }));
    expect(placed.kind).toBe('accepted');
    const loaded = await placement.loadByCode(placed.kind === 'accepted' ? placed.couponId : '');
    expect(loaded).toMatchObject({ kind: 'loaded', coupon: { typeId: CouponType.SYSTEM, systemValue: 2 } });
    const blocks = loaded.kind === 'loaded' ? loaded.coupon.bets.map((bet) => [bet.id, bet.blockId]) : [];
    expect(blocks).toEqual(bets.map((bet) => [bet.id, bet.blockId]));
  });

  it('QA14 #6: the history gives each selection of a system its block, so the banker is marked and the lines counted', async () => {
    const { placement, line } = setup();
    const games = line.world.gameList({ section: 'line', limit: 20 }).slice(0, 4);
    const bets = games.map((game, index) => {
      const { market, outcome } = openOutcome(game);
      const blockId = index === 1 ? SYSTEM_BANKER_BLOCK_ID : 0;
      return { id: outcome.id, gameId: game.id, coef: outcome.coef, blockId, marketId: market.id, typeId: outcome.typeId, statusId: -2, permanentId: game.id, expressId: null, isLive: false, amount: null };
    });
    await placement.place(request(line, { typeId: CouponType.SYSTEM, systemValue: 2, bets, amount: 300 }));
    const history = await placement.history(EVERY_BET);
    const selections = history.kind === 'loaded' ? history.bets[0]!.selections : [];
    expect(selections.map((s) => [s.betId, s.blockId])).toEqual(bets.map((bet) => [bet.id, bet.blockId]));
  });

  it('a ledger kept before selections carried the country still reads; its selections have none', async () => {
    const { placement, line, ledger } = setup();
    await placement.place(request(line));
    const stored = JSON.parse(ledger.get(FAKE_PLACEMENT_STORAGE_KEY)!) as { bets: { selections: Record<string, unknown>[] }[] };
    for (const bet of stored.bets) for (const selection of bet.selections) delete selection.champCountryEn;
    ledger.set(FAKE_PLACEMENT_STORAGE_KEY, JSON.stringify(stored));
    const history = await placement.history(EVERY_BET);
    expect(history).toMatchObject({ kind: 'loaded', bets: [{ couponId: '100000001' }] });
    expect(history.kind === 'loaded' && history.bets[0]!.selections[0]).not.toHaveProperty('champCountryEn');
  });

  it('a ledger kept before coupons remembered their bonus bet still reads; its coupons have none', async () => {
    const { placement, line, ledger } = setup();
    await placement.place(request(line));
    const stored = JSON.parse(ledger.get(FAKE_PLACEMENT_STORAGE_KEY)!) as { bets: Record<string, unknown>[] };
    for (const bet of stored.bets) delete bet.bonusBet;
    ledger.set(FAKE_PLACEMENT_STORAGE_KEY, JSON.stringify(stored));
    expect(await placement.history(EVERY_BET)).toMatchObject({ kind: 'loaded', bets: [{ couponId: '100000001', bonusBet: null }] });
  });

  it('a corrupt ledger in storage reads as empty', async () => {
    const { placement, ledger } = setup();
    ledger.set(FAKE_PLACEMENT_STORAGE_KEY, '{"next":"x"}');
    expect(await placement.history(EVERY_BET)).toEqual({ kind: 'loaded', bets: [], hasMore: false });
  });

  it('settles a placed coupon once its game is over on the fake clock, pays the payout and keeps one result per game', async () => {
    const { placement, line, session, clock } = setup();
    const r = request(line);
    await placement.place(r);
    await placement.place({ ...r, idempotencyKey: 'k2' });
    expect(session.balance()).toBe(24_700);
    const game = line.world.peekGame(r.bets[0]!.gameId)!;
    // Not over yet: still pending.
    clock.advance(Math.max(0, line.world.endsAt(game.id)! - clock.now() - 60_000));
    expect((await placement.history(EVERY_BET)) as { bets: { status: string }[] }).toMatchObject({ bets: [{ status: 'pending' }, { status: 'pending' }] });
    clock.advance(120_000);
    const history = await placement.history(EVERY_BET);
    if (history.kind !== 'loaded') throw new Error('history failed');
    const [second, first] = history.bets;
    expect(first!.status).not.toBe('pending');
    expect(first!.selections[0]!.score).toMatch(/^\d+:\d+$/);
    // Both coupons are on the same outcome: the same result and payout.
    expect(second).toMatchObject({ status: first!.status, payout: first!.payout });
    const expected = first!.status === 'won' ? 150 * r.coef : first!.status === 'returned' ? 150 : 0;
    expect(first!.payout).toBeCloseTo(expected, 2);
    expect(session.balance()).toBeCloseTo(24_700 + 2 * expected, 2);
    // Reading again pays nothing twice.
    await placement.history(EVERY_BET);
    expect(session.balance()).toBeCloseTo(24_700 + 2 * expected, 2);
  });

  it('a session check settles what is over and pays it, without the history being read', async () => {
    const { placement, line, session, clock, ledger } = setup();
    const r = request(line);
    await placement.place(r);
    const game = line.world.peekGame(r.bets[0]!.gameId)!;
    clock.advance(gameEndsAt(game, line.world.plan(game.id)!.sport) - clock.now() + 60_000);
    const player = await session.check();
    const stored = JSON.parse(ledger.get(FAKE_PLACEMENT_STORAGE_KEY)!) as { bets: { status: string; payout: number | null }[] };
    expect(stored.bets[0]!.status).not.toBe('pending');
    expect(player.balance).toBeCloseTo(24_850 + (stored.bets[0]!.payout ?? 0), 2);
  });

  it('a stake comes from the coupon\'s account: the bonus account pays its own bet and gets its payout; main is untouched', async () => {
    const { placement, line, session, clock, world } = setup();
    const r = request(line, { accountId: 5002 });
    // The bonus account holds 1,500: more is refused though the main account could pay it.
    expect(await placement.place({ ...r, amount: 1_600, idempotencyKey: 'big' })).toMatchObject({ kind: 'insufficient-balance', balance: 1_500, required: 1_600 });
    expect(await placement.place(r)).toMatchObject({ kind: 'accepted', balance: 1_350 });
    expect(session.balance(5002)).toBe(1_350);
    expect(session.balance()).toBe(25_000);
    expect(world.state.accountBalances).toEqual({ '5002': 1_350 });
    const game = line.world.peekGame(r.bets[0]!.gameId)!;
    clock.advance(gameEndsAt(game, line.world.plan(game.id)!.sport) - clock.now() + 60_000);
    const history = await placement.history(EVERY_BET);
    if (history.kind !== 'loaded') throw new Error('history failed');
    expect(history.bets[0]!.currency).toBe('RUB');
    expect(session.balance(5002)).toBeCloseTo(1_350 + (history.bets[0]!.payout ?? 0), 2);
    expect(session.balance()).toBe(25_000);
  });

  it('a bet from the EUR account is in EUR and leaves the RUB accounts alone', async () => {
    const { placement, line, session } = setup();
    expect(await placement.place(request(line, { accountId: 5003, amount: 20 }))).toMatchObject({ kind: 'accepted', balance: 100.5 });
    const history = await placement.history(EVERY_BET);
    if (history.kind !== 'loaded') throw new Error('history failed');
    expect(history.bets[0]).toMatchObject({ currency: 'EUR', amount: 20 });
    expect([session.balance(), session.balance(5002), session.balance(5003)]).toEqual([25_000, 1_500, 100.5]);
  });

  it('answers the demo limits and the hyper-bonus for an express of 3 or more', async () => {
    const { placement } = setup();
    const bet = (id: string, isLive = false) => ({ id, gameId: 1, coef: 2, isLive });
    expect(await placement.limits({ typeId: CouponType.SINGLE, accountId: null, bets: [bet('a')] })).toEqual({
      kind: 'loaded',
      offer: { minBetAmount: FAKE_MIN_STAKE, maxBetAmount: FAKE_MAX_STAKE, maxPayout: FAKE_MAX_PAYOUT, hyperBonus: null },
    });
    const live = await placement.limits({ typeId: CouponType.EXPRESS, accountId: null, bets: [bet('a', true), bet('b'), bet('c'), bet('d')] });
    expect(live).toMatchObject({
      offer: { maxBetAmount: FAKE_MAX_LIVE_STAKE, hyperBonus: { percent: 10, minBetLimit: 100, maxLimit: 50_000 } },
    });
  });

  it.each([
    { rule: 'QA: a EUR account is quoted in EUR, as many EUR steps (2.5) as RUB steps (100)', accountId: 5003, min: 0.25, max: 2_500, live: 500, payout: 125_000, hyper: { minBetLimit: 2.5, maxLimit: 1_250 } },
    { rule: 'the bonus RUB account keeps the RUB figures', accountId: 5002, min: FAKE_MIN_STAKE, max: FAKE_MAX_STAKE, live: FAKE_MAX_LIVE_STAKE, payout: FAKE_MAX_PAYOUT, hyper: { minBetLimit: 100, maxLimit: 50_000 } },
    { rule: 'an added KZT account (step 500) in KZT', accountId: 6004, min: 50, max: 500_000, live: 100_000, payout: 25_000_000, hyper: { minBetLimit: 500, maxLimit: 250_000 } },
  ])('limits are in the paying account currency: $rule', async ({ accountId, min, max, live, payout, hyper }) => {
    const { placement } = setup();
    const bet = (id: string, isLive = false) => ({ id, gameId: 1, coef: 2, isLive });
    expect(await placement.limits({ typeId: CouponType.SINGLE, accountId, bets: [bet('a')] })).toEqual({
      kind: 'loaded',
      offer: { minBetAmount: min, maxBetAmount: max, maxPayout: payout, hyperBonus: null },
    });
    const express = await placement.limits({ typeId: CouponType.EXPRESS, accountId, bets: [bet('a', true), bet('b'), bet('c')] });
    expect(express).toMatchObject({ offer: { maxBetAmount: live, hyperBonus: { percent: 5, ...hyper } } });
  });

  it('placement holds the EUR account to its EUR limits: above 2,500 EUR is refused with the EUR figures', async () => {
    const { placement, line } = setup({ signedIn: true, accountBalances: { '5003': 10_000 } });
    expect(await placement.place(request(line, { accountId: 5003, amount: 2_600 }))).toMatchObject({ kind: 'stake-out-of-limits', min: 0.25, max: 2_500 });
    expect(await placement.place(request(line, { accountId: 5003, amount: 2_400, idempotencyKey: 'k-eur-2' }))).toMatchObject({ kind: 'accepted' });
  });

  it('oddsMoves: the next placement finds the price moved up 0.05; the policy decides; the knob is used once', async () => {
    const { placement, line, world } = setup({ signedIn: true, oddsMoves: 1 });
    const r = request(line, { changeCoefAction: OddsChangePolicy.CONFIRM_ANY });
    const moved = Math.round((r.coef + 0.05) * 1000) / 1000;
    expect(await placement.place(r)).toEqual({ kind: 'odds-changed', changes: [{ betId: r.bets[0]!.id, oldCoef: r.coef, newCoef: moved }] });
    expect(world.state.oddsMoves).toBe(0);
    // A new attempt, so a new key: the first key answers its first answer.
    const atNewPrice = { ...r, coef: moved, bets: [{ ...r.bets[0]!, coef: moved }], idempotencyKey: 'k2' };
    expect((await placement.place(atNewPrice)).kind).toBe('accepted');
  });
});

describe('FakeBetPlacement: exact odds, accepted only at exactly these odds (README "exact coefficient")', () => {
  it('exact odds that are not the coupon\'s odds are the server\'s bad request: not retryable, nothing charged, nothing in the history', async () => {
    const { placement, line, session } = setup();
    expect(await placement.place(request(line, { exactCoef: 50 }))).toEqual({ kind: 'network-failure', retryable: false });
    expect(session.balance()).toBe(25_000);
    expect(await placement.history(EVERY_BET)).toEqual({ kind: 'loaded', bets: [], hasMore: false });
  });

  it('exact odds equal to the coupon\'s odds: accepted, the possible win is amount × exact odds (spec 000 §5)', async () => {
    const { placement, line } = setup();
    const r = request(line);
    expect(await placement.place({ ...r, exactCoef: r.coef })).toMatchObject({ kind: 'accepted' });
    const history = await placement.history(EVERY_BET);
    expect(history.kind === 'loaded' ? history.bets[0] : null).toMatchObject({ coef: r.coef, possibleWin: Math.round(150 * r.coef * 100) / 100 });
  });

  it.each([
    { rule: 'accept any change', policy: OddsChangePolicy.ACCEPT_ANY, up: 0.3 },
    { rule: 'accept higher odds, the price went up', policy: OddsChangePolicy.ACCEPT_HIGHER, up: -0.1 },
  ])('with exact odds any price change is refused, whatever the policy ($rule), and nothing is charged', async ({ policy, up }) => {
    const { placement, line, session } = setup();
    const r = request(line);
    // The slip saw another price than the line has now: the line moved by -up from the slip's.
    const seen = Math.round((r.coef + up) * 1000) / 1000;
    const stale = { ...r, bets: [{ ...r.bets[0]!, coef: seen }], coef: seen, exactCoef: seen, changeCoefAction: policy };
    expect(await placement.place(stale)).toEqual({
      kind: 'odds-changed',
      changes: [{ betId: r.bets[0]!.id, oldCoef: seen, newCoef: r.coef }],
    });
    expect(session.balance()).toBe(25_000);
  });

  it('multiple singles ignore exact odds: each single stands at its own odds', async () => {
    const { placement, line } = setup();
    const bets = [0, 1].map((i) => ({ ...request(line, {}, i).bets[0]!, amount: 150 }));
    const outcome = await placement.place(
      request(line, { typeId: CouponType.MULTIPLE_SINGLES, bets, amount: 300, coef: singlesCoef(bets), exactCoef: 50 }),
    );
    expect(outcome).toMatchObject({ kind: 'singles-placed', singles: bets.map((b) => ({ betId: b.id, status: 'accepted' })) });
  });
});

describe('FakeBetPlacement: the history\'s possible win is the slip\'s (the same coupon maths at full precision)', () => {
  /** The slip's coupon of the first line games' open outcomes, priced as given in the line, as `typeId` at 150. */
  function slipAt(line: FakeLine, coefs: readonly number[], typeId: CouponTypeId): CouponState {
    const ctx = DEFAULT_COUPON_CONTEXT;
    const unwrap = <T,>(result: { ok: true; value: T } | { ok: false; error: { code: string } }): T => {
      if (!result.ok) throw new Error(result.error.code);
      return result.value;
    };
    let state: CouponState = DEFAULT_COUPON;
    coefs.forEach((coef, i) => {
      const game = line.world.gameList({ section: 'line', limit: 20 })[i]!;
      const { market, outcome } = openOutcome(game);
      line.world.apply([{ type: 'odds', gameId: game.id, marketId: market.id, outcomeId: outcome.id, coef, isBlocked: false }]);
      const bet = createBet({
        id: outcome.id,
        gameId: game.id,
        coef,
        typeId: outcome.typeId,
        permanentId: game.id,
        market: { id: market.id, kind: market.kind, name: market.name, isLive: false },
      });
      state = unwrap(toggleBet(state, bet, i, ctx));
    });
    if (state.typeId !== typeId) state = unwrap(setType(state, typeId, ctx));
    if (typeId === CouponType.SYSTEM) state = unwrap(setSystemValue(state, 2, ctx));
    return unwrap(setAmount(state, 150, ctx));
  }

  /** `hyperBonus`: the offer the slip was given (the limits' answer), none by default. */
  async function placedFromSlip(typeId: CouponTypeId, coefs: readonly number[] = [1.88, 1.85, 1.99], hyperBonus: HyperBonus | null = null) {
    const { placement, line, ledger } = setup();
    const slip = { ...slipAt(line, coefs, typeId), hyperBonus };
    const built = buildCouponRequest(slip, DEFAULT_COUPON_SETTINGS, {
      config: DEFAULT_COUPON_CONTEXT.config,
      coefViewId: 0,
      userId: 1001,
      refId: null,
      idempotencyKey: 'k1',
      isBonusAccount: false,
    });
    if (!built.ok) throw new Error(built.error.code);
    expect(await placement.place(built.value)).toMatchObject({ kind: 'accepted' });
    const history = await placement.history(EVERY_BET);
    return { slip, placed: history.kind === 'loaded' ? history.bets[0]! : null, request: built.value, placement, ledger };
  }

  /** The demo bookmaker's hyper-bonus offer for the slip's own selections as `typeId` (the slip asks for it). */
  const demoOffer = (slip: CouponState): HyperBonus | null =>
    fakeCouponOffer({ typeId: slip.typeId, accountId: null, bets: ownBets(slip.bets).map((b) => ({ id: b.id, gameId: b.gameId, coef: b.coef, isLive: false })) }).hyperBonus;

  it('3 totals 1.88, 1.85, 1.99 as system 2/3 at 150: the slip and the history both say 545.04 (not 150 × 3.634 = 545.1); the odds shown stay 3.634', async () => {
    const { slip, placed } = await placedFromSlip(CouponType.SYSTEM);
    expect(couponPossibleWin(slip, DEFAULT_COUPON_SETTINGS)).toBe(545.04);
    expect(placed).toMatchObject({ possibleWin: 545.04, coef: 3.634 });
  });

  it.each([
    { rule: 'single', typeId: CouponType.SINGLE, coefs: [1.87] },
    { rule: 'express (the bonus bet included)', typeId: CouponType.EXPRESS },
    { rule: 'chain', typeId: CouponType.CHAIN },
    { rule: 'anti-express', typeId: CouponType.ANTI_EXPRESS },
  ])('$rule: the history\'s possible win is the slip\'s', async ({ typeId, coefs }) => {
    const { slip, placed, request: sent } = await placedFromSlip(typeId, coefs);
    expect(placed?.possibleWin).toBe(couponPossibleWin(slip, DEFAULT_COUPON_SETTINGS));
    expect(placed?.coef).toBe(sent.coef);
  });

  // QA: the history and the printed coupon listed an express's selections without its bonus bet, so their odds
  // (1.38, 1.82, 1.73: 4.35) did not multiply to the coupon's 4.47.
  it('express: the history keeps the bonus bet the slip sent, and the selections\' odds times it are the coupon\'s odds', async () => {
    const { slip, placed } = await placedFromSlip(CouponType.EXPRESS);
    const sentBonus = slip.bets.find(isBonusBet);
    expect(sentBonus).toBeDefined();
    expect(placed?.bonusBet).toEqual({ coef: sentBonus!.coef });
    expect(placed?.selections.map((s) => s.betId)).toEqual(ownBets(slip.bets).map((b) => b.id));
    const product = placed!.selections.reduce((p, s) => p * s.coef, placed!.bonusBet!.coef);
    expect(roundCoef(product)).toBe(placed!.coef);
  });

  it('QA15 #8 chain: the history keeps the stake of each block as the slip sent it (blockStakes), in play order', async () => {
    const { placed, request: sent } = await placedFromSlip(CouponType.CHAIN);
    const sentStakes = Object.entries(sent.amountByBlockId)
      .map(([blockId, amount]) => ({ blockId: Number(blockId), amount }))
      .sort((a, b) => a.blockId - b.blockId);
    expect(sentStakes.length).toBeGreaterThan(1);
    expect(placed?.blockStakes).toEqual(sentStakes);
    expect(placed?.blockStakes?.[0]?.amount).toBe(placed?.amount);
    expect(new Set(placed?.selections.map((s) => s.blockId))).toEqual(new Set(sentStakes.map((s) => s.blockId)));
  });

  it('express: no block stakes (a chain\'s only)', async () => {
    const { placed } = await placedFromSlip(CouponType.EXPRESS);
    expect(placed).not.toHaveProperty('blockStakes');
  });

  it('system: no bonus bet (spec 000 §5: an express\'s only)', async () => {
    const { placed } = await placedFromSlip(CouponType.SYSTEM);
    expect(placed?.bonusBet).toBeNull();
  });

  // QA9: an express placed with a hyper-bonus showed it in the slip and the success coupon, but the history and the
  // printed coupon left it out. The bookmaker keeps the offer the coupon was sent with and what it adds to the win.
  it('express with the demo\'s hyper-bonus offer: the history keeps its percent and the amount the slip showed', async () => {
    const { line } = setup();
    const offer = demoOffer(slipAt(line, [1.88, 1.85, 1.99], CouponType.EXPRESS));
    expect(offer).toMatchObject({ percent: 5 });
    const { slip, placed, request: sent } = await placedFromSlip(CouponType.EXPRESS, undefined, offer);
    expect(sent).toMatchObject({ hyperBonusPercent: 5 });
    const shown = couponPossibleWinWithBonus(slip, DEFAULT_COUPON_SETTINGS).hyperBonus;
    expect(shown).toBeGreaterThan(0);
    expect(placed?.hyperBonus).toEqual({ percent: 5, amount: shown });
    // The possible win stays without it, as the slip and the success coupon show it apart.
    expect(placed?.possibleWin).toBe(couponPossibleWin(slip, DEFAULT_COUPON_SETTINGS));
  });

  it.each([
    { rule: 'no offer sent (none offered, or the limits did not load)', offer: null },
    { rule: 'a stake below the offer\'s minimum bet (150 under 200)', offer: { percent: 5, minBetLimit: 200, maxLimit: 50_000 } },
  ])('express, $rule: no hyper-bonus in the history', async ({ offer }) => {
    const { placed } = await placedFromSlip(CouponType.EXPRESS, undefined, offer);
    expect(placed?.hyperBonus).toBeNull();
  });

  it('a ledger kept before coupons remembered their hyper-bonus still reads; its coupons have none', async () => {
    const { line } = setup();
    const offer = demoOffer(slipAt(line, [1.88, 1.85, 1.99], CouponType.EXPRESS));
    const { placement, ledger, placed } = await placedFromSlip(CouponType.EXPRESS, undefined, offer);
    expect(placed?.hyperBonus).not.toBeNull();
    const stored = JSON.parse(ledger.get(FAKE_PLACEMENT_STORAGE_KEY)!) as { bets: Record<string, unknown>[] };
    for (const bet of stored.bets) delete bet.hyperBonus;
    ledger.set(FAKE_PLACEMENT_STORAGE_KEY, JSON.stringify(stored));
    expect(await placement.history(EVERY_BET)).toMatchObject({ kind: 'loaded', bets: [{ couponId: placed!.couponId, hyperBonus: null }] });
  });
});

describe('FakeBetPlacement: multiple singles, each a coupon of its own', () => {
  /** A 10001 request of the first `amounts.length` line games' open outcomes, one stake each. */
  function singles(line: FakeLine, amounts: number[], patch: Partial<CouponRequest> = {}): CouponRequest {
    const bets = amounts.map((amount, i) => ({ ...request(line, {}, i).bets[0]!, amount }));
    return request(line, { typeId: CouponType.MULTIPLE_SINGLES, amount: amounts.reduce((a, b) => a + b, 0), bets, coef: singlesCoef(bets), coefByView: '', ...patch });
  }

  it('every single stands as a single coupon of its own; the account pays each stake', async () => {
    const { placement, line, session } = setup();
    const r = singles(line, [100, 200]);
    const outcome = await placement.place(r);
    expect(outcome).toMatchObject({
      kind: 'singles-placed',
      balance: 24_700,
      singles: [
        { betId: r.bets[0]!.id, status: 'accepted', couponId: '100000001', amount: 100, coef: r.bets[0]!.coef },
        { betId: r.bets[1]!.id, status: 'accepted', couponId: '100000002', amount: 200, coef: r.bets[1]!.coef },
      ],
    });
    expect(session.balance()).toBe(24_700);
    const history = await placement.history(EVERY_BET);
    expect(history.kind === 'loaded' && history.bets.map((b) => [b.couponId, b.typeId, b.amount, b.selections.length])).toEqual([
      ['100000001', CouponType.SINGLE, 100, 1],
      ['100000002', CouponType.SINGLE, 200, 1],
    ]);
  });

  it('singles are charged in the slip order: those the balance no longer covers are refused insufficient-balance alone', async () => {
    const { placement, line, session } = setup();
    const r = singles(line, [20_000, 10_000, 5_000]);
    const outcome = await placement.place(r);
    expect(outcome.kind === 'singles-placed' && outcome.singles.map((s) => [s.status, s.status === 'rejected' ? s.reason : s.amount])).toEqual([
      ['accepted', 20_000],
      ['rejected', 'insufficient-balance'],
      ['accepted', 5_000],
    ]);
    expect(session.balance()).toBe(0);
  });

  it('a price change the policy does not take refuses that single alone, with the new price', async () => {
    const { placement, line } = setup();
    const r = singles(line, [100, 100], { changeCoefAction: OddsChangePolicy.CONFIRM_ANY });
    const moved = { ...r, bets: [r.bets[0]!, { ...r.bets[1]!, coef: r.bets[1]!.coef + 0.3 }] };
    expect(await placement.place(moved)).toMatchObject({
      kind: 'singles-placed',
      singles: [{ status: 'accepted' }, { status: 'rejected', reason: 'odds-changed', newCoef: r.bets[1]!.coef }],
    });
  });

  it('a stake outside the limits refuses that single alone', async () => {
    const { placement, line } = setup();
    expect(await placement.place(singles(line, [100, FAKE_MIN_STAKE - 1]))).toMatchObject({
      kind: 'singles-placed',
      singles: [{ status: 'accepted' }, { status: 'rejected', reason: 'stake-out-of-limits', newCoef: null }],
    });
  });

  it('none standing is the whole-coupon refusal and charges nothing', async () => {
    const { placement, line, session } = setup();
    expect(await placement.place(singles(line, [30_000, 26_000]))).toEqual({ kind: 'insufficient-balance', balance: 25_000, required: 56_000 });
    expect(await placement.place(singles(line, [5, 6], { idempotencyKey: 'k2' }))).toMatchObject({ kind: 'stake-out-of-limits', min: FAKE_MIN_STAKE });
    expect(session.balance()).toBe(25_000);
  });

  it('is idempotent: the same key answers the same singles and charges once', async () => {
    const { placement, line, session } = setup();
    const r = singles(line, [100, 200]);
    const first = await placement.place(r);
    expect(await placement.place(r)).toEqual(first);
    expect(session.balance()).toBe(24_700);
  });

  it('settles each single on its own', async () => {
    const { placement, line, clock } = setup();
    const r = singles(line, [100, 200]);
    await placement.place(r);
    clock.advance(3 * 86_400_000);
    const history = await placement.history(EVERY_BET);
    expect(history.kind === 'loaded' && history.bets.every((b) => b.status !== 'pending')).toBe(true);
  });
});

describe('FakeBetPlacement, QA12 #5: a VIP coupon above the maximum is sent to the bookmaker for review, not placed at once', () => {
  const rich = { signedIn: true, balance: 1_000_000 };

  it('answers under-review with a coupon number, holds the stake and lists the coupon as under review', async () => {
    const { placement, line, session } = setup(rich);
    const outcome = await placement.place(request(line, { amount: 2 * FAKE_MAX_STAKE, isVipBet: true }));
    expect(outcome).toMatchObject({ kind: 'under-review', couponId: '100000001', balance: 1_000_000 - 2 * FAKE_MAX_STAKE });
    expect(session.balance()).toBe(1_000_000 - 2 * FAKE_MAX_STAKE);
    expect(await placement.history(EVERY_BET)).toMatchObject({ kind: 'loaded', bets: [{ couponId: '100000001', status: 'under-review', payout: null }] });
    // The same key answers the same request and holds the stake once.
    expect(await placement.place(request(line, { amount: 2 * FAKE_MAX_STAKE, isVipBet: true }))).toEqual(outcome);
    expect(session.balance()).toBe(1_000_000 - 2 * FAKE_MAX_STAKE);
  });

  it('a VIP coupon at or below the maximum is placed at once, as any coupon', async () => {
    const { placement, line } = setup(rich);
    expect(await placement.place(request(line, { amount: FAKE_MAX_STAKE, isVipBet: true }))).toMatchObject({ kind: 'accepted' });
  });

  it(`the review ends ${FAKE_VIP_REVIEW_MS / 60_000} minutes later on the clock: up to ${FAKE_VIP_ACCEPT_MULTIPLE}× the maximum accepted (a pending bet), the stake kept`, async () => {
    const { placement, line, session, clock } = setup(rich);
    const stake = FAKE_VIP_ACCEPT_MULTIPLE * FAKE_MAX_STAKE;
    await placement.place(request(line, { amount: stake, isVipBet: true }));
    clock.advance(FAKE_VIP_REVIEW_MS - 1);
    expect(await placement.history(EVERY_BET)).toMatchObject({ bets: [{ status: 'under-review' }] });
    clock.advance(1);
    expect(await placement.history(EVERY_BET)).toMatchObject({ bets: [{ status: 'pending', payout: null }] });
    expect(session.balance()).toBe(1_000_000 - stake);
  });

  it(`above ${FAKE_VIP_ACCEPT_MULTIPLE}× the maximum the review declines it: the held stake returns to the balance, once`, async () => {
    const { placement, line, session, clock } = setup(rich);
    const stake = FAKE_VIP_ACCEPT_MULTIPLE * FAKE_MAX_STAKE + 10;
    await placement.place(request(line, { amount: stake, isVipBet: true }));
    expect(session.balance()).toBe(1_000_000 - stake);
    clock.advance(FAKE_VIP_REVIEW_MS);
    expect(await placement.history(EVERY_BET)).toMatchObject({ bets: [{ status: 'declined', payout: stake }] });
    expect(session.balance()).toBe(1_000_000);
    expect(await placement.history(EVERY_BET)).toMatchObject({ bets: [{ status: 'declined' }] });
    expect(session.balance()).toBe(1_000_000);
  });
});

describe('FakeBetPlacement, QA14 #4: the history reads a period and a status, as the HTTP build asks the server', () => {
  const rich = { signedIn: true, balance: 1_000_000 };

  it('a status lists only the coupons in it; every status lists them all', async () => {
    const { placement, line, clock } = setup(rich);
    await placement.place(request(line, { amount: 2 * FAKE_MAX_STAKE, isVipBet: true, idempotencyKey: 'vip' }));
    await placement.place(request(line, { amount: 150, idempotencyKey: 'plain' }, 1));
    const now = clock.now();
    const underReview = await placement.history(historyQuery({ periodDays: 30, status: 'under-review' }, now));
    expect(underReview).toMatchObject({ kind: 'loaded', bets: [{ status: 'under-review' }] });
    expect(underReview.kind === 'loaded' && underReview.bets).toHaveLength(1);
    expect(await placement.history(historyQuery({ periodDays: 30, status: 'declined' }, now))).toEqual({ kind: 'loaded', bets: [], hasMore: false });
    const all = await placement.history(historyQuery({ periodDays: 30, status: null }, now));
    expect(all.kind === 'loaded' && all.bets.map((bet) => bet.status).sort()).toEqual(['pending', 'under-review']);
  });

  it('a period lists only the coupons placed within it, counted back from now', async () => {
    const { placement, line, clock } = setup(rich);
    await placement.place(request(line, { amount: 150, idempotencyKey: 'old' }));
    clock.advance(3 * 86_400_000);
    await placement.place(request(line, { amount: 150, idempotencyKey: 'new' }, 1));
    const lastDay = await placement.history(historyQuery({ periodDays: 1, status: null }, clock.now()));
    expect(lastDay.kind === 'loaded' && lastDay.bets).toHaveLength(1);
    const lastWeek = await placement.history(historyQuery({ periodDays: 7, status: null }, clock.now()));
    expect(lastWeek.kind === 'loaded' && lastWeek.bets).toHaveLength(2);
  });
});
