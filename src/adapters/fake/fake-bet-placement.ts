import * as z from 'zod/mini';
import {
  BONUS_BET_TYPE_ID,
  CouponType,
  createBet,
  isCouponTypeId,
  resolveOddsChanges,
  roundMoney,
  type Bet,
  type BetPlacementPort,
  type CouponRequest,
  type HistoryOutcome,
  type LoadByCodeOutcome,
  type OddsChange,
  type PlacedBet,
  type PlacedBetSelection,
  type PlacementOutcome,
} from '../../domain/coupon';
import { findOutcome, GameStatus, isLiveStatus } from '../../domain/line';
import type { KeyValueStoragePort } from '../../domain/shared';
import type { FakeLine } from './line';
import type { FakeSession } from './fake-session';
import type { FakeWorld } from './fake-world';

/** The bookmaker's limits in the demo (RUB): below or above them a coupon is refused. */
export const FAKE_MIN_STAKE = 10;
export const FAKE_MAX_STAKE = 100_000;
/** Coupon ids are digits only (spec 000 §5: the print-coupon parameter); the demo's start here. */
export const FAKE_FIRST_COUPON_ID = 100_000_001;
export const FAKE_PLACEMENT_STORAGE_KEY = 'fake-bet-placement';

type Accepted = Extract<PlacementOutcome, { kind: 'accepted' }>;

interface Ledger {
  next: number;
  /** Newest first. */
  bets: PlacedBet[];
  /** Accepted outcomes by idempotency key. */
  accepted: Record<string, Accepted>;
}

const selectionSchema = z.object({
  betId: z.string(),
  gameId: z.number(),
  coef: z.number(),
  marketName: z.string(),
  sportNameEn: z.string(),
  champNameEn: z.string(),
  opponent1NameEn: z.string(),
  opponent2NameEn: z.string(),
  startTime: z.number(),
  status: z.enum(['pending', 'won', 'lost', 'returned']),
});
const ledgerSchema = z.object({
  next: z.int(),
  bets: z.array(
    z.object({
      couponId: z.string(),
      placedAt: z.number(),
      typeId: z.number().check(z.refine(isCouponTypeId)),
      systemValue: z.nullable(z.number()),
      amount: z.number(),
      currency: z.string(),
      coef: z.number(),
      possibleWin: z.number(),
      status: z.enum(['pending', 'won', 'lost', 'returned']),
      payout: z.nullable(z.number()),
      selections: z.array(selectionSchema),
    }),
  ),
  accepted: z.record(
    z.string(),
    z.object({ kind: z.literal('accepted'), couponId: z.string(), placedAt: z.number(), balance: z.nullable(z.number()) }),
  ),
});

function emptyLedger(): Ledger {
  return { next: FAKE_FIRST_COUPON_ID, bets: [], accepted: {} };
}

/**
 * The demo bookmaker. It checks a coupon against the fake line as it stands
 * now, so prices the feed moved answer `odds-changed` (unless the player's
 * policy takes them) and suspended selections `selection-locked`; it charges
 * the demo account through FakeSession. Accepted coupons are remembered by
 * idempotency key (the same key answers the same coupon id and charges once)
 * and listed in the history; the ledger lives in session storage beside the
 * fake world, so it survives a reload. World knobs: `fail: ["placement"]`
 * answers network-failure, `latencyMs` delays every answer.
 */
export class FakeBetPlacement implements BetPlacementPort {
  constructor(
    private readonly world: FakeWorld,
    private readonly session: FakeSession,
    private readonly line: FakeLine,
    private readonly storage: KeyValueStoragePort,
  ) {}

  async place(request: CouponRequest): Promise<PlacementOutcome> {
    try {
      return await this.world.respond('placement', () => this.decide(request));
    } catch {
      // Nothing was charged: the request never reached the decision.
      return { kind: 'network-failure', retryable: true };
    }
  }

  async loadByCode(code: string): Promise<LoadByCodeOutcome> {
    try {
      return await this.world.respond('placement', () => this.findByCode(code.trim()));
    } catch {
      return { kind: 'network-failure', retryable: true };
    }
  }

  async history(): Promise<HistoryOutcome> {
    try {
      return await this.world.respond('history', () => ({ kind: 'loaded' as const, bets: this.read().bets }));
    } catch {
      return { kind: 'network-failure', retryable: true };
    }
  }

  private decide(request: CouponRequest): PlacementOutcome {
    const ledger = this.read();
    const known = ledger.accepted[request.idempotencyKey];
    if (known) return known;
    // The port has no "signed out" answer; the application never sends one, so a stray request is not retryable.
    if (!this.world.state.signedIn) return { kind: 'network-failure', retryable: false };

    const own = request.bets.filter((bet) => bet.typeId !== BONUS_BET_TYPE_ID);
    const locked: string[] = [];
    const changes: OddsChange[] = [];
    const current = new Map<string, { coef: number; selection: PlacedBetSelection }>();
    for (const bet of own) {
      const game = this.line.world.fullGame(bet.gameId);
      const found = game ? findOutcome(game, bet.id) : null;
      if (!game || !found || game.status === GameStatus.FINISHED) {
        locked.push(bet.id);
        continue;
      }
      const { market, outcome } = found;
      const bannedHere = outcome.isBannedExpress && request.typeId !== CouponType.SINGLE;
      if (outcome.isBlocked || outcome.isDepend || bannedHere) locked.push(bet.id);
      if (Math.abs(outcome.coef - bet.coef) > 1e-9) changes.push({ betId: bet.id, oldCoef: bet.coef, newCoef: outcome.coef });
      current.set(bet.id, {
        coef: outcome.coef,
        selection: {
          betId: bet.id,
          gameId: game.id,
          coef: outcome.coef,
          marketName: `${market.name}: ${outcome.name}`,
          sportNameEn: game.sportName,
          champNameEn: game.champName,
          opponent1NameEn: game.home,
          opponent2NameEn: game.away,
          startTime: game.startTime,
          status: 'pending',
        },
      });
    }
    if (locked.length > 0) return { kind: 'selection-locked', betIds: locked };
    if (resolveOddsChanges(request.changeCoefAction, changes) === 'confirm') return { kind: 'odds-changed', changes };

    const max = request.isVipBet ? Infinity : FAKE_MAX_STAKE;
    const stakes = request.typeId === CouponType.MULTIPLE_SINGLES ? own.map((bet) => bet.amount ?? 0) : [request.amount];
    if (stakes.some((stake) => stake < FAKE_MIN_STAKE || stake > max)) {
      return { kind: 'stake-out-of-limits', min: FAKE_MIN_STAKE, max: FAKE_MAX_STAKE };
    }
    const balance = this.session.balance();
    if (request.amount > balance) return { kind: 'insufficient-balance', balance, required: request.amount };
    if (!this.session.debit(request.amount)) return { kind: 'insufficient-balance', balance, required: request.amount };

    // Accepted changes move the price of a single or an express by the ratio of the new prices.
    const ratio = changes.reduce((r, change) => r * (change.newCoef / change.oldCoef), 1);
    const byPrice = request.typeId === CouponType.SINGLE || request.typeId === CouponType.EXPRESS;
    const coef = Math.round((byPrice ? request.coef * ratio : request.coef) * 1000) / 1000;
    const couponId = String(ledger.next);
    const placedAt = this.world.clock.now();
    const placed: PlacedBet = {
      couponId,
      placedAt,
      typeId: request.typeId,
      systemValue: request.typeId === CouponType.SYSTEM ? request.systemValue : null,
      amount: request.amount,
      currency: 'RUB',
      coef,
      possibleWin: roundMoney(request.amount * (request.exactCoef ?? coef)),
      status: 'pending',
      payout: null,
      selections: own.map((bet) => current.get(bet.id)!.selection),
    };
    const outcome: Accepted = { kind: 'accepted', couponId, placedAt, balance: this.session.balance() };
    this.write({
      next: ledger.next + 1,
      bets: [placed, ...ledger.bets],
      accepted: { ...ledger.accepted, [request.idempotencyKey]: outcome },
    });
    return outcome;
  }

  /** A placed coupon's selections as they stand in the line now, ready for the slip. */
  private findByCode(code: string): LoadByCodeOutcome {
    const placed = /^\d+$/.test(code) ? this.read().bets.find((bet) => bet.couponId === code) : undefined;
    if (!placed) return { kind: 'not-found', code };
    const bets: Bet[] = [];
    for (const selection of placed.selections) {
      const game = this.line.world.fullGame(selection.gameId);
      const found = game ? findOutcome(game, selection.betId) : null;
      if (!game || !found) continue;
      const { market, outcome } = found;
      const started = game.status !== GameStatus.NOT_STARTED;
      bets.push(
        createBet({
          id: outcome.id,
          gameId: game.id,
          coef: outcome.coef,
          market: { id: market.id, kind: market.kind, name: `${market.name}: ${outcome.name}`, isLive: isLiveStatus(game.status) },
          typeId: outcome.typeId,
          sportNameEn: game.sportName,
          champNameEn: game.champName,
          number: game.number,
          permanentId: game.id,
          gameStatusId: game.status,
          isFinished: game.status === GameStatus.FINISHED,
          startTime: game.startTime,
          timeSec: game.timeSeconds,
          opponent1NameEn: game.home,
          opponent2NameEn: game.away,
          opponent1FullScore: started ? game.score.home : null,
          opponent2FullScore: started ? game.score.away : null,
          scoreFormatted: game.formattedScore,
          isBlocked: outcome.isBlocked,
          isDepend: outcome.isDepend,
          isBannedExpress: outcome.isBannedExpress,
        }),
      );
    }
    if (bets.length === 0) return { kind: 'not-found', code };
    return {
      kind: 'loaded',
      coupon: {
        code,
        typeId: bets.length === 1 ? CouponType.SINGLE : placed.typeId,
        systemValue: placed.systemValue ?? 2,
        amount: placed.amount,
        bets,
        expressId: null,
      },
    };
  }

  private read(): Ledger {
    const raw = this.storage.get(FAKE_PLACEMENT_STORAGE_KEY);
    if (!raw) return emptyLedger();
    try {
      const parsed = ledgerSchema.safeParse(JSON.parse(raw));
      return parsed.success ? (parsed.data as Ledger) : emptyLedger();
    } catch {
      return emptyLedger();
    }
  }

  private write(ledger: Ledger): void {
    this.storage.set(FAKE_PLACEMENT_STORAGE_KEY, JSON.stringify(ledger));
  }
}
