import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ListLogger, MapCookies } from '../../../tests/support/session-setup';
import { FakeClock } from '../../adapters/fake/fake-clock';
import type { MainAccountPaymentsPort, PaymentsPage } from '../../domain/payments';
import { TEAM_CASH_MARKER_EXPIRY_MS, type TeamCashPayment } from '../../domain/player';
import { createTeamCashModel, teamCashCookieName } from './team-cash.model';

const PLAYER = 7;
const PAGE_SIZE = 10;

const payment = (id: number, status: number): TeamCashPayment => ({
  id,
  status_id: status,
  message: null,
  translate_message: null,
  skks_hash: null,
  timestamp: 0,
  date_payment: null,
  status_title: null,
  summ: 100,
  money_deposit_id: null,
});

/** The payments list as pages of PAGE_SIZE; `statuses` newest first. */
class ListPayments implements MainAccountPaymentsPort {
  readonly pagesRead: number[] = [];
  constructor(
    private readonly statuses: number[],
    private readonly failure: Error | null = null,
  ) {}
  async page(n: number): Promise<PaymentsPage> {
    this.pagesRead.push(n);
    if (this.failure) throw this.failure;
    const all = this.statuses.map((status, i) => payment(i + 1, status));
    return { payments: all.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE), totalCount: all.length };
  }
}

/** A page of the site: a scope and the model over cookies that may outlive it (a reload). */
function page(payments: MainAccountPaymentsPort, cookies = new MapCookies(), other = false) {
  const clock = new FakeClock();
  const logger = new ListLogger();
  const userChanged = createEvent<number | null>();
  const otherChanged = createEvent<boolean>();
  const $userId = createStore<number | null>(null).on(userChanged, (_, id) => id);
  const $otherOnScreen = createStore(other).on(otherChanged, (_, v) => v);
  const model = createTeamCashModel({ payments, cookies, clock, logger, $userId, $otherOnScreen });
  const scope = fork();
  return {
    model,
    scope,
    cookies,
    logger,
    clock,
    signIn: (id: number | null = PLAYER) => allSettled(userChanged, { scope, params: id }),
    setOther: (v: boolean) => allSettled(otherChanged, { scope, params: v }),
    step: () => scope.getState(model.$step),
  };
}

const completed = (n: number, others: number[] = []) => [...others, ...Array.from({ length: n }, () => 2)];

describe('team-cash modal (spec 001 §4, §6, §9)', () => {
  it('spec §4: exactly 3 completed payments show step one, with the marker kept 372 days', async () => {
    const p = page(new ListPayments(completed(3, [1, 3])));
    await p.signIn();
    expect(p.step()).toBe('step-one');
    const marker = p.cookies.jar.get(teamCashCookieName('stepOneShown', PLAYER));
    expect(marker?.options?.expiresAt).toBe(p.clock.now() + TEAM_CASH_MARKER_EXPIRY_MS);
    expect(TEAM_CASH_MARKER_EXPIRY_MS).toBe(372 * 86_400_000);
    await allSettled(p.model.closed, { scope: p.scope });
    expect(p.step()).toBeNull();
  });

  it('spec §4: step one shows once: with its cookie, the next page load shows nothing', async () => {
    const cookies = new MapCookies();
    await page(new ListPayments(completed(3)), cookies).signIn();
    const reload = page(new ListPayments(completed(3)), cookies);
    await reload.signIn();
    expect(reload.step()).toBeNull();
  });

  it('spec §4: 4 completed payments show step two and mark the offer activated; nothing shows after', async () => {
    const cookies = new MapCookies();
    const first = page(new ListPayments(completed(4)), cookies);
    await first.signIn();
    expect(first.step()).toBe('step-two');
    expect(cookies.get(teamCashCookieName('activated', PLAYER))).not.toBeNull();
    for (const count of [3, 4]) {
      const later = page(new ListPayments(completed(count)), cookies);
      await later.signIn();
      expect(later.step(), `${count} completed after activation`).toBeNull();
    }
  });

  it('spec §4: 4 shows step two even after step one was shown', async () => {
    const cookies = new MapCookies();
    await page(new ListPayments(completed(3)), cookies).signIn();
    const later = page(new ListPayments(completed(4)), cookies);
    await later.signIn();
    expect(later.step()).toBe('step-two');
  });

  it.each([
    ['spec §9: 2 completed payments do not trigger it', completed(2)],
    ['spec §9: 5 completed payments do not trigger it', completed(5)],
    ['spec §4: only status 2 counts (3 payments, 2 completed)', completed(2, [1])],
  ])('%s', async (_rule, statuses) => {
    const p = page(new ListPayments(statuses));
    await p.signIn();
    expect(p.step()).toBeNull();
  });

  it('spec §4: page 2 is read when page 1 found fewer than 5 completed payments, and counts', async () => {
    // page 1: 8 pending + 2 completed; page 2: 1 completed → 3 in all
    const payments = new ListPayments([...Array.from({ length: 8 }, () => 1), 2, 2, 2]);
    const p = page(payments);
    await p.signIn();
    expect(payments.pagesRead).toEqual([1, 2]);
    expect(p.step()).toBe('step-one');
  });

  it('spec §4: page 2 is not read when page 1 found 5 completed payments', async () => {
    const payments = new ListPayments([...Array.from({ length: 5 }, () => 1), ...completed(5), ...completed(3)]);
    await page(payments).signIn();
    expect(payments.pagesRead).toEqual([1]);
  });

  it('design: page 2 is not read when the list ends on page 1', async () => {
    const payments = new ListPayments(completed(3));
    await page(payments).signIn();
    expect(payments.pagesRead).toEqual([1]);
  });

  it('spec §6: a visitor gets nothing: no read, no modal', async () => {
    const payments = new ListPayments(completed(3));
    const p = page(payments);
    await p.signIn(null);
    expect(payments.pagesRead).toEqual([]);
    expect(p.step()).toBeNull();
  });

  it('a failed read is logged and shows nothing, writing no marker', async () => {
    const p = page(new ListPayments(completed(3), new Error('503')));
    await p.signIn();
    expect(p.step()).toBeNull();
    expect(p.cookies.jar.size).toBe(0);
    expect(p.logger.lines).toEqual([['warn', 'team cash: payments read failed', { operation: 'payments', error: 'Error: 503' }]]);
  });

  it('spec §9 one notification at a time: the modal waits while another notice or modal is on screen', async () => {
    const p = page(new ListPayments(completed(3)), new MapCookies(), true);
    await p.signIn();
    expect(p.step()).toBeNull();
    await p.setOther(false);
    expect(p.step()).toBe('step-one');
    // once on screen it stays when something else comes
    await p.setOther(true);
    expect(p.step()).toBe('step-one');
  });

  it.each([
    ['step one (3 completed)', 3, 'step-one', 'stepOneShown'],
    ['step two (4 completed)', 4, 'step-two', 'activated'],
  ] as const)(
    'finding: %s waiting its turn writes no marker, so a page closed before it showed shows it on the next load',
    async (_rule, count, step, marker) => {
      const cookies = new MapCookies();
      const waiting = page(new ListPayments(completed(count)), cookies, true);
      await waiting.signIn();
      await waiting.clock.advanceAsync(10 * 60_000);
      expect(waiting.step()).toBeNull();
      expect(cookies.jar.size).toBe(0);
      // the page is closed while the other notice is still up; the next load has the screen free
      const reload = page(new ListPayments(completed(count)), cookies);
      await reload.signIn();
      expect(reload.step()).toBe(step);
      expect(cookies.get(teamCashCookieName(marker, PLAYER))).not.toBeNull();
    },
  );

  it('spec §9: the marker is written when the modal shows, its 372 days counted from then', async () => {
    const p = page(new ListPayments(completed(3)), new MapCookies(), true);
    await p.signIn();
    const decidedAt = p.clock.now();
    await p.clock.advanceAsync(60 * 60_000);
    expect(p.cookies.jar.size).toBe(0);
    await p.setOther(false);
    expect(p.step()).toBe('step-one');
    expect(p.cookies.jar.get(teamCashCookieName('stepOneShown', PLAYER))?.options).toEqual({
      expiresAt: decidedAt + 60 * 60_000 + TEAM_CASH_MARKER_EXPIRY_MS,
      path: '/',
    });
  });

  it("a modal waiting for one player is not shown to the next one signed in on the page, nor marked as the first one's", async () => {
    const cookies = new MapCookies();
    // the first player has 3 completed payments, the second 2
    const lists = new Map([
      [PLAYER, new ListPayments(completed(3))],
      [PLAYER + 1, new ListPayments(completed(2))],
    ]);
    let current = PLAYER;
    const payments: MainAccountPaymentsPort = { page: (n) => lists.get(current)!.page(n) };
    const p = page(payments, cookies, true);
    await p.signIn(PLAYER);
    current = PLAYER + 1;
    await p.signIn(PLAYER + 1);
    await p.setOther(false);
    expect(p.step()).toBeNull();
    expect(cookies.jar.size).toBe(0);
  });

  it('signing out closes the modal and drops a waiting one', async () => {
    const p = page(new ListPayments(completed(3)));
    await p.signIn();
    await p.signIn(null);
    expect(p.step()).toBeNull();
    const waiting = page(new ListPayments(completed(4)), new MapCookies(), true);
    await waiting.signIn();
    await waiting.signIn(null);
    await waiting.setOther(false);
    expect(waiting.step()).toBeNull();
  });
});
