import { describe, expect, it } from 'vitest';
import { countCompletedPayments } from '../../domain/player';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { FAKE_PAYMENTS_PAGE_SIZE, FakeMainAccountPayments } from './fake-main-account-payments';
import { FakeWorld, type FakeWorldState } from './fake-world';

function setup(fake: Partial<FakeWorldState>, search = '') {
  const world = new FakeWorld(new MemoryStorage(), new FakeClock(), search);
  world.update(fake);
  return new FakeMainAccountPayments(world);
}

describe('FakeMainAccountPayments (the completedPayments knob)', () => {
  it('lists as many completed payments as the knob says, beside one that is not completed', async () => {
    const page = await setup({ signedIn: true, completedPayments: 3 }).page(1);
    expect(countCompletedPayments(page.payments)).toBe(3);
    expect(page.payments).toHaveLength(4);
    expect(page.totalCount).toBe(4);
  });

  it('pages the list: page 2 holds what page 1 could not', async () => {
    const payments = setup({ signedIn: true, completedPayments: FAKE_PAYMENTS_PAGE_SIZE + 2 });
    const [one, two] = [await payments.page(1), await payments.page(2)];
    expect(one.payments).toHaveLength(FAKE_PAYMENTS_PAGE_SIZE);
    expect(countCompletedPayments([...one.payments, ...two.payments])).toBe(FAKE_PAYMENTS_PAGE_SIZE + 2);
  });

  it('the knob comes from the fake query, and defaults to no payments', async () => {
    expect((await setup({ signedIn: true }).page(1)).payments).toEqual([]);
    const fromQuery = new FakeWorld(new MemoryStorage(), new FakeClock(), `?fake=${encodeURIComponent('{"signedIn":true,"completedPayments":4}')}`);
    expect(countCompletedPayments((await new FakeMainAccountPayments(fromQuery).page(1)).payments)).toBe(4);
  });

  it('fails with fail: ["payments"], and for a visitor', async () => {
    await expect(setup({ signedIn: true, completedPayments: 3, fail: ['payments'] }).page(1)).rejects.toThrow();
    await expect(setup({ signedIn: false, completedPayments: 3 }).page(1)).rejects.toThrow();
  });
});
