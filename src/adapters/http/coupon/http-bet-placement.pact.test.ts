import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { CouponRequest } from '../../../domain/coupon/coupon-request';
import type { PlacementOutcome } from '../../../domain/coupon/placement.port';
import { DEFAULT_HISTORY_FILTER, HISTORY_PAGE_SIZE, historyQuery, nextHistoryPage } from '../../../domain/coupon/history-query';
import type { ClockPort } from '../../../domain/shared/clock.port';
import {
  ACCEPT_JSON,
  adapterOptions,
  apiError,
  bearer,
  DEMO,
  exampleOf,
  immediateClock,
  jsonBody,
  pactWith,
  refusedTokenRefresh,
  testPipeline,
  type TestPipelineOptions,
} from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpBetPlacement } from './http-bet-placement';

const { like, eachLike, integer, number, regex, datetime, arrayContaining } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);

const couponBody = exampleOf<Omit<CouponRequest, 'idempotencyKey'>>(provider, 'placeBet', 'request');
const couponRequest = (idempotencyKey: string): CouponRequest => ({ ...couponBody, idempotencyKey });
const signedIn = { userId: DEMO.userId, token: DEMO.token };
const KEYS = {
  accepted: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a41',
  balance: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a42',
  odds: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a43',
  limits: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a44',
  locked: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a45',
  promo: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a46',
  singles: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a47',
  captcha: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a48',
  expired: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a49',
  terms: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4a',
  sameGame: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
  vipReview: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4c',
  promoApplied: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4d',
};
const placing =
  (key: string, token: string = DEMO.token, body: Omit<CouponRequest, 'idempotencyKey'> = couponBody) =>
  (b: Parameters<Parameters<ReturnType<typeof pact.addInteraction>['withRequest']>[2] & {}>[0]) => {
    b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', 'Idempotency-Key': key, ...bearer(token) }).jsonBody(body);
  };
const placementAdapter = (mockUrl: string, pipelineOptions: TestPipelineOptions = { token: DEMO.token }, language = 'en') => {
  const pipeline = testPipeline(mockUrl, pipelineOptions);
  return { pipeline, adapter: new HttpBetPlacement({ ...adapterOptions(mockUrl, provider, pipeline), language: () => language }) };
};

/** The history query the adapter sends on 31 January 2026: the last 30 days. */
const last30Days = historyQuery(DEFAULT_HISTORY_FILTER, Date.UTC(2026, 0, 31, 12));
const historyOf30Days = (token: string, lng = 'en') => (b: Parameters<Parameters<ReturnType<typeof pact.addInteraction>['withRequest']>[2] & {}>[0]) => {
  b.query({ dateFrom: '2026-01-01', dateTo: '2026-01-31', page: '1', pageSize: String(HISTORY_PAGE_SIZE), lng }).headers({ ...ACCEPT_JSON, ...bearer(token) });
};

const outcomes: { name: string; key: string; state: string; params: Record<string, string | number>; status: number; body: unknown; expected: PlacementOutcome['kind'] }[] = [
  {
    name: 'insufficient-balance (402)',
    key: KEYS.balance,
    state: PROVIDER_STATES.balanceTooLow,
    params: { ...signedIn, accountId: 5001, balance: 100 },
    status: 402,
    // Field by field: a type matcher on the whole body would let any string through as status.
    body: { status: 'insufficient-balance', message: like('Not enough money'), balance: number(100), required: number(150) },
    expected: 'insufficient-balance',
  },
  {
    name: 'odds-changed (409)',
    key: KEYS.odds,
    state: PROVIDER_STATES.oddsChanged,
    params: { ...signedIn, betId: '501234-1', newCoef: 1.8 },
    status: 409,
    body: { status: 'odds-changed', message: like('Odds have changed'), changes: eachLike({ betId: like('501234-1'), oldCoef: number(1.85), newCoef: number(1.8) }) },
    expected: 'odds-changed',
  },
  {
    name: 'stake-out-of-limits (422)',
    key: KEYS.limits,
    state: PROVIDER_STATES.stakeOutOfLimits,
    params: { ...signedIn, maxAmount: 100 },
    status: 422,
    body: { status: 'stake-out-of-limits', message: like('Stake is above the maximum'), minAmount: number(50), maxAmount: number(100) },
    expected: 'stake-out-of-limits',
  },
  {
    name: 'selection-locked (423)',
    key: KEYS.locked,
    state: PROVIDER_STATES.selectionLocked,
    params: { ...signedIn, betId: '501240-9-2.5' },
    status: 423,
    body: { status: 'selection-locked', message: like('A selection is suspended'), betIds: eachLike('501240-9-2.5') },
    expected: 'selection-locked',
  },
];

describe('web-api pact: bet placement, coupon by code, bet history', () => {
  it('placeBet: an accepted coupon (201)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a coupon placement the bookmaker accepts')
      .withRequest('POST', '/web-api/api/v1/coupons', placing(KEYS.accepted))
      .willRespondWith(201, jsonBody({
        status: 'accepted',
        couponId: regex('^[0-9]+$', '8812345'),
        placedAt: datetime("yyyy-MM-dd'T'HH:mm:ssX", '2026-01-01T12:00:00Z'),
        amount: number(150),
        coef: number(3.885),
        possibleWin: number(582.75),
        accountId: integer(5001),
        balance: number(24850),
      }))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.place(couponRequest(KEYS.accepted));
        expect(outcome).toMatchObject({ kind: 'accepted', couponId: '8812345', placedAt: Date.parse('2026-01-01T12:00:00Z'), coef: 3.885, possibleWin: 582.75 });
      });
  });

  it('placeBet: a VIP coupon above the maximum is sent to the bookmaker for review (202 under-review), its stake held (QA12 #5)', async () => {
    // The example's coupon as a VIP bet (pre-match selections only, spec 000 §5): 150 is above the state's maximum of 100.
    const vip = { ...couponBody, isVipBet: true, bets: couponBody.bets.map((bet) => ({ ...bet, isLive: false })) };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.vipReview, { ...signedIn, maxAmount: 100 })
      .uponReceiving('a VIP coupon placement above the maximum stake')
      .withRequest('POST', '/web-api/api/v1/coupons', placing(KEYS.vipReview, DEMO.token, vip))
      .willRespondWith(202, jsonBody({
        status: 'under-review',
        couponId: regex('^[0-9]+$', '8812347'),
        placedAt: datetime("yyyy-MM-dd'T'HH:mm:ssX", '2026-01-01T12:00:00Z'),
        amount: number(150),
        coef: number(3.885),
        possibleWin: number(582.75),
        accountId: integer(5001),
        balance: number(24850),
      }))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.place({ ...vip, idempotencyKey: KEYS.vipReview });
        expect(outcome).toEqual({
          kind: 'under-review',
          couponId: '8812347',
          placedAt: Date.parse('2026-01-01T12:00:00Z'),
          balance: 24850,
          coef: 3.885,
          possibleWin: 582.75,
        });
      });
  });

  for (const o of outcomes) {
    it(`placeBet: ${o.name} is an outcome, nothing charged`, async () => {
      await pact
        .addInteraction()
        .given(o.state, o.params)
        .uponReceiving(`a coupon placement answered ${o.expected}`)
        .withRequest('POST', '/web-api/api/v1/coupons', placing(o.key))
        .willRespondWith(o.status, jsonBody(o.body))
        .executeTest(async (mock) => {
          const { adapter } = placementAdapter(mock.url);
          expect((await adapter.place(couponRequest(o.key))).kind).toBe(o.expected);
        });
    });
  }

  it('placeBet: a promo code the server refuses is promo-code-invalid (422), nothing charged', async () => {
    const withCode = { ...couponBody, promoCode: 'NOPE' };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoCodeInvalid, { ...signedIn, promoCode: 'NOPE' })
      .uponReceiving('a coupon placement with a promo code the bookmaker does not accept')
      .withRequest('POST', '/web-api/api/v1/coupons', (b) => {
        b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', 'Idempotency-Key': KEYS.promo, ...bearer(DEMO.token) }).jsonBody(withCode);
      })
      .willRespondWith(422, jsonBody({ status: 'promo-code-invalid', message: like('Promo code NOPE is not valid'), promoCode: 'NOPE' }))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        await expect(adapter.place({ ...withCode, idempotencyKey: KEYS.promo })).resolves.toEqual({ kind: 'promo-code-invalid', promoCode: 'NOPE' });
      });
  });

  it('QA18 #5: placeBet with a promo code the bookmaker applies (201): the answer names the code and what it gave; a free bet is not charged', async () => {
    const withCode = { ...couponBody, promoCode: 'FREEBET500' };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoCodesOwned, signedIn)
      .uponReceiving('a coupon placement with a promo code the bookmaker applies')
      .withRequest('POST', '/web-api/api/v1/coupons', placing(KEYS.promoApplied, DEMO.token, withCode))
      .willRespondWith(201, jsonBody({
        status: 'accepted',
        couponId: regex('^[0-9]+$', '8812345'),
        placedAt: datetime("yyyy-MM-dd'T'HH:mm:ssX", '2026-01-01T12:00:00Z'),
        amount: number(150),
        coef: number(3.885),
        possibleWin: number(582.75),
        accountId: integer(5001),
        balance: number(25000),
        // Field by field: the kind tells the two shapes apart, so it is matched exactly.
        promoCode: { code: 'FREEBET500', kind: 'free-bet', amount: number(150) },
      }))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.place({ ...withCode, idempotencyKey: KEYS.promoApplied });
        expect(outcome).toMatchObject({ kind: 'accepted', balance: 25000, promoCode: { code: 'FREEBET500', kind: 'free-bet', amount: 150 } });
      });
  });

  it('placeBet: multiple singles are answered per single (201 singles-placed): one stands, the locked one is refused alone', async () => {
    const [first, locked] = couponBody.bets as [CouponRequest['bets'][number], CouponRequest['bets'][number]];
    // As the slip sends it: the total possible win over the total stake (coupon-math totalCoef).
    const coef = Math.round(((100 * first.coef + 200 * locked.coef) / 300) * 1000) / 1000;
    const singles = {
      ...couponBody,
      typeId: 10001,
      amount: 300,
      coef,
      coefByView: String(coef),
      bets: [
        { ...first, amount: 100 },
        { ...locked, amount: 200 },
      ],
    } as Omit<CouponRequest, 'idempotencyKey'>;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.selectionLocked, { ...signedIn, betId: locked.id })
      .uponReceiving('a multiple-singles placement with one selection locked')
      .withRequest('POST', '/web-api/api/v1/coupons', (b) => {
        b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', 'Idempotency-Key': KEYS.singles, ...bearer(DEMO.token) }).jsonBody(singles);
      })
      .willRespondWith(201, jsonBody({
        status: 'singles-placed',
        placedAt: datetime("yyyy-MM-dd'T'HH:mm:ssX", '2026-01-01T12:00:00Z'),
        accountId: integer(5001),
        balance: number(24900),
        singles: [
          { betId: first.id, status: 'accepted', couponId: regex('^[0-9]+$', '8812346'), amount: number(100), coef: number(first.coef), possibleWin: number(185) },
          { betId: locked.id, status: 'rejected', reason: 'selection-locked', newCoef: null },
        ],
      }))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.place({ ...singles, idempotencyKey: KEYS.singles });
        // The whole outcome: the slip keeps the locked single and shows the other with its own coupon id.
        expect(outcome).toEqual({
          kind: 'singles-placed',
          placedAt: Date.parse('2026-01-01T12:00:00Z'),
          balance: 24900,
          singles: [
            { betId: first.id, status: 'accepted', couponId: '8812346', amount: 100, coef: first.coef, possibleWin: 185 },
            { betId: locked.id, status: 'rejected', reason: 'selection-locked', newCoef: null },
          ],
        });
      });
  });

  it('placeBet: an express holding two selections of one game is refused as selection-locked (423) naming both, nothing charged', async () => {
    const [first, other] = couponBody.bets as [CouponRequest['bets'][number], CouponRequest['bets'][number]];
    // The example's second selection moved to the first one's game: "1" and a total of one match (spec 000 §5: dependent).
    const ofFirstGame = { ...other, id: `${first.gameId}-9-2.5`, gameId: first.gameId, permanentId: first.permanentId, isLive: first.isLive };
    const sameGame = { ...couponBody, bets: [first, ofFirstGame] };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('an express with two selections of one game is refused as locked')
      .withRequest('POST', '/web-api/api/v1/coupons', placing(KEYS.sameGame, DEMO.token, sameGame))
      // Both named, in either order (the contract names every selection sharing a game; eachLike would pass a server naming one).
      .willRespondWith(423, jsonBody({ status: 'selection-locked', message: like('Selections of one game cannot be combined'), betIds: arrayContaining(first.id, ofFirstGame.id) }))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.place({ ...sameGame, idempotencyKey: KEYS.sameGame });
        expect(outcome).toEqual({ kind: 'selection-locked', betIds: [first.id, ofFirstGame.id] });
      });
  });

  it('placeBet: a captcha the player dismisses (400, error_code 111) is its own refusal, the security check not completed (QA11 #14)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, { ...signedIn, answer: DEMO.captchaAnswer, operation: 'placeBet' })
      .uponReceiving('a coupon placement without the captcha answer the bookmaker requires')
      .withRequest('POST', '/web-api/api/v1/coupons', placing(KEYS.captcha))
      .willRespondWith(400, jsonBody(apiError(400, 'Captcha required', { error_code: 111 })))
      .executeTest(async (mock) => {
        const { pipeline, adapter } = placementAdapter(mock.url, { token: DEMO.token, captchaAnswer: null });
        await expect(adapter.place(couponRequest(KEYS.captcha))).resolves.toEqual({ kind: 'captcha-not-completed' });
        expect(pipeline.counts.challenges).toBe(1);
        expect(pipeline.sent).toHaveLength(1);
      });
  });

  it('placeBet: an expired token whose refresh fails (401) signs the player out; nothing placed, not repeated', async () => {
    refusedTokenRefresh(pact);
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.tokenExpired, { token: DEMO.expiredToken })
      .uponReceiving('a coupon placement with an expired token')
      .withRequest('POST', '/web-api/api/v1/coupons', placing(KEYS.expired, DEMO.expiredToken))
      .willRespondWith(401, jsonBody(apiError(401, 'Token expired')))
      .executeTest(async (mock) => {
        const { pipeline, adapter } = placementAdapter(mock.url, { token: DEMO.expiredToken });
        await expect(adapter.place(couponRequest(KEYS.expired))).resolves.toEqual({ kind: 'network-failure', retryable: false });
        expect(pipeline.counts.signedOut).toBe(1);
        expect(pipeline.sent).toHaveLength(2);
      });
  });

  it('placeBet: a player who must confirm changed terms (451, exception_code 1) goes to confirm-terms; nothing placed, not repeated', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.termsRequired, signedIn)
      .uponReceiving('a coupon placement from a player who must confirm changed terms')
      .withRequest('POST', '/web-api/api/v1/coupons', placing(KEYS.terms))
      .willRespondWith(451, jsonBody(apiError(451, 'Terms changed', { exception_code: 1 })))
      .executeTest(async (mock) => {
        const { pipeline, adapter } = placementAdapter(mock.url);
        await expect(adapter.place(couponRequest(KEYS.terms))).resolves.toEqual({ kind: 'network-failure', retryable: false });
        expect(pipeline.counts.termsRequired).toBe(1);
        expect(pipeline.sent).toHaveLength(1);
      });
  });

  it('getCouponByCode: a saved coupon replaces the slip', async () => {
    const loaded = exampleOf<{ bets: unknown[] }>(provider, 'getCouponByCode', '200');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.couponExists, { code: 'AB12CD' })
      .uponReceiving('a request for the saved coupon AB12CD')
      .withRequest('GET', '/web-api/api/v1/coupons/AB12CD', (b) => b.query({ lng: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody(like({ ...loaded, bets: eachLike(loaded.bets[0]) })))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.loadByCode('AB12CD');
        // The championship's country comes apart from its name (champCountry, from the example), so the slip
        // names it as the line does, "England. Premier League": a provider must send it.
        expect(outcome).toMatchObject({
          kind: 'loaded',
          coupon: { code: 'AB12CD', bets: [{ id: '501234-1', startTime: 1767283200000, champNameEn: 'Premier League', champCountryEn: 'England' }] },
        });
      });
  });

  it('getCouponByCode: an unknown code is not-found (404)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.couponMissing, { code: 'ZZ99ZZ' })
      .uponReceiving('a request for the unknown coupon ZZ99ZZ')
      .withRequest('GET', '/web-api/api/v1/coupons/ZZ99ZZ', (b) => b.query({ lng: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(404, jsonBody(like(exampleOf(provider, 'getCouponByCode', '404'))))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        await expect(adapter.loadByCode('ZZ99ZZ')).resolves.toEqual({ kind: 'not-found', code: 'ZZ99ZZ' });
      });
  });

  it('getBetHistory: the last 30 days, newest first; an express lists the bonus bet and the hyper-bonus it was placed with; each selection carries its market kind and outcome type', async () => {
    const history = exampleOf<{ items: { bets: unknown[]; bonusBet: { coef: number }; hyperBonus: { percent: number; amount: number } }[] }>(
      provider,
      'getBetHistory',
      '200',
    );
    const item = history.items[0]!;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.placedBets, { ...signedIn, couponId: '8812345' })
      .uponReceiving('a request for the bet history of the last 30 days')
      .withRequest('GET', '/web-api/api/v1/bets/history', historyOf30Days(DEMO.token))
      .willRespondWith(200, jsonBody(like({ ...history, items: eachLike({ ...item, couponId: regex('^[0-9]+$', '8812345'), bets: eachLike(item.bets[0]), bonusBet: { coef: number(item.bonusBet.coef) }, hyperBonus: { percent: number(item.hyperBonus.percent), amount: number(item.hyperBonus.amount) } }) })))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.history(last30Days);
        // Each selection names its championship's country (champCountry), as the history and the printed coupon show it;
        // the bonus bet comes beside the selections (QA: without it their odds did not multiply to the coupon's), and so
        // does the hyper-bonus the slip promised on top of the possible win (QA9: the history left it out). Each selection's
        // market kind and outcome type (designed) let the page name it short or full as the player chose (spec 000 §3).
        expect(outcome).toMatchObject({
          kind: 'loaded',
          bets: [
            {
              couponId: '8812345',
              status: 'pending',
              // The block each was placed in (designed): a system's banker is marked, its lines counted (QA14 #6).
              selections: [{ champNameEn: 'Premier League', champCountryEn: 'England', words: { kind: 1, typeId: 1 }, blockId: 0 }],
              bonusBet: { coef: 1.03 },
              possibleWin: 685.98,
              hyperBonus: { percent: 5, amount: 26.8 },
            },
          ],
        });
      });
  });

  it('QA18 #5: getBetHistory lists a coupon placed with a promo code with the code, its percent and the boost it added to the possible win', async () => {
    const history = exampleOf<{ items: { bets: unknown[]; amount: number; possibleWin: number }[] }>(provider, 'getBetHistory', '200');
    const item = history.items[0]!;
    // WELCOME10 on the example express: 10 % of its net win, in its possible win (the hyper-bonus stays as counted before it).
    const boost = Math.round((item.possibleWin - item.amount) * 10) / 100;
    const possibleWin = Math.round((item.possibleWin + boost) * 100) / 100;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.placedWithPromoCode, { ...signedIn, couponId: '8812345', promoCode: 'WELCOME10' })
      .uponReceiving('a request for the bet history holding a coupon placed with a promo code')
      .withRequest('GET', '/web-api/api/v1/bets/history', historyOf30Days(DEMO.token))
      .willRespondWith(200, jsonBody(like({
        ...history,
        items: eachLike({
          ...item,
          couponId: regex('^[0-9]+$', '8812345'),
          bets: eachLike(item.bets[0]),
          possibleWin: number(possibleWin),
          promoCode: { code: 'WELCOME10', kind: 'win-boost', percent: number(10), amount: number(boost) },
        }),
      })))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.history(last30Days);
        expect(outcome).toMatchObject({
          kind: 'loaded',
          bets: [{ couponId: '8812345', possibleWin, promoCode: { code: 'WELCOME10', kind: 'win-boost', percent: 10, amount: boost } }],
        });
      });
  });

  it('QA14 #4: getBetHistory with a status and a period sends them (status, dateFrom, dateTo) and answers only the coupons in that status', async () => {
    const history = exampleOf<{ items: { bets: unknown[] }[] }>(provider, 'getBetHistory', '200');
    const item = history.items[0]!;
    // The last 24 hours at 18:00 UTC on the example's day: whole UTC days from the day before to that day.
    const query = historyQuery({ periodDays: 1, status: 'pending' }, Date.UTC(2026, 0, 1, 18));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.placedBets, { ...signedIn, couponId: '8812345' })
      .uponReceiving('a request for the pending bets of the last 24 hours')
      .withRequest('GET', '/web-api/api/v1/bets/history', (b) => {
        b.query({ dateFrom: '2025-12-31', dateTo: '2026-01-01', status: 'pending', page: '1', pageSize: String(HISTORY_PAGE_SIZE), lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) });
      })
      .willRespondWith(200, jsonBody(like({ ...history, items: eachLike({ ...item, couponId: regex('^[0-9]+$', '8812345'), status: regex('^pending$', 'pending'), placedAt: regex('^2026-01-01T[0-9:]+Z$', '2026-01-01T12:00:00Z'), bets: eachLike(item.bets[0]) }) })))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.history(query);
        expect(outcome).toMatchObject({ kind: 'loaded', bets: [{ couponId: '8812345', status: 'pending' }] });
      });
  });

  it('getBetHistory page 2 (Show more coupons): sends page and pageSize; total_count reached by the pages read says there is no more', async () => {
    const history = exampleOf<{ items: { bets: unknown[] }[] }>(provider, 'getBetHistory', '200');
    const item = history.items[0]!;
    // More coupons than one page: page 2 holds the 5 after the first 20, total_count counts all 25.
    const count = HISTORY_PAGE_SIZE + 5;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.placedManyBets, { ...signedIn, count })
      .uponReceiving('a request for page 2 of the bet history of the last 30 days')
      .withRequest('GET', '/web-api/api/v1/bets/history', (b) => {
        b.query({ dateFrom: '2026-01-01', dateTo: '2026-01-31', page: '2', pageSize: String(HISTORY_PAGE_SIZE), lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) });
      })
      .willRespondWith(
        200,
        jsonBody({ items: eachLike({ ...item, couponId: regex('^[0-9]+$', '8812345'), bets: eachLike(item.bets[0]) }), total_count: integer(count), page: integer(2) }),
      )
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.history(nextHistoryPage(last30Days));
        expect(outcome).toMatchObject({ kind: 'loaded', hasMore: false, bets: [{ couponId: '8812345' }] });
      });
  });

  it('QA15 #8: getBetHistory lists a chain with the stake of each block as placed (blockStakes, designed), each selection in its block', async () => {
    const history = exampleOf<{ items: { amount: number; bets: unknown[] }[] }>(provider, 'getBetHistory', '200');
    const item = history.items[0]!;
    const blockAmount = 200;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.placedChain, { ...signedIn, couponId: '8812345', blockAmount })
      .uponReceiving('a request for the bet history of the last 30 days that lists a chain')
      .withRequest('GET', '/web-api/api/v1/bets/history', historyOf30Days(DEMO.token))
      .willRespondWith(
        200,
        jsonBody(
          like({
            ...history,
            items: eachLike({
              ...item,
              couponId: regex('^[0-9]+$', '8812345'),
              typeId: 3,
              bets: eachLike({ ...(item.bets[0] as object), blockId: integer(0) }),
              bonusBet: null,
              hyperBonus: null,
              blockStakes: eachLike({ blockId: integer(0), amount: number(item.amount) }),
            }),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.history(last30Days);
        // The first block stakes the coupon's amount; the page shows each block with its selections and stake.
        expect(outcome).toMatchObject({
          kind: 'loaded',
          bets: [{ couponId: '8812345', typeId: 3, selections: [{ blockId: 0 }], blockStakes: [{ blockId: 0, amount: item.amount }] }],
        });
      });
  });

  it('getBetHistory: asked in the page language (lng=ru), the market names the server owns come in Russian (QA11 #10)', async () => {
    const history = exampleOf<{ items: { bets: { betId: string; marketName: string }[] }[] }>(provider, 'getBetHistory', '200');
    const item = history.items[0]!;
    const total = item.bets.find((bet) => bet.betId.endsWith('-9-2.5'))!;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.placedBets, { ...signedIn, couponId: '8812345' })
      .uponReceiving('a request for the bet history of the last 30 days in Russian')
      .withRequest('GET', '/web-api/api/v1/bets/history', historyOf30Days(DEMO.token, 'ru'))
      // The example's total, said in Russian: a provider must name the markets it owns in the language asked.
      .willRespondWith(200, jsonBody(like({ ...history, items: [like({ ...item, couponId: regex('^[0-9]+$', '8812345'), bets: arrayContaining(like({ ...total, marketName: regex('^.*[А-Яа-яЁё].*$', 'Тотал: Больше 2.5') })) })] })))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url, { token: DEMO.token }, 'ru');
        const outcome = await adapter.history(last30Days);
        expect(outcome).toMatchObject({ kind: 'loaded', bets: [{ couponId: '8812345', selections: expect.arrayContaining([expect.objectContaining({ marketName: 'Тотал: Больше 2.5' })]) }] });
      });
  });

  it('getPlacedCoupon (designed): one coupon by its id, the history\'s own item, whenever placed (the printed coupon opened directly)', async () => {
    const item = exampleOf<{ bets: unknown[]; bonusBet: { coef: number }; hyperBonus: { percent: number; amount: number } }>(provider, 'getPlacedCoupon', '200');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.placedBets, { ...signedIn, couponId: '8812345' })
      .uponReceiving('a request for the placed coupon 8812345')
      .withRequest('GET', '/web-api/api/v1/bets/history/8812345', (b) => b.query({ lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(
        200,
        jsonBody(
          like({
            ...item,
            couponId: regex('^[0-9]+$', '8812345'),
            bets: eachLike(item.bets[0]),
            bonusBet: { coef: number(item.bonusBet.coef) },
            hyperBonus: { percent: number(item.hyperBonus.percent), amount: number(item.hyperBonus.amount) },
          }),
        ),
      )
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        const outcome = await adapter.placedBet('8812345');
        // The same coupon the history lists, mapped by the same mapper: the printed coupon shows what the list shows.
        expect(outcome).toMatchObject({
          kind: 'loaded',
          bet: {
            couponId: '8812345',
            status: 'pending',
            selections: [{ champNameEn: 'Premier League', champCountryEn: 'England', words: { kind: 1, typeId: 1 }, blockId: 0 }],
            bonusBet: { coef: 1.03 },
            hyperBonus: { percent: 5, amount: 26.8 },
          },
        });
      });
  });

  it('getPlacedCoupon: a coupon the player does not have is not-found (404), not a failure', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.placedCouponMissing, { ...signedIn, couponId: '8899999' })
      .uponReceiving('a request for the placed coupon 8899999 the player does not have')
      .withRequest('GET', '/web-api/api/v1/bets/history/8899999', (b) => b.query({ lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(404, jsonBody(like(exampleOf(provider, 'getPlacedCoupon', '404'))))
      .executeTest(async (mock) => {
        const { adapter } = placementAdapter(mock.url);
        await expect(adapter.placedBet('8899999')).resolves.toEqual({ kind: 'not-found', couponId: '8899999' });
      });
  });

  it('getPlacedCoupon: an expired token whose refresh fails (401) signs the player out; the coupon is a failure not worth repeating', async () => {
    refusedTokenRefresh(pact);
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.tokenExpired, { token: DEMO.expiredToken })
      .uponReceiving('a request for the placed coupon 8812345 with an expired token')
      .withRequest('GET', '/web-api/api/v1/bets/history/8812345', (b) => b.query({ lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.expiredToken) }))
      .willRespondWith(401, jsonBody(apiError(401, 'Token expired')))
      .executeTest(async (mock) => {
        const { pipeline, adapter } = placementAdapter(mock.url, { token: DEMO.expiredToken });
        await expect(adapter.placedBet('8812345')).resolves.toEqual({ kind: 'network-failure', retryable: false });
        expect(pipeline.counts.signedOut).toBe(1);
        expect(pipeline.sent).toHaveLength(2);
      });
  });

  it('getBetHistory: an expired token whose refresh fails (401) signs the player out; the history is a failure not worth repeating', async () => {
    refusedTokenRefresh(pact);
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.tokenExpired, { token: DEMO.expiredToken })
      .uponReceiving('a request for the bet history with an expired token')
      .withRequest('GET', '/web-api/api/v1/bets/history', historyOf30Days(DEMO.expiredToken))
      .willRespondWith(401, jsonBody(apiError(401, 'Token expired')))
      .executeTest(async (mock) => {
        const { pipeline, adapter } = placementAdapter(mock.url, { token: DEMO.expiredToken });
        await expect(adapter.history(last30Days)).resolves.toEqual({ kind: 'network-failure', retryable: false });
        expect(pipeline.counts.signedOut).toBe(1);
        expect(pipeline.sent).toHaveLength(2);
      });
  });

  it('getBetHistory: a player who must confirm changed terms (451, exception_code 1) goes to confirm-terms; the history is a failure not worth repeating', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.termsRequired, signedIn)
      .uponReceiving('a request for the bet history from a player who must confirm changed terms')
      .withRequest('GET', '/web-api/api/v1/bets/history', historyOf30Days(DEMO.token))
      .willRespondWith(451, jsonBody(apiError(451, 'Terms changed', { exception_code: 1 })))
      .executeTest(async (mock) => {
        const { pipeline, adapter } = placementAdapter(mock.url);
        await expect(adapter.history(last30Days)).resolves.toEqual({ kind: 'network-failure', retryable: false });
        expect(pipeline.counts.termsRequired).toBe(1);
        expect(pipeline.sent).toHaveLength(1);
      });
  });
});
