import { describe, expect, it } from 'vitest';
import { HttpAdapterError } from '../http-adapter.error';
import { historyCouponToDomain, networkFailure } from './coupon.mapper';

const dto = (status: 'pending' | 'won' | 'lost' | 'returned' | 'cashed-out') => ({
  couponId: '8812345',
  placedAt: '2026-01-05T10:00:00Z',
  typeId: 1,
  systemValue: null,
  amount: 150,
  currency: 'RUB',
  coef: 3.5,
  possibleWin: 525,
  payout: status === 'pending' ? null : 200,
  status,
  bets: [
    {
      betId: '1:2:3',
      gameId: 1,
      sportName: 'Football',
      champName: 'Premier League',
      opponent1: 'A',
      opponent2: 'B',
      startTime: 1_767_600_000,
      marketName: '1X2: 1',
      coef: 1.75,
      status: 'won' as const,
      score: '2:1',
    },
  ],
});

describe('historyCouponToDomain', () => {
  it.each(['pending', 'won', 'lost', 'returned', 'cashed-out'] as const)(
    'the contract status %s is the domain PlacedBetStatus unchanged',
    (status) => {
      expect(historyCouponToDomain(dto(status)).status).toBe(status);
    },
  );

  it('keeps the payout and each selection’s status and final score', () => {
    expect(historyCouponToDomain(dto('cashed-out'))).toMatchObject({
      payout: 200,
      selections: [{ status: 'won', score: '2:1', startTime: 1_767_600_000_000 }],
    });
  });
});

describe('networkFailure: what a coupon call without a declared answer may repeat', () => {
  it.each([
    ['a failed request', new HttpAdapterError('network', 0, 'placeBet', 'Failed to fetch'), true],
    ['an answer outside the contract', new HttpAdapterError('invalid-response', 200, 'placeBet', 'Invalid response'), true],
    ['a 503', new HttpAdapterError('http', 503, 'placeBet', 'down'), true],
    ['a 429', new HttpAdapterError('http', 429, 'placeBet', 'slow down'), true],
    ['a 400', new HttpAdapterError('http', 400, 'placeBet', 'bad'), false],
    ['a cancellation (499)', new HttpAdapterError('cancelled', 499, 'placeBet', 'cancelled'), false],
    ['an unknown error', new Error('boom'), true],
  ])('%s → retryable %s', (_, error, retryable) => {
    expect(networkFailure(error)).toEqual({ kind: 'network-failure', retryable });
  });
});
