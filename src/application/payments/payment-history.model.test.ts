import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { MainAccountPaymentsPort, PaymentsPage } from '../../domain/payments';
import type { TeamCashPayment } from '../../domain/player';
import { createPaymentHistoryModel } from './payment-history.model';
import { paymentNote, paymentStatusView, paymentTime } from './payment-status';

const PLAYER = 7;
const PAGE_SIZE = 3;

const payment = (id: number, status = 2): TeamCashPayment => ({
  id,
  status_id: status,
  message: null,
  translate_message: null,
  skks_hash: null,
  timestamp: 1_700_000_000 - id,
  date_payment: null,
  status_title: null,
  summ: 100 + id,
  money_deposit_id: null,
});

/** The payments list in pages of PAGE_SIZE; `failPages` fail until taken out. */
class ListPayments implements MainAccountPaymentsPort {
  readonly pagesRead: number[] = [];
  failPages = new Set<number>();
  constructor(
    public ids: number[],
    public reportedTotal: number | null = null,
  ) {}
  async page(n: number): Promise<PaymentsPage> {
    this.pagesRead.push(n);
    if (this.failPages.has(n)) throw new Error(`page ${n} failed`);
    const all = this.ids.map((id) => payment(id));
    return { payments: all.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE), totalCount: this.reportedTotal ?? all.length };
  }
}

function setup(port: ListPayments, userId: number | null = PLAYER) {
  const userChanged = createEvent<number | null>();
  const $userId = createStore<number | null>(userId).on(userChanged, (_, id) => id);
  const model = createPaymentHistoryModel({ payments: port, $userId });
  const scope = fork();
  const ids = () => scope.getState(model.$payments).map((p) => p.id);
  return {
    model,
    scope,
    ids,
    open: () => allSettled(model.opened, { scope }),
    more: () => allSettled(model.moreRequested, { scope }),
    retry: () => allSettled(model.retried, { scope }),
    setUser: (id: number | null) => allSettled(userChanged, { scope, params: id }),
    state: () => ({ status: scope.getState(model.$status), hasMore: scope.getState(model.$hasMore), total: scope.getState(model.$totalCount) }),
  };
}

describe('payment history (spec 001: main-account payments list, page number, entities and total_count)', () => {
  it('opening reads page 1; Show more adds the next page under it until the list holds total_count payments', async () => {
    const port = new ListPayments([1, 2, 3, 4, 5, 6, 7]);
    const page = setup(port);
    await page.open();
    expect(page.ids()).toEqual([1, 2, 3]);
    expect(page.state()).toEqual({ status: 'ready', hasMore: true, total: 7 });
    await page.more();
    await page.more();
    expect(page.ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(port.pagesRead).toEqual([1, 2, 3]);
    // total_count reached: no more pages, and asking reads nothing
    expect(page.state().hasMore).toBe(false);
    await page.more();
    expect(port.pagesRead).toEqual([1, 2, 3]);
  });

  it('an empty list is ready with nothing more to read (the view says there are no payments yet)', async () => {
    const page = setup(new ListPayments([]));
    await page.open();
    expect(page.ids()).toEqual([]);
    expect(page.state()).toEqual({ status: 'ready', hasMore: false, total: 0 });
  });

  it('a failed page keeps what was shown; Try again reads that page again and adds it', async () => {
    const port = new ListPayments([1, 2, 3, 4, 5]);
    const page = setup(port);
    await page.open();
    port.failPages.add(2);
    await page.more();
    expect(page.state().status).toBe('error');
    expect(page.ids()).toEqual([1, 2, 3]);
    port.failPages.clear();
    await page.retry();
    expect(page.ids()).toEqual([1, 2, 3, 4, 5]);
    expect(port.pagesRead).toEqual([1, 2, 2]);
    expect(page.state()).toEqual({ status: 'ready', hasMore: false, total: 5 });
  });

  it('a failed first page is an error with nothing shown; Try again reads page 1', async () => {
    const port = new ListPayments([1, 2]);
    port.failPages.add(1);
    const page = setup(port);
    await page.open();
    expect(page.state().status).toBe('error');
    port.failPages.clear();
    await page.retry();
    expect(page.ids()).toEqual([1, 2]);
  });

  it('a payment that moved onto the next page between two reads is listed once', async () => {
    const port = new ListPayments([3, 2, 1, 0]);
    const page = setup(port);
    await page.open();
    // a new payment arrives: what was third is now fourth, on page 2
    port.ids = [4, 3, 2, 1, 0];
    await page.more();
    expect(page.ids()).toEqual([3, 2, 1, 0]);
  });

  it('a count that runs ahead of the pages ends the list when a page brings nothing new (no endless Show more)', async () => {
    const port = new ListPayments([1, 2, 3], 10);
    const page = setup(port);
    await page.open();
    expect(page.state().hasMore).toBe(true);
    await page.more();
    expect(page.state().hasMore).toBe(false);
  });

  it('a visitor reads nothing; signing out drops the list, and an answer that arrives after it is not shown', async () => {
    const visitor = new ListPayments([1]);
    await setup(visitor, null).open();
    expect(visitor.pagesRead).toEqual([]);

    let release: (page: PaymentsPage) => void = () => {};
    const slow: MainAccountPaymentsPort = { page: () => new Promise((resolve) => (release = resolve)) };
    const userChanged = createEvent<number | null>();
    const $userId = createStore<number | null>(PLAYER).on(userChanged, (_, id) => id);
    const model = createPaymentHistoryModel({ payments: slow, $userId });
    const scope = fork();
    const opening = allSettled(model.opened, { scope });
    // the sign-out is taken at once; allSettled waits for the read still in flight, which answers after it
    const signingOut = allSettled(userChanged, { scope, params: null });
    release({ payments: [payment(1)], totalCount: 1 });
    await Promise.all([opening, signingOut]);
    expect(scope.getState(model.$payments)).toEqual([]);
  });
});

describe('payment status in words (spec 001 §4: status 2 is completed; other statuses by the server\'s own name)', () => {
  it.each([
    ['status 2 is completed, whatever the server calls it', { status_id: 2, status_title: 'Done' }, { kind: 'completed' }],
    ['another status says the server\'s name for it', { status_id: 1, status_title: ' Pending ' }, { kind: 'named', title: 'Pending' }],
    ['another status without a name is not completed', { status_id: 5, status_title: null }, { kind: 'not-completed' }],
    ['a blank name counts as none', { status_id: 3, status_title: '  ' }, { kind: 'not-completed' }],
  ])('%s', (_rule, entity, view) => {
    expect(paymentStatusView(entity)).toEqual(view);
  });

  it('the date is date_payment when it reads as a date, else the timestamp in seconds', () => {
    expect(paymentTime({ date_payment: '2026-01-02T03:04:05.000Z', timestamp: 1 })).toBe(Date.parse('2026-01-02T03:04:05.000Z'));
    expect(paymentTime({ date_payment: null, timestamp: 1_700_000_000 })).toBe(1_700_000_000_000);
    expect(paymentTime({ date_payment: 'not a date', timestamp: 5 })).toBe(5000);
  });

  it('the note is the translated message first, then the message', () => {
    expect(paymentNote({ message: 'raw', translate_message: 'translated' })).toBe('translated');
    expect(paymentNote({ message: 'raw', translate_message: null })).toBe('raw');
    expect(paymentNote({ message: ' ', translate_message: '' })).toBeNull();
  });
});
