import type { MainAccountPaymentsPort, PaymentsPage } from '../../domain/payments';
import { TEAM_CASH_COMPLETED_STATUS, type TeamCashPayment } from '../../domain/player/team-cash';
import type { FakeWorld } from './fake-world';

/** Payments per page of the fake list; the server's page size is not in the spec, so any size serves. */
export const FAKE_PAYMENTS_PAGE_SIZE = 10;
const PENDING_STATUS = 1;
const DAY_MS = 86_400_000;

/**
 * MainAccountPaymentsPort of the offline site: the demo player's deposits, newest first. The
 * `completedPayments` knob says how many are completed (status 2); one pending deposit comes first whenever
 * there are any, so a count that ignored the status would be wrong. Fails with `fail: ["payments"]`, and for a
 * visitor, as the server answers 401.
 */
export class FakeMainAccountPayments implements MainAccountPaymentsPort {
  constructor(private readonly world: FakeWorld) {}

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
    const now = this.world.clock.now();
    const record = (index: number, status: number): TeamCashPayment => {
      const at = now - index * DAY_MS;
      return {
        id: 900_000 - index,
        status_id: status,
        message: null,
        translate_message: null,
        skks_hash: null,
        timestamp: Math.floor(at / 1000),
        date_payment: new Date(at).toISOString(),
        status_title: status === TEAM_CASH_COMPLETED_STATUS ? 'Completed' : 'Pending',
        summ: 500,
        money_deposit_id: 7_000 + index,
      };
    };
    return [record(0, PENDING_STATUS), ...Array.from({ length: completed }, (_, i) => record(i + 1, TEAM_CASH_COMPLETED_STATUS))];
  }
}
