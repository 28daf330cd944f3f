import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import type { MainAccountPaymentsPort, PaymentsPage } from '../../domain/payments';
import type { TeamCashPayment } from '../../domain/player';
import { appendNew } from '../../domain/shared';

export type PaymentHistoryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PaymentHistoryDeps {
  payments: MainAccountPaymentsPort;
  /** The signed-in player's id, null for a visitor: another player (or none) drops the list read for the last one. */
  $userId: Store<number | null>;
}

interface PageRequest {
  page: number;
  userId: number;
}

interface PageAnswer extends PageRequest {
  answer: PaymentsPage;
}

interface ListState {
  payments: TeamCashPayment[];
  pagesLoaded: number;
  totalCount: number | null;
  /** The last page read added nothing new: the list is at its end whatever total_count says. */
  ended: boolean;
}

const EMPTY_LIST: ListState = { payments: [], pagesLoaded: 0, totalCount: null, ended: false };

/**
 * The office's payment history (spec 001 "Main-account payments list: page number, no archive. Response: entities
 * and total_count"). Opening the page reads page 1 afresh; "Show more" reads the next page and adds it under what
 * is shown (design: a player scanning their payments expects the list to grow, not to page away from what they
 * read), until the list holds total_count payments, or a page comes back with nothing new (a server whose count
 * runs ahead of its pages never leaves a button that loads nothing). A failed read keeps every payment already
 * shown and remembers the page, so Try again asks for that page again. A payment already listed (the list moved
 * on between two reads, a new payment pushing one onto the next page) is listed once.
 */
export function createPaymentHistoryModel(deps: PaymentHistoryDeps) {
  /** The payment history page came on screen. */
  const opened = createEvent();
  /** Show more. */
  const moreRequested = createEvent();
  /** Try again after a failed read. */
  const retried = createEvent();

  const loadPageFx = createEffect(async (request: PageRequest): Promise<PageAnswer> => ({ ...request, answer: await deps.payments.page(request.page) }));

  /** What is shown: the payments read so far, how many pages that took, and whether the list has ended. */
  const $list = createStore<ListState>(EMPTY_LIST);
  const $failedPage = createStore<number | null>(null);
  const $status = createStore<PaymentHistoryStatus>('idle');

  const $payments = $list.map((list) => list.payments);
  const $totalCount = $list.map((list) => list.totalCount);
  const $hasMore = $list.map((list) => list.totalCount !== null && !list.ended && list.payments.length < list.totalCount);

  // the filters let only a signed-in player through, so the user ids below are never null
  sample({ clock: opened, source: deps.$userId, filter: (id) => id !== null, fn: (userId): PageRequest => ({ page: 1, userId: userId! }), target: loadPageFx });
  sample({
    clock: moreRequested,
    source: { userId: deps.$userId, list: $list, status: $status, hasMore: $hasMore },
    filter: (s) => s.userId !== null && s.status !== 'loading' && s.hasMore,
    fn: ({ userId, list }): PageRequest => ({ page: list.pagesLoaded + 1, userId: userId! }),
    target: loadPageFx,
  });
  sample({
    clock: retried,
    source: { userId: deps.$userId, page: $failedPage, status: $status },
    filter: (s) => s.userId !== null && s.page !== null && s.status === 'error',
    fn: ({ userId, page }): PageRequest => ({ page: page!, userId: userId! }),
    target: loadPageFx,
  });

  $status.on(loadPageFx, () => 'loading');
  // an answer for a player who has since signed out (or another who signed in) is not theirs to see
  const answered = sample({ clock: loadPageFx.doneData, source: deps.$userId, filter: (userId, done) => userId === done.userId, fn: (_, done) => done });
  const failed = sample({ clock: loadPageFx.fail, source: deps.$userId, filter: (userId, { params }) => userId === params.userId, fn: (_, { params }) => params.page });

  $list.on(answered, (list, { page, answer }) => {
    if (page === 1) return { payments: answer.payments, pagesLoaded: 1, totalCount: answer.totalCount, ended: answer.payments.length === 0 };
    const { items, added } = appendNew(list.payments, answer.payments, (p) => p.id);
    return { payments: items, pagesLoaded: page, totalCount: answer.totalCount, ended: added.length === 0 };
  });
  $status.on(answered, () => 'ready').on(failed, () => 'error');
  $failedPage.on(failed, (_, page) => page).reset(answered);

  $list.reset(deps.$userId.updates);
  $failedPage.reset(deps.$userId.updates);
  $status.reset(deps.$userId.updates);

  return { opened, moreRequested, retried, $payments, $totalCount, $status, $hasMore, loadPageFx };
}

export type PaymentHistoryModel = ReturnType<typeof createPaymentHistoryModel>;
