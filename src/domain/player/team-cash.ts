/** spec 001 §3 Team-cash payment record. */
export interface TeamCashPayment {
  id: number;
  status_id: number;
  message: string | null;
  translate_message: string | null;
  skks_hash: string | null;
  timestamp: number;
  date_payment: string | null;
  status_title: string | null;
  summ: number;
  money_deposit_id: number | null;
}

/** spec 001 §4: payments with status 2 count as completed. */
export const TEAM_CASH_COMPLETED_STATUS = 2;

/** spec 001 §9: the shown marker lives 372 days (321408e5 ms). */
export const TEAM_CASH_MARKER_EXPIRY_MS = 321408e5;

/** spec 001 §4: page 2 is loaded only if fewer than 5 completed payments were found on page 1. */
export const TEAM_CASH_SECOND_PAGE_THRESHOLD = 5;

export const countCompletedPayments = (payments: readonly Pick<TeamCashPayment, 'status_id'>[]): number =>
  payments.filter((payment) => payment.status_id === TEAM_CASH_COMPLETED_STATUS).length;

export const shouldLoadSecondPaymentsPage = (completedOnFirstPage: number): boolean =>
  completedOnFirstPage < TEAM_CASH_SECOND_PAGE_THRESHOLD;

/** Markers kept in cookies with the 372-day expiry. */
export interface TeamCashMarkers {
  stepOneShown: boolean;
  activated: boolean;
}

export type TeamCashDecision =
  | { kind: 'none' }
  | { kind: 'show'; step: 'step-one' | 'step-two'; mark: keyof TeamCashMarkers };

/**
 * spec 001 §4 Team-cash modal: exactly 3 completed payments shows the step
 * modal once; 4 shows it and marks it as activated. Design (the spec leaves
 * which step goes with which count open): 3 shows step one and marks it
 * shown; 4 shows step two and marks activated, after which nothing shows.
 */
export function teamCashModalDecision(input: {
  isAuthenticated: boolean;
  completedCount: number;
  markers: TeamCashMarkers;
}): TeamCashDecision {
  if (!input.isAuthenticated || input.markers.activated) return { kind: 'none' };
  if (input.completedCount === 3 && !input.markers.stepOneShown) return { kind: 'show', step: 'step-one', mark: 'stepOneShown' };
  if (input.completedCount === 4) return { kind: 'show', step: 'step-two', mark: 'activated' };
  return { kind: 'none' };
}
