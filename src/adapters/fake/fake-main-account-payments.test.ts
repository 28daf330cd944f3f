import { describe, expect, it } from 'vitest';
import { countCompletedPayments, teamCashModalDecision } from '../../domain/player';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { FAKE_PAYMENTS_PAGE_SIZE, FakeMainAccountPayments } from './fake-main-account-payments';
import { DEMO_COMPLETED_PAYMENTS, FakeWorld, type FakeWorldState } from './fake-world';

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

  it('the knob comes from the fake query; 0 empties the list', async () => {
    expect((await setup({ signedIn: true, completedPayments: 0 }).page(1))).toEqual({ payments: [], totalCount: 0 });
    const fromQuery = new FakeWorld(new MemoryStorage(), new FakeClock(), `?fake=${encodeURIComponent('{"signedIn":true,"completedPayments":4}')}`);
    expect(countCompletedPayments((await new FakeMainAccountPayments(fromQuery).page(1)).payments)).toBe(4);
  });

  it('fails with fail: ["payments"], and for a visitor', async () => {
    await expect(setup({ signedIn: true, completedPayments: 3, fail: ['payments'] }).page(1)).rejects.toThrow();
    await expect(setup({ signedIn: false, completedPayments: 3 }).page(1)).rejects.toThrow();
  });

  it('the demo player has a payment history of more than one page with statuses mixed, and no team-cash modal', async () => {
    const payments = setup({ signedIn: true });
    const [one, two] = [await payments.page(1), await payments.page(2)];
    const all = [...one.payments, ...two.payments];
    expect(one.totalCount).toBeGreaterThan(FAKE_PAYMENTS_PAGE_SIZE);
    expect(all).toHaveLength(one.totalCount);
    expect(countCompletedPayments(all)).toBe(DEMO_COMPLETED_PAYMENTS);
    expect(new Set(all.map((p) => p.status_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((p) => p.summ)).size).toBeGreaterThan(1);
    // the team-cash count: page 1, and page 2 only when page 1 held fewer than 5 completed (spec 001 §4)
    const firstCount = countCompletedPayments(one.payments);
    const counted = firstCount < 5 ? firstCount + countCompletedPayments(two.payments) : firstCount;
    expect(teamCashModalDecision({ isAuthenticated: true, completedCount: counted, markers: { stepOneShown: false, activated: false } })).toEqual({ kind: 'none' });
  });

  it('names a status that did not complete in the page\'s language, as a backend answers in the language asked', async () => {
    const world = new FakeWorld(new MemoryStorage(), new FakeClock(), '');
    world.update({ signedIn: true, completedPayments: 4 });
    const titles = async (lng: string) => (await new FakeMainAccountPayments(world, () => lng).page(1)).payments.map((p) => p.status_title);
    expect(await titles('en')).toEqual(['Pending', 'Completed', 'Completed', 'Completed', 'Declined', 'Completed']);
    expect(await titles('ru')).toEqual(['В обработке', 'Выполнен', 'Выполнен', 'Выполнен', 'Отклонён', 'Выполнен']);
  });
});
