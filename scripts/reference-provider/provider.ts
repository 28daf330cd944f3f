import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DEMO_GAMES } from '../../src/adapters/fake/fake-games-preview';
import { DICTIONARY_EN } from '../../src/adapters/fake/i18n/dictionary.en';
import { DICTIONARY_RU } from '../../src/adapters/fake/i18n/dictionary.ru';
import { FAKE_EXPIRED_PROMO, FakeRegistration, oneClickPassword } from '../../src/adapters/fake/fake-registration';
import { FAKE_AUTH } from '../../src/adapters/fake/fake-auth';
import { DEMO_PHONE_COUNTRIES, DEMO_PHONE_MASKS } from '../../src/adapters/fake/fake-phone-directory';
import { checkPhone, decodeCredential as decodeBase64Credential, maskFor, phoneDigits, MIN_PASSWORD_LENGTH, type RegistrationOptions } from '../../src/domain/auth';
import { FAKE_RECOVERY_CODE_TTL_MS } from '../../src/adapters/fake/fake-password-recovery';
import { DEMO_PLAYER } from '../../src/adapters/fake/fake-session';
import { demoSupportRequests } from '../../src/adapters/fake/fake-support-history';
import { DEMO_UNSUBSCRIBE_TOKEN } from '../../src/adapters/fake/fake-newsletter';
import { DEMO_SITE_CONFIG } from '../../src/adapters/fake/fake-site-config';
import { FakeWorld } from '../../src/adapters/fake/fake-world';
import { fakeCouponOffer, FAKE_VIP_ACCEPT_MULTIPLE, FAKE_VIP_REVIEW_MS } from '../../src/adapters/fake/fake-bet-placement';
import { demoPromoCode, FakePromoCodes } from '../../src/adapters/fake/fake-promo-codes';
import type { CouponLimitsQuery } from '../../src/domain/coupon/coupon-limits.port';
import { dependentSelectionIds } from '../../src/domain/coupon/related-selections';
import {
  BONUS_BET_TYPE_ID,
  chainBlocks,
  chainPossibleWin,
  chainStakes,
  CouponType,
  needsVipReview,
  promoCodeGain,
  promoCodeMismatch,
  roundCoef,
  roundMoney,
  type PlacedPromoCode,
} from '../../src/domain/coupon';
import { FakeLine, FakeLineFeed } from '../../src/adapters/fake/line';
import { mainMarkets } from '../../src/adapters/fake/line/line-generator';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { MarketKind, type Game, type Market, type Score } from '../../src/domain/line/line';
import type { LineUpdate } from '../../src/domain/line/line-feed.port';
import type { ClockPort, KeyValueStoragePort } from '../../src/domain/shared';
import type { Dictionary } from '../../src/domain/i18n';
import { isDepositLimitType, limitTypeInfo, SESSION_LIMIT_NOT_SET } from '../../src/domain/limits';
import {
  couponRequestOf,
  historyItemIn,
  loadedCoupon,
  placedCoupon,
  priceCoupon,
  seedCoupon,
  settledCoupon,
  type HistoryCouponDto,
  type PlacedCoupon,
} from './bet-book';
import { exampleBody, findRoute, loadRoutes, successStatus, type Route } from './openapi-routes';

/**
 * The reference provider: every operation of contracts/openapi served on one
 * origin (service path + operation path), from the fake adapters' demo data
 * where a fake exists (site config, dictionaries, games, the sports line, the
 * demo player) and from the contract's own examples everywhere else. So the
 * demo data has one source (src/adapters/fake and contracts/openapi), and the
 * provider states of contracts/README.md change what it answers.
 */

type Params = Record<string, unknown>;
const memoryStorage = (): KeyValueStoragePort => {
  const values = new Map<string, string>();
  return { get: (k) => values.get(k) ?? null, set: (k, v) => void values.set(k, v), remove: (k) => void values.delete(k) };
};
const systemClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (cb, ms) => {
    const id = setTimeout(cb, ms);
    return { cancel: () => clearTimeout(id) };
  },
  setInterval: (cb, ms) => {
    const id = setInterval(cb, ms);
    return { cancel: () => clearInterval(id) };
  },
};

interface ProviderWorld {
  /** Valid bearer tokens and their players. */
  tokens: Map<string, number>;
  expired: Set<string>;
  /** Browser sessions (the ref_session cookie) and their players. */
  sessions: Map<string, number>;
  /** The player user/gettoken issues a token for when no cookie says otherwise (provider states). */
  tokenUser: { userId: number; token: string } | null;
  failing: Map<string, number>;
  captcha: { answer: string; operation: string } | null;
  fingerprint: { stale: string; fresh: string } | null;
  termsRequired: boolean;
  blocked: { url: string; reason: number } | null;
  /** The player's responsible-gaming limits, as getLimits answers them. */
  limits: LimitDto[];
  /** What the limit-service ping says is left of the player's session limit (null: none set). */
  sessionRemainingHours: number | null;
  coupons: Set<string>;
  placement: { status: number; body: Params; example?: string } | null;
  /** Selections placeBet finds locked: a coupon with one is refused (423); a single of multiple singles is refused alone. */
  lockedBets: Set<string>;
  /** Accounts the bookmaker sets no stake limits for (getCouponLimits answers nulls). */
  unlimitedAccounts: Set<number>;
  placedByKey: Map<string, { status: number; body: unknown }>;
  /** Coupons placed since the last state setup, newest first (the history lists them above the contract's example). */
  placed: PlacedCoupon[];
  /** The maximum stake above which a VIP coupon is sent for review (a provider state); null: the demo bookmaker's limits. */
  vipMax: number | null;
  /**
   * When the history's example coupon was placed: the example's own date under the state "the player … has placed
   * coupon …" (the pacts read it in that month); otherwise when this world began, so the demo's history of the
   * last 30 days lists it (getBetHistory honours its dates).
   */
  seedPlacedAt: number | null;
  /**
   * Copies of the history's example coupon the history lists above it (other ids, an hour apart, on its day): the
   * state "the player … has placed {count} coupons" makes the history long enough for a second page.
   */
  seedCopies: number;
  /**
   * Under the state "… has placed coupon … as a chain staking {blockAmount} on each later block": the history's
   * example coupon is listed as a chain of its selections, each in a block of its own, staking that on each later block.
   */
  seedChainBlockAmount: number | null;
  /** Coupon ids the state "the player … has no coupon {couponId}" says the player does not have (never listed). */
  couponsAbsent: Set<string>;
  /** Demo promo codes an accepted coupon used up (QA18 #5): refused at placement since, and no longer listed. */
  usedPromoCodes: Set<string>;
  /** Under the state "… has placed coupon … with promo code {promoCode}": the history's example coupon placed with that demo code. */
  seedPromoCode: string | null;
  /** Final score of every game a placed coupon was settled on, by game id: one result per game for every coupon. */
  results: Record<string, Score>;
  /** Balances placements changed, by account id (the others are the account example's). */
  balances: Map<number, number>;
  seoMissing: Set<string>;
  games: typeof DEMO_GAMES;
  redirect: { from: string; to: string; code: number } | null;
  termsChanged: boolean;
  twoStep: boolean;
  /** Two-step tokens a first step handed out and no code has used yet. */
  twoStepTokens: Set<string>;
  /** E-mails a registration finds taken (the fakes' demo e-mail by default). */
  takenEmails: Set<string>;
  /** Pending password recoveries by recoveryId. */
  recoveries: Map<string, { userId: number; code: string; validUntil: number; resetToken: string | null }>;
  /** Reset tokens an accepted code gave, and their players. */
  resets: Map<string, number>;
  /** The demo password (a saved recovery replaces it until the next state setup). */
  demoPassword: string;
  /** Provider states of the live feed: a cursor with a fixed batch after it, or an expired one. */
  liveChangesAfter: string | null;
  liveExpired: string | null;
  /** Phones (`countryCode:phone`) account-transfer send-code cannot reach, beside those the site's phone rule refuses. */
  unreachablePhones: Set<string>;
  /** config/all.json remoteApps: sections that are remote apps (absent when none). */
  remoteApps: Record<string, string> | null;
  /** Unsubscribe link tokens unsubscribeNewsletter accepts (the fakes' demo token, and the provider state's). */
  newsletterTokens: Set<string>;
  /** Players subscribeNewsletter subscribed. */
  newsletterSubscribers: Set<number>;
  /** getEvent: an id a provider state names, answered with a game of the line that has every kind of market. */
  eventAlias: { id: number; gameId: number } | null;
  /** getEvent: ids a provider state says the line does not know. */
  eventsMissing: Set<number>;
}

const freshWorld = (): ProviderWorld => ({
  tokens: new Map(),
  expired: new Set(),
  sessions: new Map(),
  tokenUser: null,
  failing: new Map(),
  captcha: null,
  fingerprint: null,
  termsRequired: false,
  blocked: null,
  limits: [],
  sessionRemainingHours: null,
  coupons: new Set(['AB12CD']),
  placement: null,
  lockedBets: new Set(),
  unlimitedAccounts: new Set(),
  placedByKey: new Map(),
  placed: [],
  vipMax: null,
  seedPlacedAt: Date.now(),
  seedCopies: 0,
  seedChainBlockAmount: null,
  couponsAbsent: new Set(),
  usedPromoCodes: new Set(),
  seedPromoCode: null,
  results: {},
  balances: new Map(),
  seoMissing: new Set(),
  games: DEMO_GAMES,
  redirect: null,
  termsChanged: false,
  twoStep: false,
  twoStepTokens: new Set(),
  takenEmails: new Set(['demo@example.com']),
  recoveries: new Map(),
  resets: new Map(),
  demoPassword: DEMO_PLAYER.password,
  liveChangesAfter: null,
  liveExpired: null,
  unreachablePhones: new Set(),
  remoteApps: null,
  newsletterTokens: new Set([DEMO_UNSUBSCRIBE_TOKEN]),
  newsletterSubscribers: new Set(),
  eventAlias: null,
  eventsMissing: new Set(),
});

const str = (v: unknown) => String(v);
const num = (v: unknown) => Number(v);

export interface ReferenceProvider {
  server: Server;
  /** Sets up one provider state (contracts/README.md lists them). Unknown states throw. */
  setUp(state: string, params: Params): Params;
  reset(): void;
}

export function createReferenceProvider(): ReferenceProvider {
  const routes = loadRoutes();
  const fakeWorld = new FakeWorld(memoryStorage(), systemClock, '');
  const line = new FakeLine({ clock: systemClock });
  const live = createLiveLog(line);
  let world = freshWorld();
  /** Coupon ids count on from the examples' and outlive state setups: like a real server, no id is handed out twice (a replay answers its stored body). */
  let couponsIssued = 0;
  const exampleOf = (operationId: string, status = '200', name?: string) => exampleBody(routes.find((r) => r.operationId === operationId)!, status, name);
  const firstCouponId = Number(
    (exampleOf('placeBet', '201', 'singles-placed') as { singles: Array<{ couponId?: string }> }).singles.find((single) => single.couponId)?.couponId ?? 1,
  );
  const nextCouponId = () => String(firstCouponId + couponsIssued++);
  /** The contract's history example: the history lists it below the coupons placed (the pacts' 'has placed coupon' state reads it). */
  const historySeed = (exampleOf('getBetHistory') as { items: HistoryCouponDto[] }).items.map(seedCoupon);
  const seedSelections = historySeed.flatMap((coupon) => coupon.item.bets);
  const accountExample = exampleOf('getAccountData') as { all_accounts: Array<{ id: number; iso: string; money: number }> };
  const accountOf = (accountId: number) => accountExample.all_accounts.find((account) => account.id === accountId);
  const balanceOf = (accountId: number) => world.balances.get(accountId) ?? accountOf(accountId)?.money ?? 0;
  /** Takes a stake from an account; the new balance. */
  const charge = (accountId: number, amount: number) => {
    const left = roundMoney(balanceOf(accountId) - amount);
    world.balances.set(accountId, left);
    return left;
  };
  /** Account data with the balances placements left (QA11 #7: the header said 24,850 whatever was staked). */
  const withBalances = (data: Params): Params => {
    const own = (accounts: unknown) => (accounts as Params[]).map((account) => (world.balances.has(num(account.id)) ? { ...account, money: world.balances.get(num(account.id)) } : account));
    return { ...data, balance: own(data.balance), all_accounts: own(data.all_accounts) };
  };

  /**
   * placeBet with no refusal set up: a coupon with a locked selection is refused (423), and so is a
   * combination (express, system, chain, anti-express) holding selections of one game, naming each of
   * them: they are dependent (spec 000 §5), and the server does not trust the slip's own check. A stake
   * above the account's balance is refused (402). Multiple singles (typeId 10001) are answered per single,
   * each standing but the locked ones and those the balance no longer covers (none standing: 423 or 402).
   * A coupon that stands gets its own id and its possible win by the slip's maths, the stake leaves the
   * account, and the history lists it.
   */
  const place = (json: Params): { status: number; body: unknown } => {
    const request = couponRequestOf(json);
    const accountId = num(json.accountId);
    const dependent = new Set(dependentSelectionIds({ typeId: request.typeId, bets: request.bets }));
    const locked = request.bets.map((bet) => bet.id).filter((id) => world.lockedBets.has(id) || dependent.has(id));
    const message = dependent.size > 0 ? { message: 'Selections of one game cannot be combined' } : {};
    const refused = { status: 423, body: { ...(exampleOf('placeBet', '423') as Params), ...message, betIds: locked } };
    const short = (required: number) => ({ status: 402, body: { ...(exampleOf('placeBet', '402') as Params), balance: balanceOf(accountId), required } });
    const currency = accountOf(accountId)?.iso ?? 'RUB';
    const placedAt = Date.now();
    const stamp = new Date(placedAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
    // QA18 #5: a promo code is one of the demo player's, not used up, and for this coupon (its type, its own
    // selections, the account's currency), as the demo bookmaker decides it (FakeBetPlacement); else 422.
    const code = typeof json.promoCode === 'string' && json.promoCode !== '' ? json.promoCode : null;
    const promo = code === null ? null : (demoPromoCode(code) ?? null);
    const ownCount = request.bets.filter((bet) => bet.typeId !== BONUS_BET_TYPE_ID).length;
    const promoValid = promo !== null && !world.usedPromoCodes.has(promo.code) && promoCodeMismatch(promo, { typeId: request.typeId, selections: ownCount, currency }) === null;
    const promoRefused = { status: 422, body: { ...(exampleOf('placeBet', '422', 'promo-code-invalid') as Params), promoCode: code, message: `Promo code ${code} is not valid` } };
    if (request.typeId !== CouponType.MULTIPLE_SINGLES) {
      if (locked.length > 0) return refused;
      if (code !== null && !promoValid) return promoRefused;
      const effect = promoValid ? promo.effect : null;
      const price = priceCoupon(request);
      // A free bet pays its part of the stake, which is not charged; a win boost adds its percent of the net win,
      // within the maximum payout beside the win and its hyper-bonus (promoCodeGain, as the slip showed it).
      const gain = effect
        ? promoCodeGain(effect, { stake: request.amount, possibleWin: price.possibleWin, totalWin: price.possibleWin + (price.hyperBonus?.amount ?? 0), maxPayout: price.maxPayout })
        : null;
      const charged = gain?.kind === 'free-bet' ? gain.charged : request.amount;
      if (charged > balanceOf(accountId)) return short(charged);
      const applied: PlacedPromoCode | null =
        promo === null || gain === null
          ? null
          : gain.kind === 'win-boost'
            ? { code: promo.code, kind: 'win-boost', percent: gain.percent, amount: gain.amount }
            : { code: promo.code, kind: 'free-bet', amount: gain.amount };
      const possibleWin = gain?.kind === 'win-boost' ? roundMoney(price.possibleWin + gain.amount) : price.possibleWin;
      const couponId = nextCouponId();
      const balance = charge(accountId, charged);
      const coupon = placedCoupon(line, request, { couponId, placedAt, currency, ...price, possibleWin }, seedSelections);
      if (applied) {
        coupon.item.promoCode = applied;
        world.usedPromoCodes.add(applied.code);
      }
      world.placed.unshift(coupon);
      const answer = { couponId, placedAt: stamp, amount: request.amount, coef: price.coef, possibleWin, accountId, balance, ...(applied ? { promoCode: applied } : {}) };
      // QA12 #5: a VIP coupon above the maximum is sent for review, its stake held; the fake's rule decides it (vipReviewsDue).
      const maxBetAmount = world.vipMax ?? fakeCouponOffer({ typeId: request.typeId, accountId, bets: request.bets.map((bet) => ({ ...bet, isLive: Boolean(bet.isLive) })) }).maxBetAmount;
      if (needsVipReview({ isVipBet: Boolean(request.isVipBet), amount: request.amount, maxBetAmount })) {
        coupon.item.status = 'under-review';
        const verdict = request.amount <= FAKE_VIP_ACCEPT_MULTIPLE * maxBetAmount ? 'accepted' : 'declined';
        coupon.stakes.review = { endsAt: placedAt + FAKE_VIP_REVIEW_MS, verdict };
        return { status: 202, body: { status: 'under-review', ...answer } };
      }
      return { status: 201, body: { status: 'accepted', ...answer } };
    }
    // The demo codes are for a single or an express: one sent with multiple singles is refused (422), as the demo's.
    if (code !== null && !promoValid) return promoRefused;
    const placed: PlacedCoupon[] = [];
    const singles = request.bets.map((bet) => {
      if (world.lockedBets.has(bet.id)) return { betId: bet.id, status: 'rejected', reason: 'selection-locked', newCoef: null };
      const amount = bet.amount ?? 0;
      if (amount > balanceOf(accountId)) return { betId: bet.id, status: 'rejected', reason: 'insufficient-balance', newCoef: null };
      const single = { ...request, typeId: CouponType.SINGLE, amount, amountByBlockId: {}, exactCoef: null, bets: [bet] };
      const price = priceCoupon(single);
      const couponId = nextCouponId();
      charge(accountId, amount);
      placed.push(placedCoupon(line, single, { couponId, placedAt, currency, ...price }, seedSelections));
      return { betId: bet.id, status: 'accepted', couponId, amount, coef: bet.coef, possibleWin: price.possibleWin };
    });
    if (placed.length === 0) return locked.length > 0 ? refused : short(roundMoney(request.bets.reduce((sum, bet) => sum + (bet.amount ?? 0), 0)));
    // Newest first, the slip's first single on top.
    world.placed.unshift(...placed);
    return { status: 201, body: { status: 'singles-placed', placedAt: stamp, accountId, balance: balanceOf(accountId), singles } };
  };
  /**
   * The placed coupons settled as the demo bookmaker settles them (FakeBetPlacement; settledCoupon) on the clock
   * the line plays on: each one whose games are over is won, lost or returned, its payout paid to the account it
   * was staked from, once (a settled coupon is not settled again); a VIP review whose time has come ends, a declined
   * one's held stake paid back. Run when the history or the balance is read, as the demo settles on those reads.
   */
  const settleDue = () => {
    const now = Date.now();
    world.placed = world.placed.map((coupon) => {
      const { placed, credit } = settledCoupon(line, coupon, now, world.results);
      if (credit > 0 && placed.accountId !== null) charge(placed.accountId, -credit);
      return placed;
    });
  };
  const registration = new FakeRegistration(fakeWorld);
  const registrationOptions = (lang: string) => registration.options(lang);

  const startSession = (res: ServerResponse, userId: number) => {
    const sid = `s${Math.random().toString(36).slice(2)}`;
    world.sessions.set(sid, userId);
    res.setHeader('Set-Cookie', `ref_session=${sid}; Path=/; HttpOnly; SameSite=Lax`);
  };

  const signIn = (p: Params) => {
    world.tokens.set(str(p.token), num(p.userId));
    world.tokenUser = { userId: num(p.userId), token: str(p.token) };
  };

  /** One entry per provider state name: what it sets up. */
  const STATE_SETUP: Record<string, (p: Params) => void> = {
    [PROVIDER_STATES.anonymous]: () => {},
    [PROVIDER_STATES.signedIn]: signIn,
    [PROVIDER_STATES.tokenExpired]: (p) => void world.expired.add(str(p.token)),
    [PROVIDER_STATES.failing]: (p) => void world.failing.set(str(p.operation), num(p.status)),
    [PROVIDER_STATES.captchaRequired]: (p) => {
      // An operation that needs a signed-in player (placeBet) names the player too.
      if (p.token !== undefined) signIn(p);
      world.captcha = { answer: str(p.answer), operation: str(p.operation) };
    },
    [PROVIDER_STATES.fingerprintExpired]: (p) => void (world.fingerprint = { stale: str(p.fingerprint), fresh: str(p.fresh) }),
    [PROVIDER_STATES.termsRequired]: (p) => {
      signIn(p);
      world.termsRequired = true;
    },
    [PROVIDER_STATES.blocked]: (p) => void (world.blocked = { url: str(p.url), reason: num(p.reason) }),
    [PROVIDER_STATES.limitPending]: (p) => {
      signIn(p);
      const type = num(p.limitType);
      world.limits = [{ limitType: type, limitValue: 2000, limitState: 'PENDING', startedAt: 1767312000, endsAt: 1767398400, limitBalance: null, needApprove: true, measure: 'RUB', label: `Limit of type ${type}` }];
    },
    [PROVIDER_STATES.sessionLimit]: (p) => {
      signIn(p);
      world.sessionRemainingHours = num(p.hours);
    },
    [PROVIDER_STATES.couponExists]: (p) => void world.coupons.add(str(p.code)),
    [PROVIDER_STATES.couponMissing]: (p) => void world.coupons.delete(str(p.code)),
    [PROVIDER_STATES.balanceTooLow]: (p) => {
      signIn(p);
      world.placement = { status: 402, body: { balance: num(p.balance) } };
    },
    [PROVIDER_STATES.oddsChanged]: (p) => {
      signIn(p);
      world.placement = { status: 409, body: { changes: [{ betId: str(p.betId), oldCoef: 1.85, newCoef: num(p.newCoef) }] } };
    },
    [PROVIDER_STATES.vipReview]: (p) => {
      // The browser tests sign in themselves and leave the player out.
      if (p.token !== undefined) signIn(p);
      world.vipMax = num(p.maxAmount);
    },
    [PROVIDER_STATES.stakeOutOfLimits]: (p) => {
      signIn(p);
      world.placement = { status: 422, body: { maxAmount: num(p.maxAmount) } };
    },
    [PROVIDER_STATES.promoCodeInvalid]: (p) => {
      signIn(p);
      world.placement = { status: 422, example: 'promo-code-invalid', body: { promoCode: str(p.promoCode), message: `Promo code ${str(p.promoCode)} is not valid` } };
    },
    [PROVIDER_STATES.promoCodesOwned]: signIn,
    [PROVIDER_STATES.couponLimits]: (p) => {
      signIn(p);
      world.unlimitedAccounts.clear();
    },
    [PROVIDER_STATES.couponNoLimits]: (p) => {
      signIn(p);
      world.unlimitedAccounts.add(num(p.accountId));
    },
    [PROVIDER_STATES.selectionLocked]: (p) => {
      signIn(p);
      world.lockedBets.add(str(p.betId));
    },
    [PROVIDER_STATES.placedBets]: (p) => {
      signIn(p);
      world.seedPlacedAt = null;
    },
    [PROVIDER_STATES.placedChain]: (p) => {
      signIn(p);
      world.seedPlacedAt = null;
      world.seedChainBlockAmount = num(p.blockAmount);
    },
    [PROVIDER_STATES.placedWithPromoCode]: (p) => {
      signIn(p);
      world.seedPlacedAt = null;
      world.seedPromoCode = str(p.promoCode);
    },
    [PROVIDER_STATES.placedManyBets]: (p) => {
      signIn(p);
      world.seedPlacedAt = null;
      world.seedCopies = Math.max(0, num(p.count) - historySeed.length);
    },
    [PROVIDER_STATES.placedCouponMissing]: (p) => {
      signIn(p);
      world.couponsAbsent.add(str(p.couponId));
    },
    [PROVIDER_STATES.lineOpen]: () => {},
    // The line's ids come from its seed and clock, so the state's id stands for a football game with totals and handicaps.
    [PROVIDER_STATES.eventExists]: (p) => void (world.eventAlias = { id: num(p.eventId), gameId: gameWithEveryMarket(line) }),
    [PROVIDER_STATES.eventMissing]: (p) => void world.eventsMissing.add(num(p.eventId)),
    [PROVIDER_STATES.seoPageMissing]: (p) => void world.seoMissing.add(str(p.path)),
    [PROVIDER_STATES.pageMoved]: (p) => void (world.redirect = { from: str(p.from), to: str(p.to), code: num(p.code) }),
    [PROVIDER_STATES.twoStepRequired]: () => {
      world.twoStep = true;
      world.twoStepTokens.add(TWO_STEP_TOKEN);
    },
    [PROVIDER_STATES.termsChanged]: (p) => {
      signIn(p);
      world.termsChanged = true;
    },
    [PROVIDER_STATES.emailRegistered]: (p) => void world.takenEmails.add(str(p.email).toLowerCase()),
    [PROVIDER_STATES.recoveryPending]: (p) =>
      void world.recoveries.set(str(p.recoveryId), { userId: num(p.userId), code: str(p.code), validUntil: Date.now() + FAKE_RECOVERY_CODE_TTL_MS, resetToken: null }),
    [PROVIDER_STATES.recoveryCodeExpired]: (p) =>
      void world.recoveries.set(str(p.recoveryId), { userId: DEMO_PLAYER.userId, code: '1234', validUntil: Date.now() - 1, resetToken: null }),
    [PROVIDER_STATES.resetPending]: (p) => void world.resets.set(str(p.resetToken), num(p.userId)),
    [PROVIDER_STATES.liveChanges]: (p) => void (world.liveChangesAfter = str(p.cursor)),
    [PROVIDER_STATES.liveCursorExpired]: (p) => void (world.liveExpired = str(p.cursor)),
    [PROVIDER_STATES.transferPhoneRefused]: (p) => void world.unreachablePhones.add(`${str(p.countryCode)}:${str(p.phone)}`),
    [PROVIDER_STATES.remoteApp]: (p) => void (world.remoteApps = { ...world.remoteApps, [str(p.section)]: str(p.url) }),
    [PROVIDER_STATES.supportRequests]: signIn,
    [PROVIDER_STATES.newsletterTokenValid]: (p) => void world.newsletterTokens.add(str(p.token)),
    [PROVIDER_STATES.newsletterTokenUnknown]: (p) => void world.newsletterTokens.delete(str(p.token)),
    [PROVIDER_STATES.gamesListed]: (p) => {
      world.games = DEMO_GAMES.filter((g) => g.id === num(p.gameId));
    },
  };

  const provider: ReferenceProvider = {
    server: createServer((req, res) => {
      handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error), statusCode: 500 }));
    }),
    setUp(state, params) {
      const setup = STATE_SETUP[state];
      if (!setup) throw new Error(`unknown provider state: ${state}`);
      setup(params);
      return {};
    },
    reset() {
      world = freshWorld();
    },
  };

  /** A first step that asks for a code: the token the pacts' two-step state knows (one pending sign-in at a time). */
  const twoStepRequired = () => {
    world.twoStepTokens.add(TWO_STEP_TOKEN);
    return { status: 'two-step-required', twoStepToken: TWO_STEP_TOKEN, method: 'sms' };
  };
  const signedInAs = (res: ServerResponse) => {
    startSession(res, DEMO_PLAYER.userId);
    send(res, 200, { status: 'success', userId: DEMO_PLAYER.userId });
  };
  /** The contract's 400 for a sign-in it refuses (BadRequest: ApiError with the field's code). */
  const refuse = (res: ServerResponse, message: string, code: string) => send(res, 400, { message, statusCode: 400, errors: [{ detail: message, code }] });

  /**
   * The player's coupons as the history lists them in `lng`, settled as of now, newest first: those placed, above
   * the contract's example (dated, copied and made a chain as the provider states say), without the absent ones.
   */
  function betBook(lng: string): HistoryCouponDto[] {
    settleDue();
    const seedAt = world.seedPlacedAt;
    const dated = seedAt === null ? historySeed : historySeed.map((coupon) => ({ ...coupon, item: { ...coupon.item, placedAt: new Date(seedAt).toISOString().replace(/\.\d{3}Z$/, 'Z') } }));
    const promoted = world.seedPromoCode === null ? dated : dated.map((coupon) => withPromoCode(coupon, world.seedPromoCode!));
    const seed = withSeedCopies(world.seedChainBlockAmount === null ? promoted : promoted.map((coupon) => asChain(coupon, world.seedChainBlockAmount!)), world.seedCopies);
    return [...world.placed, ...seed].filter((coupon) => !world.couponsAbsent.has(coupon.item.couponId)).map((coupon) => historyItemIn(coupon, lng));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://provider.local');
    const body = await readBody(req);
    if (url.pathname === '/_pact/provider-states' && req.method === 'POST') {
      const { state, params, action } = JSON.parse(body || '{}') as { state?: string; params?: Params; action?: string };
      if (action === 'teardown') return send(res, 200, {});
      // Every interaction names one state, so each setup starts from a fresh world.
      provider.reset();
      try {
        return send(res, 200, state ? provider.setUp(state, params ?? {}) : {});
      } catch (error) {
        return send(res, 400, { message: String(error) });
      }
    }
    if (url.pathname === '/_health') return send(res, 200, { ok: true });
    const found = findRoute(routes, req.method ?? 'GET', url.pathname);
    if (!found) return send(res, 404, { message: 'Not found', statusCode: 404 });
    const { route, params } = found;
    const failing = world.failing.get(route.operationId);
    if (failing) return send(res, failing, { message: 'Service unavailable', statusCode: failing });

    const cookieSession = /(?:^|;\s*)ref_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    if (bearer && world.expired.has(bearer)) return send(res, 401, { message: 'Token expired', statusCode: 401 });
    const tokenUser = bearer ? world.tokens.get(bearer) ?? null : null;
    if (bearer && tokenUser === null && route.acceptsBearer) return send(res, 401, { message: 'Token expired', statusCode: 401 });
    const userId = tokenUser ?? (cookieSession ? world.sessions.get(cookieSession) ?? null : null);
    if (route.bearer && tokenUser === null) return send(res, 401, { message: 'Token expired', statusCode: 401 });
    if (world.termsRequired && route.bearer && !TERMS_OPERATIONS.has(route.operationId)) return send(res, 451, { message: 'Terms changed', statusCode: 451, exception_code: 1 });
    if (world.fingerprint && req.headers['x-fingerprint'] === world.fingerprint.stale) {
      return send(res, 400, { message: 'Fingerprint expired', statusCode: 400, error_code: 120 });
    }
    if (world.captcha && route.service !== 'captcha' && world.captcha.operation === route.operationId && req.headers['x-captcha'] !== world.captcha.answer) {
      return send(res, 400, { message: 'Captcha required', statusCode: 400, error_code: 111 });
    }
    const json = body ? (JSON.parse(body) as Params) : {};
    const q = (name: string) => url.searchParams.get(name);
    const ok = (value: unknown, status = Number(successStatus(route))) => send(res, status, value);
    const example = (status = successStatus(route), name?: string) => exampleBody(route, status, name);

    switch (route.operationId) {
      case 'getSiteConfig':
        return ok(siteConfigDto(example() as Params, q('lang') ?? 'en', world.remoteApps));
      case 'getDictionary':
        return ok({ lang: q('lang'), keys: DICTIONARIES[q('lang') ?? 'en'] ?? DICTIONARY_EN });
      case 'getBlock': {
        const blocked = world.blocked && world.blocked.url === json.url ? world.blocked : null;
        return ok({ displayTypeId: blocked ? 1 : 0, templateTypeId: blocked ? blocked.reason : null });
      }
      case 'getGamesPreviewLight':
        return ok({ Success: true, Value: { [q('groupId') ?? '7']: world.games.map((g) => ({ GT: g.id, GN: g.name, R: g.route, OR: g.oldRoute ?? null, CRID: [1], GF: null })) } });
      case 'getLineEvents':
      case 'getLiveEvents': {
        const section = route.operationId === 'getLiveEvents' ? 'live' : 'line';
        const games = await line.games({
          section,
          ...(q('sportId') ? { sportId: Number(q('sportId')) } : {}),
          ...(q('champId') ? { champId: Number(q('champId')) } : {}),
          // The fake line sorts (line by start time) before it cuts to the count, as the operations say;
          // no count is no cut: every event (QA11 #2: a cut to 50 hid the games a sport page listed).
          top: q('top') === 'true',
          ...(q('count') === null ? {} : { limit: Number(q('count')) }),
        });
        // The fake line's list games carry their main markets (result, main total, main handicap), as a list
        // row shows them offline; the lists answer all of them (before, the result market alone).
        return ok({ events: games.map((game) => eventDto(game)) });
      }
      // The menu's counts without the events (QA11 #2: the HTTP menu downloaded every event to count them).
      case 'getSportCounts': {
        const sports = await line.sports(q('section') === 'live' ? 'live' : 'line');
        return ok({ sports: sports.map((s) => ({ id: s.id, name: s.name, eventCount: s.gameCount })) });
      }
      case 'getChampCounts': {
        const champs = await line.champs(Number(params[0]), q('section') === 'live' ? 'live' : 'line');
        return ok({ champs: champs.map((c) => ({ id: c.id, sportId: c.sportId, name: c.name, country: c.country, eventCount: c.gameCount })) });
      }
      case 'getEvent': {
        const id = Number(params[0]);
        const gameId = world.eventAlias?.id === id ? world.eventAlias.gameId : id;
        const game = Number.isSafeInteger(gameId) && !world.eventsMissing.has(id) ? await line.game(gameId) : null;
        if (!game) return send(res, 404, { message: 'Not found', statusCode: 404 });
        return ok(eventDto({ ...game, id }, game.markets));
      }
      case 'getSession':
        res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        return void res.end(userId === null ? '' : String(userId));
      case 'getToken': {
        const session = cookieSession ? world.sessions.get(cookieSession) : undefined;
        if (session !== undefined) {
          const token = `ref-${session}-${Date.now().toString(36)}`;
          world.tokens.set(token, session);
          return ok({ token, expiresAt: Math.floor(Date.now() / 1000) + 3600 });
        }
        if (world.tokenUser) return ok({ token: world.tokenUser.token, expiresAt: Math.floor(Date.now() / 1000) + 3600 });
        return send(res, 401, { message: 'No session', statusCode: 401 });
      }
      case 'checkAuthSession':
        return ok({ userId });
      // Like the sign-ins below (QA11 #4), the social one signed in whatever it was sent: only the demo credentials do.
      case 'loginSocial':
        if (!isDemoSocial(str(json.login ?? ''), str(json.pass ?? ''))) return refuse(res, 'Wrong password', 'pass');
        if (world.twoStep) return ok(twoStepRequired());
        return signedInAs(res);
      case 'loginByLogin': {
        if (world.twoStep) return ok(twoStepRequired());
        const login = decodeCredential(str(json.login));
        const password = decodeCredential(str(json.password));
        const known = login === DEMO_PLAYER.login || login === String(DEMO_PLAYER.userId) || login === FAKE_AUTH.twoStepLogin;
        if (!known || password !== world.demoPassword) {
          return send(res, 400, { message: 'Wrong login or password', statusCode: 400, errors: [{ detail: 'Wrong login or password', code: 'login_pass' }] });
        }
        // The fakes' two-step account asks for a code, as offline.
        if (login === FAKE_AUTH.twoStepLogin) return ok(twoStepRequired());
        return signedInAs(res);
      }
      // QA11 #4: the phone, SMS-code, token and two-step sign-ins answered the contract's example whatever was sent, and set no
      // session cookie, so the dialog closed "signed in" and the session check then said nobody was. The demo credentials
      // (contracts/README.md) sign in as the e-mail login does; others get the contract's 400.
      case 'loginByPhone': {
        if (!isDemoPhone(str(json.country_code), str(json.phone_number))) return refuse(res, 'Unknown login (phone number)', 'phone');
        if (decodeCredential(str(json.password)) !== world.demoPassword) return refuse(res, 'Wrong password', 'password');
        return signedInAs(res);
      }
      case 'sendLoginSms':
        if (!isDemoPhone(str(json['phone-code']), str(json['phone-number']))) return refuse(res, 'Unknown phone number', 'phone');
        return ok({ success: true, message: null, resendAfterSeconds: FAKE_AUTH.smsResendSeconds });
      case 'loginBySmsCode': {
        if (!isDemoPhone(str(json.country_code), str(json.phone_number))) return refuse(res, 'Unknown phone number', 'phone');
        if (!DEMO_SMS_CODES.includes(str(json.code).trim())) return refuse(res, 'Wrong code', 'code');
        return signedInAs(res);
      }
      case 'loginByToken':
        if (!DEMO_LOGIN_TOKENS.some((t) => t.method_id === num(json.method_id) && t.token === str(json.token) && t.sign === str(json.sign))) {
          return refuse(res, 'Wrong login token', 'token');
        }
        return signedInAs(res);
      case 'loginTwoStep':
      case 'loginSocialTwoStep': {
        const token = str(json.twoStepToken);
        if (!world.twoStepTokens.has(token)) return refuse(res, 'Unknown or used two-step sign-in', 'twoStepToken');
        if (str(json.code).trim() !== FAKE_AUTH.twoStepCode) return refuse(res, 'Wrong code', 'code');
        world.twoStepTokens.delete(token);
        return signedInAs(res);
      }
      // The demo provider's code signs the demo player in (a stand-in for the provider's token exchange); any other is refused.
      case 'oauthLogin':
        if (str(json.state ?? '') === '') return refuse(res, 'Missing state', 'state');
        if (!DEMO_OAUTH_CODES.includes(str(json.code ?? ''))) return refuse(res, 'Unknown authorization code', 'code');
        return signedInAs(res);
      case 'getRegistrationOptions':
        return ok(registrationOptionsDto(await registrationOptions(q('lng') ?? 'en')));
      case 'register': {
        const fields = registrationProblems(json, world.takenEmails);
        if (Object.keys(fields).length > 0) return send(res, 422, { message: 'Validation failed', fields });
        // The fakes know one player: every new account signs in as the demo player.
        startSession(res, DEMO_PLAYER.userId);
        const credentials = json.type === 'one_click' ? { login: String(DEMO_PLAYER.userId), password: oneClickPassword(Date.now()) } : null;
        return send(res, 201, { userId: DEMO_PLAYER.userId, type: json.type, credentials });
      }
      case 'requestRecoveryCode': {
        const byPhone = typeof json.phone_number === 'string';
        const known = byPhone ? DEMO_PHONES.has(`${str(json.country_code)}:${str(json.phone_number)}`) : isDemoLogin(str(json.login));
        if (!known) return send(res, 404, { message: 'User not found', reason: 'user_not_found' });
        const recoveryId = `rc_${Math.random().toString(36).slice(2, 8)}`;
        const validUntil = Date.now() + FAKE_RECOVERY_CODE_TTL_MS;
        world.recoveries.set(recoveryId, { userId: DEMO_PLAYER.userId, code: '1234', validUntil, resetToken: null });
        return ok({ recoveryId, channel: byPhone ? 'sms' : 'email', validUntil: Math.floor(validUntil / 1000) });
      }
      case 'checkRecoveryCode': {
        const pending = world.recoveries.get(str(json.recoveryId));
        if (!pending) return send(res, 422, { message: 'Unknown recovery', reason: 'recovery_unknown' });
        if (Date.now() >= pending.validUntil) return send(res, 422, { message: 'Code expired', reason: 'code_expired' });
        if (str(json.code).trim() !== pending.code) return send(res, 422, { message: 'Wrong code', reason: 'code_invalid' });
        const resetToken = pending.resetToken ?? `rt_${str(json.recoveryId).replace(/^rc_/, '')}`;
        pending.resetToken = resetToken;
        world.resets.set(resetToken, pending.userId);
        return ok({ resetToken });
      }
      case 'saveRecoveredPassword': {
        if (!world.resets.has(str(json.resetToken))) return send(res, 422, { message: 'Unknown reset', reason: 'recovery_unknown' });
        const password = decodeBase64Credential(str(json.password)) ?? '';
        if (password.length < 6) return send(res, 422, { message: 'Password too short', reason: 'password_too_short' });
        world.demoPassword = password;
        world.resets.delete(str(json.resetToken));
        return ok({ login: DEMO_PLAYER.login });
      }
      case 'acceptAgreementRules':
        world.termsRequired = false;
        world.termsChanged = false;
        return ok({ success: true, message: null });
      case 'getLiveUpdates': {
        const cursor = q('cursor');
        if (cursor !== null && cursor === world.liveExpired) return send(res, 410, { message: 'Cursor expired', statusCode: 410 });
        if (cursor !== null && cursor === world.liveChangesAfter) return ok(live.fixtureAfter(cursor));
        const answer = live.after(cursor);
        return answer ? ok(answer) : send(res, 410, { message: 'Cursor expired', statusCode: 410 });
      }
      case 'logout':
        if (bearer) world.tokens.delete(bearer);
        if (cookieSession) world.sessions.delete(cookieSession);
        res.setHeader('Set-Cookie', 'ref_session=; Path=/; Max-Age=0');
        return ok({ success: true, message: null });
      case 'getPolicyLogo':
        res.writeHead(200, { 'Content-Type': 'image/gif' });
        return void res.end(PIXEL_GIF);
      case 'getLimits':
        return ok(world.limits);
      // QA11 #13: the limit was answered "saved" but never kept, so the card read "Not set" after saving and after a reload.
      case 'setLimit': {
        const limits = withLimitSet(world.limits, num(json.limitType), num(json.limitValue), nowS());
        if (!limits) return send(res, 400, { message: 'Unknown limit type', statusCode: 400 });
        world.limits = limits;
        return ok({ success: true, title: 'Limit saved' });
      }
      case 'limitAction': {
        const type = num(json.limitType);
        const pending = world.limits.find((l) => l.limitType === type && l.limitState === 'PENDING');
        if (pending && q('action') === '1') {
          world.limits = sortLimits([...world.limits.filter((l) => l.limitType !== type), { ...pending, limitState: 'ACTIVE', needApprove: false, startedAt: nowS(), endsAt: null }]);
        } else if (pending) {
          world.limits = world.limits.filter((l) => l !== pending);
        }
        return ok({ success: true, title: q('action') === '1' ? 'Limit approved' : 'Limit rejected' });
      }
      case 'deleteLimit': {
        const ofType = world.limits.filter((l) => l.limitType === num(q('limitType')));
        const gone = ofType.find((l) => l.limitState === 'PENDING') ?? ofType[0];
        world.limits = world.limits.filter((l) => l !== gone);
        return ok({ success: true, title: null });
      }
      case 'pingLimits':
        return ok({ sessionRemainingHours: world.sessionRemainingHours });
      case 'placeBet': {
        const key = str(req.headers['idempotency-key']);
        const replay = world.placedByKey.get(key);
        if (replay) return send(res, replay.status, replay.body);
        const answer = world.placement
          ? { status: world.placement.status, body: { ...(example(String(world.placement.status), world.placement.example) as Params), ...world.placement.body } }
          : place(json);
        world.placedByKey.set(key, answer);
        return send(res, answer.status, answer.body);
      }
      case 'getCouponLimits': {
        if (world.unlimitedAccounts.has(num(json.accountId))) return ok({ minBetAmount: 0, maxBetAmount: null, maxPayout: null, hyperBonus: null });
        const offer = fakeCouponOffer(json as unknown as CouponLimitsQuery);
        return ok({ ...offer, maxBetAmount: finiteOrNull(offer.maxBetAmount), maxPayout: finiteOrNull(offer.maxPayout) });
      }
      // The fake's codes with their titles in the language asked (QA11 #10: the example's English ones on a Russian slip),
      // each with its effect (QA17 #2); a code without one is sent without the field, as the contract says.
      case 'getPromoCodes': {
        // A code an accepted coupon used is used up: no longer listed (QA18 #5).
        const answer = await new FakePromoCodes(SIGNED_IN_WORLD, () => q('lng') ?? 'en', () => [...world.usedPromoCodes]).list();
        const codes = answer.kind === 'loaded' ? answer.codes : [];
        return ok({ codes: codes.map(({ effect, ...own }) => (effect === null ? own : { ...own, effect })) });
      }
      // A placed coupon's id loads it from the line as it stands (QA11 #7), beside the saved codes of the provider states.
      case 'getCouponByCode': {
        const placed = world.placed.find((coupon) => coupon.item.couponId === params[0]);
        const loaded = placed ? loadedCoupon(line, placed, q('lng') ?? 'en') : null;
        if (loaded) return ok(loaded);
        if (!world.coupons.has(params[0]!)) return send(res, 404, { message: 'Not found', statusCode: 404 });
        return ok({ ...(example() as Params), code: params[0] });
      }
      // The coupons placed, newest first, above the contract's example; market names in the language asked (QA11 #7, #10).
      // Only those placed on the UTC days from dateFrom to dateTo (both included) and, with status, in that status;
      // page `page` of `pageSize` of them, total_count counting them all (the client's Show more coupons).
      case 'getBetHistory': {
        const [from, to, status] = [q('dateFrom'), q('dateTo'), q('status')];
        const items = betBook(q('lng') ?? 'en')
          .filter((item) => (!from || item.placedAt.slice(0, 10) >= from) && (!to || item.placedAt.slice(0, 10) <= to) && (!status || item.status === status));
        const page = Math.max(1, Number(q('page') ?? 1));
        const size = Math.max(1, Number(q('pageSize') ?? 100));
        return ok({ items: items.slice((page - 1) * size, page * size), total_count: items.length, page });
      }
      // One coupon of the same book by its id, whenever it was placed (the printed coupon opened directly); else 404.
      case 'getPlacedCoupon': {
        const item = betBook(q('lng') ?? 'en').find((coupon) => coupon.couponId === params[0]);
        if (!item) return send(res, 404, { message: 'Not found', statusCode: 404 });
        return ok(item);
      }
      // The example's countries named in the language asked (lng=ru: "Россия", "Великобритания"), as a backend
      // names them; in English as the example has them. Node's ICU knows every region's name in every language.
      case 'getPhoneCountries': {
        const lng = q('lng') ?? 'en';
        const countries = example() as { name: string; country_code: string }[];
        if (lng === 'en') return ok(countries);
        const names = new Intl.DisplayNames([lng], { type: 'region', fallback: 'none' });
        return ok(countries.map((country) => ({ ...country, name: names.of(country.country_code.toUpperCase()) ?? country.name })));
      }
      case 'getAccountData':
      case 'getAccountDataV2':
        settleDue();
        return ok(withBalances(example() as Params));
      case 'getSeoContent':
      case 'getPageVisual':
      case 'getPageData':
        if (world.seoMissing.has(q('path') ?? '')) return send(res, 404, { message: 'Not found', statusCode: 404 });
        return ok(example());
      case 'redirectLight': {
        const moved = world.redirect && world.redirect.from === json.url ? world.redirect : null;
        return ok(moved ? { redirect: true, code: moved.code, url: moved.to, reasons: ['moved'], breadcrumbs: [] } : { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
      }
      case 'getAgreementRulesStatus': {
        // A player who must confirm changed terms (every other call answers 451) has changed terms to confirm: the status
        // says so too, as a backend's would (QA11 #1: it said "not changed", so the confirm-terms page sent the player home
        // and the next 451 sent them back).
        const changed = world.termsChanged || world.termsRequired;
        return ok({ result: changed, updatedAt: changed ? 1767225600 : null });
      }
      // The 400 of the contract: no code can go to a malformed phone (the rule the fake adapter refuses by) or an unreachable one.
      case 'userTransferSendCode': {
        const phone = str(json.phone);
        if (checkPhone(phoneDigits(phone), null) !== 'ok' || world.unreachablePhones.has(`${str(json.country_code)}:${phone}`)) {
          return send(res, 400, example('400', 'phone-refused'));
        }
        return ok(example());
      }
      // The fakes' demo requests in the language asked, times in seconds (the contract's).
      case 'getSupportRequests':
        return ok({
          requests: demoSupportRequests(q('lng') ?? 'en').map((r) => ({
            ...r,
            createdAt: Math.floor(r.createdAt / 1000),
            messages: r.messages.map((m) => ({ ...m, sentAt: Math.floor(m.sentAt / 1000) })),
          })),
        });
      case 'subscribeNewsletter':
        world.newsletterSubscribers.add(userId!);
        return ok({ success: true, message: null });
      // A token issued (the demo's, a provider state's) unsubscribes, again if opened twice; any other is 422.
      case 'unsubscribeNewsletter':
        if (!world.newsletterTokens.has(str(json.token))) return send(res, 422, { message: 'Unknown unsubscribe link', reason: 'token_invalid' });
        return ok({ success: true, message: null });
      case 'validateCaptcha':
        if (world.captcha && json.captcha === world.captcha.answer) return ok({ success: true, type: 'none', time: nowS(), error_message: null });
        return ok({ success: false, type: 'image', time: nowS(), error_message: 'Wrong code' });
      default: {
        const value = example();
        if (value === undefined) return send(res, 200, {});
        return ok(value);
      }
    }
  }

  return provider;
}

/**
 * The fakes' dictionaries (FakeDictionary's), imported here rather than through FakeDictionary: it fetches each
 * language as a chunk of its own when asked (8bfc4e2), and backend.mjs's module runner is closed by then, so every
 * dictionary request answered 500 and the HTTP build showed "Failed to load texts". Other languages get English.
 */
const DICTIONARIES: Record<string, Dictionary> = { en: DICTIONARY_EN, ru: DICTIONARY_RU };

const nowS = () => Math.floor(Date.now() / 1000);

interface LimitDto {
  limitType: number;
  limitValue: number;
  limitState: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  startedAt: number | null;
  endsAt: number | null;
  limitBalance: number | null;
  needApprove: boolean;
  measure: string;
  label: string;
}

const LIMIT_KIND_LABELS: Record<string, string> = {
  wagering: 'Wagering limit',
  loss: 'Loss limit',
  deposit: 'Deposit limit',
  'self-exclusion': 'Self-exclusion',
  session: 'Session limit',
  'reality-check': 'Reality check',
  'deposit-timeout': 'Deposit time-out',
};
const LIMIT_PERIOD_LABELS: Record<string, string> = { '24h': ' for 24 hours', '7d': ' for 7 days', '30d': ' for 30 days' };
const LIMIT_MEASURES: Record<string, string> = { money: 'RUB', days: 'days', hours: 'hours', minutes: 'minutes' };
const sortLimits = (limits: LimitDto[]) => limits.sort((a, b) => a.limitType - b.limitType || a.limitState.localeCompare(b.limitState));

/**
 * The limits after setLimit, as the operation says: a new or stricter value (or a number of days) applies at
 * once; a looser one is a PENDING change beside the active limit, a deposit limit's awaiting the player's
 * approval (limitaction) for a day. Null: no such limit type.
 */
function withLimitSet(limits: readonly LimitDto[], limitType: number, limitValue: number, now: number): LimitDto[] | null {
  const info = limitTypeInfo(limitType);
  if (!info || !Number.isFinite(limitValue)) return null;
  const deposit = isDepositLimitType(limitType);
  const base = {
    limitType,
    limitValue,
    startedAt: now,
    measure: LIMIT_MEASURES[info.unit] ?? '',
    label: `${LIMIT_KIND_LABELS[info.kind] ?? 'Limit'}${info.period ? LIMIT_PERIOD_LABELS[info.period] : ''}`,
  };
  const others = limits.filter((l) => l.limitType !== limitType);
  const active = limits.find((l) => l.limitType === limitType && l.limitState === 'ACTIVE' && l.limitValue !== SESSION_LIMIT_NOT_SET);
  if (!active || limitValue <= active.limitValue || info.unit === 'days') {
    const endsAt = info.unit === 'days' ? now + limitValue * 86_400 : null;
    return sortLimits([...others, { ...base, limitState: 'ACTIVE', endsAt, limitBalance: deposit ? limitValue : null, needApprove: false }]);
  }
  return sortLimits([...others, active, { ...base, limitState: 'PENDING', endsAt: now + 86_400, limitBalance: null, needApprove: deposit }]);
}

const finiteOrNull = (n: number) => (Number.isFinite(n) ? n : null);

/** What FakePromoCodes asks of its world, for a signed-in player (the provider checked the bearer already). */
const SIGNED_IN_WORLD = { state: { signedIn: true }, respond: async <T,>(_operation: string, produce: () => T) => produce() } as unknown as FakeWorld;

/** The agreement-rules calls stay open to a player who must confirm terms: they are how the player does it. */
const TERMS_OPERATIONS = new Set(['getAgreementRulesStatus', 'acceptAgreementRules']);

/** The two-step token a first step answers (the contract's example, which the pacts' two-step interactions send). */
const TWO_STEP_TOKEN = 'ts_4f9a';
/** Request examples of the contract: the pacts send them, so they are demo credentials beside the fakes' (contracts/README.md). */
let exampleRoutes: Route[] | null = null;
const requestExample = (operationId: string): Params => {
  exampleRoutes ??= loadRoutes();
  const route = exampleRoutes.find((r) => r.operationId === operationId)!;
  return (route.operation.requestBody as { content: Record<string, { example: Params }> }).content['application/json']!.example;
};
/** Phones that sign in with the demo password or an SMS code: the fakes' and the contract's example, by country code or tel code. */
const SIGN_IN_PHONES = [
  ...FAKE_AUTH.phones.map((p) => ({ codes: [p.countryCode, p.telCode], number: p.number })),
  { codes: ['ru', str(requestExample('loginByPhone').country_code)], number: str(requestExample('loginByPhone').phone_number) },
];
const isDemoPhone = (code: string, number: string) => SIGN_IN_PHONES.some((p) => p.number === number && p.codes.includes(code));
/** SMS codes that sign a demo phone in: the fakes' and the contract's example. */
const DEMO_SMS_CODES = [FAKE_AUTH.smsCode, str(requestExample('loginBySmsCode').code)];
/** Login tokens (method, token, signature) that sign in: the fakes' and the contract's example. */
const DEMO_LOGIN_TOKENS = [
  { method_id: FAKE_AUTH.token.methodId, token: FAKE_AUTH.token.token, sign: FAKE_AUTH.token.sign },
  { method_id: num(requestExample('loginByToken').method_id), token: str(requestExample('loginByToken').token), sign: str(requestExample('loginByToken').sign) },
];

/** Social sign-in: any login with the fakes' social password, or the contract's example pair. */
const isDemoSocial = (login: string, pass: string) =>
  (login !== '' && pass === FAKE_AUTH.socialPass) || (login === str(requestExample('loginSocial').login) && pass === str(requestExample('loginSocial').pass));
/** OAuth codes the demo provider brings back: the fakes' and the contract's example. */
const DEMO_OAUTH_CODES = [FAKE_AUTH.oauthCode, str(requestExample('oauthLogin').code)];

/** The fakes' demo phones, as country:number. */
const DEMO_PHONES = new Set(FAKE_AUTH.phones.map((p) => `${p.countryCode}:${p.number}`));
const isDemoLogin = (login: string) => [DEMO_PLAYER.login, String(DEMO_PLAYER.userId), FAKE_AUTH.email].includes(login.trim().toLowerCase());

/** The registration options the fake offers, on the wire. */
function registrationOptionsDto(o: RegistrationOptions): Params {
  return {
    countries: o.countries,
    currencies: o.currencies,
    bonuses: o.bonuses,
    default_country_id: o.defaultCountryId,
    default_currency_id: o.defaultCurrencyId,
    social_providers: o.socialProviders,
  };
}

/** The fake registration's rules (src/adapters/fake/fake-registration.ts) as the contract's field codes. */
function registrationProblems(json: Params, takenEmails: ReadonlySet<string>): Record<string, string> {
  const fields: Record<string, string> = {};
  const password = typeof json.password === 'string' ? (decodeBase64Credential(json.password) ?? '') : null;
  if (json.type === 'phone') {
    const country = DEMO_PHONE_COUNTRIES.find((c) => c.countryCode === json.country_code);
    if (checkPhone(str(json.phone_number), maskFor(DEMO_PHONE_MASKS, country?.id ?? null)) !== 'ok') fields.phone_number = 'invalid';
    else if (DEMO_PHONES.has(`${str(json.country_code)}:${str(json.phone_number)}`)) fields.phone_number = 'taken';
  }
  if (json.type === 'full') {
    const email = str(json.email).toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fields.email = 'invalid';
    else if (takenEmails.has(email)) fields.email = 'taken';
    if (str(json.first_name).trim() === '') fields.first_name = 'required';
    if (str(json.last_name).trim() === '') fields.last_name = 'required';
  }
  if (password !== null && password.length < MIN_PASSWORD_LENGTH) fields.password = 'too_short';
  if (typeof json.ref_code === 'string' && json.ref_code.toUpperCase() === FAKE_EXPIRED_PROMO) fields.ref_code = 'expired';
  return fields;
}

const LIVE_LOG_LIMIT = 5000;
const LIVE_IDLE_MS = 30_000;

/**
 * The fake push feed as a cursor log for getLiveUpdates: the feed runs while
 * someone polls (it stops after 30 s without a poll), each change gets a
 * sequence number, and a cursor is the number of the last change a client
 * has. Only the prices of the events lists' main markets (result, main total,
 * main handicap) go out: that is all an HTTP client holds.
 */
function createLiveLog(line: FakeLine) {
  const feed = new FakeLineFeed({ line });
  const log: { seq: number; update: LineUpdate }[] = [];
  let seq = 0;
  let stop: (() => void) | null = null;
  let idle: ReturnType<typeof setTimeout> | null = null;
  const keepAlive = () => {
    stop ??= feed.subscribe((batch) => {
      for (const update of batch) log.push({ seq: ++seq, update });
      if (log.length > LIVE_LOG_LIMIT) log.splice(0, log.length - LIVE_LOG_LIMIT);
    });
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      stop?.();
      stop = null;
    }, LIVE_IDLE_MS);
    idle.unref();
  };
  const oddsDto = (u: Extract<LineUpdate, { type: 'odds' }>) => {
    const full = line.world.fullGame(u.gameId);
    const main = full ? mainMarkets(full.markets).find((m) => m.id === u.marketId) : undefined;
    const outcome = main?.outcomes.find((o) => o.id === u.outcomeId);
    return outcome ? { gameId: u.gameId, market: u.marketId, typeId: outcome.typeId, param: outcome.param ?? null, coef: u.coef, isBlocked: u.isBlocked } : null;
  };
  const gameDto = (u: Extract<LineUpdate, { type: 'game' }>) => ({
    gameId: u.gameId,
    statusId: u.status,
    timeSeconds: Math.max(0, Math.floor(u.timeSeconds)),
    score: { home: u.score.home, away: u.score.away, full: u.formattedScore || `${u.score.home}:${u.score.away}` },
  });
  const answer = (cursor: number, updates: LineUpdate[]) => ({
    cursor: `c_${cursor}`,
    retryAfterMs: 1000,
    games: updates.flatMap((u) => (u.type === 'game' ? [gameDto(u)] : [])),
    odds: updates.flatMap((u) => (u.type === 'odds' ? [oddsDto(u) ?? []].flat() : [])),
  });
  return {
    /** The changes after a cursor; null when the cursor is unknown or older than the log. */
    after(cursor: string | null) {
      keepAlive();
      if (cursor === null) return answer(seq, []);
      const from = /^c_(\d+)$/.exec(cursor) ? Number(cursor.slice(2)) : NaN;
      if (!(from <= seq) || (log.length > 0 && from < log[0]!.seq - 1) || (log.length === 0 && from !== seq)) return null;
      return answer(seq, log.filter((e) => e.seq > from).map((e) => e.update));
    },
    /** The provider state's batch: one clock tick and one main-market price change of the first live game. */
    fixtureAfter(cursor: string) {
      const game = line.world.gameList({ section: 'live', limit: 1 })[0]!;
      const outcome = game.markets[0]!.outcomes[0]!;
      const next = Number(/^c_(\d+)$/.exec(cursor)?.[1] ?? 0) + 2;
      return answer(next, [
        { type: 'game', gameId: game.id, score: game.score, formattedScore: game.formattedScore, timeSeconds: game.timeSeconds + 60, status: game.status },
        { type: 'odds', gameId: game.id, marketId: game.markets[0]!.id, outcomeId: outcome.id, coef: Math.max(1.01, Math.round(outcome.coef * 95) / 100), isBlocked: false },
      ]);
    },
  };
}

/** The first pre-match football game with a draw, totals and handicaps (the getEvent provider state's stand-in). */
function gameWithEveryMarket(line: FakeLine): number {
  for (const listed of line.world.gameList({ section: 'line', sportId: 1 })) {
    const kinds = new Set(line.world.fullGame(listed.id)?.markets.map((m) => m.kind));
    if (kinds.has(MarketKind.TOTAL) && kinds.has(MarketKind.HANDICAP) && kinds.has(MarketKind.SPECIAL)) return listed.id;
  }
  throw new Error('the line has no football game with totals, handicaps and specials');
}

/** The smallest GIF: 1×1, transparent. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Credentials arrive as base64 of their UTF-8 bytes (spec 001 §5; src/domain/auth/credentials.ts). */
function decodeCredential(value: string): string | null {
  return decodeBase64Credential(value);
}

/** The fake's SiteConfig back on the wire; fields the domain does not carry come from the contract's example. */
function siteConfigDto(example: Params, _lang: string, remoteApps: Record<string, string> | null): Params {
  const c = DEMO_SITE_CONFIG;
  return {
    ...example,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    countryCode: c.countryCode,
    companyName: c.companyName,
    maintenance: null,
    customize: { twelveHourCountries: c.twelveHourCountries, minimumAgeIcon: c.minimumAgeIcon, socialLinks: c.socialLinks },
    features: {
      registrationEnabled: c.registrationEnabled,
      registrationAsPage: c.registrationAsPage,
      identificationEnabled: c.identificationEnabled,
      paymentRouteAvailable: c.paymentRouteAvailable,
      paymentRequiresAuth: c.paymentRequiresAuth,
      statisticsEnabled: c.statisticsEnabled,
      loginAvailable: c.loginAvailable,
      isAccountSite: c.isAccountSite,
      promoBonusToOffer: c.promoBonusToOffer,
      slotFirstDepositRedirect: c.slotFirstDepositRedirect,
      rechargeModal: c.rechargeModal,
      termsConfirmation: c.termsConfirmation,
      oneClickEnabled: c.oneClickEnabled,
      idleLogoffMinutes: c.idleLogoffMinutes,
      cookieConsentPopup: c.cookieConsentPopup,
    },
    appVersion: c.appVersion,
    availability: c.availability,
    disabledPathFragments: c.disabledPathFragments,
    blockedPageUrl: c.blockedPageUrl,
    ...(remoteApps ? { remoteApps } : {}),
  };
}

/**
 * A fake line game as an events-API event: the main (first) market only, as lists carry it, or the
 * markets given (getEvent: every market). Each outcome carries its own line (a handicap's away side the
 * negated one), as the fake's outcomes do.
 */
function eventDto(game: Game, markets: readonly Market[] = game.markets): Params {
  return {
    id: game.id,
    sportId: game.sportId,
    sportName: game.sportName,
    champId: game.champId,
    champName: game.champName,
    champCountry: game.champCountry,
    opponent1: game.home,
    opponent2: game.away,
    startTime: Math.floor(game.startTime / 1000),
    isLive: game.isLive,
    statusId: game.status,
    timeSeconds: game.isLive ? game.timeSeconds : null,
    score: game.isLive ? { full: game.formattedScore || `${game.score.home}:${game.score.away}`, periods: [game.formattedScore || `${game.score.home}:${game.score.away}`] } : null,
    outcomes: markets.flatMap((market) =>
      market.outcomes.map((o) => ({ market: market.id, typeId: o.typeId, param: o.param ?? null, coef: o.coef, blockId: 0, isBlocked: o.isBlocked })),
    ),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export type { Route };

/**
 * A placed coupon as a chain of its selections, each in a block of its own in their order, the first staking the
 * coupon's amount and each later one `blockAmount` (at most the previous block's return), priced as the slip prices
 * a chain (chainStakes, chainPossibleWin); no bonus bet or hyper-bonus, which a chain does not take.
 */
function asChain(coupon: PlacedCoupon, blockAmount: number): PlacedCoupon {
  const bets = coupon.item.bets.map((bet, blockId) => ({ ...bet, blockId }));
  const amountByBlockId = Object.fromEntries(bets.slice(1).map((bet) => [String(bet.blockId), blockAmount]));
  const stakes = chainStakes(
    chainBlocks(bets.map((bet) => ({ id: bet.betId, blockId: bet.blockId, coef: bet.coef }))),
    amountByBlockId,
    coupon.item.amount,
    Infinity,
  );
  // A chain's coefficient is its possible win per unit of the first block's stake, as the slip counts it (couponCoef).
  const win = chainPossibleWin(stakes);
  return {
    ...coupon,
    item: { ...coupon.item, typeId: CouponType.CHAIN, bets, coef: roundCoef(win / coupon.item.amount), possibleWin: win, bonusBet: null, hyperBonus: null },
    stakes: {
      ...coupon.stakes,
      amountByBlockId: Object.fromEntries(stakes.map((stake) => [String(stake.blockId), Math.min(stake.amount, stake.max)])),
      selections: Object.fromEntries(bets.map((bet) => [bet.betId, { blockId: bet.blockId, amount: null }])),
    },
  };
}

/**
 * The history's seed with `copies` more of its newest coupon above it, newest first: the same coupon under other ids
 * (its id and a two-digit number), each an hour after the one below, so they stay on the seed's day and in its month.
 */
/**
 * The history's example coupon as placed with demo promo code `code` (QA18 #5): a win boost adds its percent of the
 * net win to the possible win (the hyper-bonus stays as counted before it); a free bet paid up to its amount of the
 * stake. An unknown code leaves the coupon as it is.
 */
function withPromoCode(coupon: PlacedCoupon, code: string): PlacedCoupon {
  const effect = demoPromoCode(code)?.effect;
  if (!effect) return coupon;
  const { item } = coupon;
  const gain = promoCodeGain(effect, { stake: item.amount, possibleWin: item.possibleWin, totalWin: item.possibleWin + (item.hyperBonus?.amount ?? 0), maxPayout: Infinity });
  const promoCode: PlacedPromoCode =
    gain.kind === 'win-boost' ? { code, kind: 'win-boost', percent: gain.percent, amount: gain.amount } : { code, kind: 'free-bet', amount: gain.amount };
  const possibleWin = gain.kind === 'win-boost' ? roundMoney(item.possibleWin + gain.amount) : item.possibleWin;
  return { ...coupon, item: { ...item, possibleWin, promoCode } };
}

function withSeedCopies(seed: PlacedCoupon[], copies: number): PlacedCoupon[] {
  const newest = seed[0];
  if (!newest || copies === 0) return seed;
  const at = Date.parse(newest.item.placedAt);
  const copy = (n: number): PlacedCoupon => ({
    ...newest,
    item: { ...newest.item, couponId: `${newest.item.couponId}${String(n).padStart(2, '0')}`, placedAt: new Date(at + n * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z') },
  });
  return [...Array.from({ length: copies }, (_, i) => copy(copies - i)), ...seed];
}
