import type { TeamCashPayment } from '../player/team-cash';

export interface PaymentsPage {
  payments: TeamCashPayment[];
  totalCount: number;
}

/**
 * The main account's payments list (spec 001 §4: page number, no archive),
 * read for the team-cash notice. Rejects on failure.
 */
export interface MainAccountPaymentsPort {
  /** Page numbers start at 1. */
  page(page: number): Promise<PaymentsPage>;
}
export const MainAccountPaymentsPort = Symbol.for('MainAccountPaymentsPort');
