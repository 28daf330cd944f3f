import { describe, expect, it } from 'vitest';
import { GameStatus, MarketKind, type Game, type Market } from '../../../domain/line';
import { FakeClock } from '../fake-clock';
import { SPORTS } from './catalog';
import { FakeLine } from './fake-line';
import { FakeLineFeed } from './fake-line-feed';
import { generateMarkets, type GamePlan } from './line-generator';
import { priceMarkets } from './pricing';

const sport = (name: string) => SPORTS.find((s) => s.name === name)!;
const plan = (name: string, strengthHome = 0.5, strengthAway = 0.5): GamePlan => ({
  sport: sport(name),
  strengthHome,
  strengthAway,
  totals: 4,
  handicaps: 3,
  specials: 2,
  isTop: false,
});
type Clock = Pick<Game, 'status' | 'timeSeconds' | 'score'>;
const at = (minute: number, home: number, away: number): Clock => ({ status: GameStatus.IN_PLAY, timeSeconds: minute * 60, score: { home, away } });
const BEFORE: Clock = { status: GameStatus.NOT_STARTED, timeSeconds: 0, score: { home: 0, away: 0 } };

/** A game's markets priced at a clock: each outcome by its name, with its market's line. */
function prices(p: GamePlan, clock: Clock) {
  const markets = generateMarkets(1, { id: 7 }, p);
  const priced = priceMarkets(markets, p, clock);
  const of = (kind: number, name: string, param?: number) => {
    const market = markets.find((m: Market) => m.kind === kind && (param === undefined || m.param === param) && m.outcomes.some((o) => o.name === name))!;
    return priced.get(market.outcomes.find((o) => o.name === name)!.id);
  };
  return { markets, priced, of, result: (name: string) => of(MarketKind.RESULT_1X2, name)!.coef };
}

describe('pricing: prices follow where the game stands', () => {
  it('before the start the main total is near evens in every sport whose score counts it', () => {
    for (const def of SPORTS.filter((s) => !s.totalsOffScore)) {
      const { of } = prices(plan(def.name), BEFORE);
      const over = of(MarketKind.TOTAL, `Over ${def.total}`, def.total)!;
      expect(over.coef, def.name).toBeGreaterThan(1.5);
      expect(over.coef, def.name).toBeLessThan(2.6);
    }
  });

  it('before the start the main handicap is near evens in every timed sport (a set sport\'s go by whole sets)', () => {
    for (const def of SPORTS.filter((s) => s.winningScore === undefined)) {
      for (const [home, away] of [[0.5, 0.5], [0.9, 0.3], [0.2, 0.7]] as const) {
        const p = plan(def.name, home, away);
        const { markets, priced } = prices(p, BEFORE);
        const main = markets.find((m) => m.kind === MarketKind.HANDICAP)!;
        for (const outcome of main.outcomes) {
          expect(priced.get(outcome.id)!.coef, `${def.name} ${home}–${away} ${outcome.name}`).toBeGreaterThan(1.4);
          expect(priced.get(outcome.id)!.coef, `${def.name} ${home}–${away} ${outcome.name}`).toBeLessThan(3.2);
        }
      }
    }
  });

  it('the stronger side is the favourite before the start', () => {
    const { result } = prices(plan('Football', 0.9, 0.2), BEFORE);
    expect(result('1')).toBeLessThan(result('2'));
  });

  it('1X2 leans toward the side ahead, more so late in the game', () => {
    const football = plan('Football');
    const level = prices(football, at(10, 0, 0));
    const early = prices(football, at(10, 1, 0));
    const late = prices(football, at(80, 1, 0));
    expect(early.result('1')).toBeLessThan(level.result('1'));
    expect(late.result('1')).toBeLessThan(early.result('1'));
    expect(late.result('2')).toBeGreaterThan(early.result('2'));
    // The draw gets likelier as a level game runs down.
    expect(prices(football, at(85, 1, 1)).result('X')).toBeLessThan(prices(football, at(20, 1, 1)).result('X'));
  });

  it('handicaps lean the same way', () => {
    const basketball = plan('Basketball');
    const { markets } = prices(basketball, BEFORE);
    const handicap = markets.find((m) => m.kind === MarketKind.HANDICAP)!;
    const home = handicap.outcomes.find((o) => o.typeId === 7)!.id;
    const ahead = priceMarkets(markets, basketball, at(30, 80, 60)).get(home)!;
    const behind = priceMarkets(markets, basketball, at(30, 60, 80)).get(home)!;
    expect(ahead.coef).toBeLessThan(behind.coef);
  });

  it.each([
    { rule: 'a total the score has passed is closed: 7 goals in, "Over 5.5" cannot lose', name: 'Ice Hockey', clock: at(50, 4, 3), kind: MarketKind.TOTAL, outcome: 'Over 5.5', param: 5.5 },
    { rule: 'in play a line one side is a strong favourite on is taken down: "Over 2.5" two goals up after 20 minutes', name: 'Football', clock: at(20, 2, 0), kind: MarketKind.TOTAL, outcome: 'Over 2.5', param: 2.5 },
    { rule: 'both teams have scored: that special is decided', name: 'Football', clock: at(30, 1, 1), kind: MarketKind.SPECIAL, outcome: 'Yes', param: undefined },
  ])('$rule', ({ name, clock, kind, outcome, param }) => {
    const { of } = prices(plan(name), clock);
    expect(of(kind, outcome, param)!.closed).toBe(true);
  });

  it('a line near evens stays open in play, and the same line before the start is open', () => {
    expect(prices(plan('Football'), at(30, 1, 0)).of(MarketKind.TOTAL, 'Over 2.5', 2.5)!.closed).toBe(false);
    expect(prices(plan('Football'), BEFORE).of(MarketKind.TOTAL, 'Over 2.5', 2.5)!.closed).toBe(false);
  });

  it('a set sport: the sets decide 12 and the deciding set; its totals in games are not priced by the score', () => {
    const tennis = plan('Tennis');
    const { of, result, markets } = prices(tennis, at(90, 1, 1));
    expect(of(MarketKind.SPECIAL, 'Yes')!.closed).toBe(true);
    expect(result('1')).toBeGreaterThan(1.5);
    expect(prices(tennis, at(50, 1, 0)).result('1')).toBeLessThan(result('1'));
    const total = markets.find((m) => m.kind === MarketKind.TOTAL)!;
    expect(prices(tennis, at(90, 1, 1)).priced.has(total.outcomes[0]!.id)).toBe(false);
  });
});

describe('pricing on the line: the feed announces the prices and never reopens a decided market', () => {
  it('over two hours, every total a live game\'s score has passed stays locked, and the feed sends no open price for it', async () => {
    const clock = new FakeClock();
    const line = new FakeLine({ clock });
    const feed = new FakeLineFeed({ line, updatesPerSecond: 20, batchIntervalMs: 1000 });
    const decidedAt = new Map<string, number>();
    let checked = 0;
    let batchNo = 0;
    feed.subscribe((batch) => {
      batchNo++;
      for (const u of batch) if (u.type === 'odds' && !u.isBlocked && (decidedAt.get(u.outcomeId) ?? Infinity) < batchNo) throw new Error(`reopened ${u.outcomeId}`);
    });
    for (let minute = 0; minute < 120; minute += 2) {
      clock.advance(2 * 60_000);
      for (const id of line.world.liveGameIds()) {
        const game = (await line.game(id))!;
        const goals = game.score.home + game.score.away;
        for (const market of game.markets) {
          if (market.kind !== MarketKind.TOTAL || line.world.plan(id)!.sport.totalsOffScore || goals <= market.param!) continue;
          checked++;
          for (const outcome of market.outcomes) {
            expect(outcome.isBlocked).toBe(true);
            if (!decidedAt.has(outcome.id)) decidedAt.set(outcome.id, batchNo);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});

describe('the fake line names its outcomes as the site says them (line words, QA7 11)', () => {
  it('every outcome carries its own line, and the English words built from kind, type and line are the names the line gives', async () => {
    const { marketText, outcomeText } = await import('../../../domain/line');
    const { translate } = await import('../../../domain/i18n');
    const { COUPON_EN } = await import('../i18n/coupon.en');
    const say = (text: { key?: string; values?: Record<string, string>; text: string }) => (text.key === undefined ? text.text : translate(COUPON_EN, text.key, text.values));
    for (const def of SPORTS) {
      const markets = generateMarkets(3, { id: 11 }, plan(def.name));
      for (const market of markets) {
        if (market.kind !== MarketKind.RESULT_1X2) expect(say(marketText(market)), `${def.name} ${market.name}`).toBe(market.name);
        for (const outcome of market.outcomes) {
          if (market.kind === MarketKind.TOTAL) expect(outcome.param).toBe(market.param);
          if (market.kind === MarketKind.HANDICAP) expect(outcome.param).toBe(outcome.typeId === 7 ? market.param : -market.param! || 0);
          // The fake names a line as a server does, with a hyphen; the site writes a handicap below nought with the minus sign (U+2212).
          expect(say(outcomeText(outcome)), `${def.name} ${outcome.name}`).toBe(outcome.name.replace(/\((-)(?=\d)/, '(\u2212'));
        }
      }
    }
  });
});
