import type { MainAccountPaymentsPort, PaymentsPage } from '../../domain/payments';
import { TEAM_CASH_COMPLETED_STATUS, type TeamCashPayment } from '../../domain/player/team-cash';
import type { FakeWorld } from './fake-world';

/** Payments per page of the fake list; the server's page size is not in the spec, so any size serves. */
export const FAKE_PAYMENTS_PAGE_SIZE = 10;
const DAY_MS = 86_400_000;
/** Completed deposits between two that did not complete, in a list long enough to have them. */
const COMPLETED_BETWEEN_OTHERS = 3;
/** Deposit amounts of the demo list, in turn: a believable spread rather than one number. */
const AMOUNTS = [500, 1000, 250, 2000, 750, 1500, 300];

/**
 * The statuses the demo gives payments that did not complete, with the names a backend sends in status_title
 * (the spec names only status 2, completed; these numbers are the demo's own) and, for a declined one, the
 * note it attaches. Named in the page's language, as a backend answers in the language asked.
 */
const OTHER_STATUSES = {
  pending: { id: 1, en: 'Pending', ru: 'В обработке', note: null },
  declined: { id: 4, en: 'Declined', ru: 'Отклонён', note: { en: 'The bank declined the card payment.', ru: 'Банк отклонил платёж по карте.' } },
  cancelled: { id: 3, en: 'Cancelled', ru: 'Отменён', note: null },
} as const;
type OtherStatus = keyof typeof OTHER_STATUSES;

/**
 * MainAccountPaymentsPort of the offline site: the demo player's deposits, newest first. The
 * `completedPayments` knob says how many are completed (status 2); one pending deposit comes first whenever
 * there are any, so a count that ignored the status would be wrong, and after every 3 completed ones, when
 * more follow, one that did not complete (declined, then cancelled, in turn), so the payment history shows
 * statuses mixed. The knob still counts only the completed ones. Fails with `fail: ["payments"]`, and for a
 * visitor, as the server answers 401.
 */
export class FakeMainAccountPayments implements MainAccountPaymentsPort {
  constructor(
    private readonly world: FakeWorld,
    /** The page's language, which the status names and notes are answered in. */
    private readonly language: () => string = () => 'en',
  ) {}

  page(page: number): Promise<PaymentsPage> {
    return this.world.respond('payments', () => {
      if (!this.world.state.signedIn) throw new Error('Fake payments: nobody is signed in');
      const all = this.payments();
      const start = (Math.max(1, page) - 1) * FAKE_PAYMENTS_PAGE_SIZE;
      return { payments: all.slice(start, start + FAKE_PAYMENTS_PAGE_SIZE), totalCount: all.length };
    });
  }

  private payments(): TeamCashPayment[] {
    const completed = this.world.state.completedPayments;
    if (completed === 0) return [];
    const statuses: (OtherStatus | 'completed')[] = ['pending'];
    let others = 0;
    for (let i = 1; i <= completed; i++) {
      statuses.push('completed');
      if (i % COMPLETED_BETWEEN_OTHERS === 0 && i < completed) statuses.push(others++ % 2 === 0 ? 'declined' : 'cancelled');
    }
    const ru = this.language() === 'ru';
    const now = this.world.clock.now();
    return statuses.map((status, index): TeamCashPayment => {
      const at = now - index * DAY_MS;
      const other = status === 'completed' ? null : OTHER_STATUSES[status];
      const note = other?.note ? other.note : null;
      return {
        id: 900_000 - index,
        status_id: other ? other.id : TEAM_CASH_COMPLETED_STATUS,
        message: note ? note.en : null,
        translate_message: note ? (ru ? note.ru : note.en) : null,
        skks_hash: null,
        timestamp: Math.floor(at / 1000),
        date_payment: new Date(at).toISOString(),
        status_title: other ? (ru ? other.ru : other.en) : ru ? 'Выполнен' : 'Completed',
        summ: AMOUNTS[index % AMOUNTS.length]!,
        money_deposit_id: 7_000 + index,
      };
    });
  }
}
