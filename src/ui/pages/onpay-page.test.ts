import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routing';
import { onpayOutcome } from './onpay-page';

describe('payment result pages (spec 000 §2 onpay/…)', () => {
  it('every onpay route of the route map is a deposit or a withdrawal with one of the four results', () => {
    const onpay = ROUTES.filter((route) => route.page === 'onpay');
    expect(onpay).toHaveLength(8);
    expect(onpay.map((route) => onpayOutcome(route.name))).toEqual([
      { kind: 'deposit', result: 'success' },
      { kind: 'deposit', result: 'fail' },
      { kind: 'deposit', result: 'pending' },
      { kind: 'deposit', result: 'cancel' },
      { kind: 'withdraw', result: 'success' },
      { kind: 'withdraw', result: 'fail' },
      { kind: 'withdraw', result: 'pending' },
      { kind: 'withdraw', result: 'cancel' },
    ]);
  });

  it('a route that is not a result page has no outcome', () => {
    expect(onpayOutcome('onpay.refund')).toBeNull();
    expect(onpayOutcome('office.recharge')).toBeNull();
  });
});
