import { TEAM_CASH_COMPLETED_STATUS, type TeamCashPayment } from '../../domain/player';

/**
 * How a payment's status is told in the payment history. The spec names one status of the payments list: 2,
 * completed (spec 001 §4, the team-cash count); the entity also carries the server's own name of its status
 * (status_title). Design: status 2 says "Completed" in the page's words; any other status says the server's
 * name when it sent one (it knows its statuses, the spec does not list them, and a guessed word for an unknown
 * number could tell a player a payment failed when it is only waiting); a status with no name says "Not
 * completed", which is all the spec lets us say of it.
 */
export type PaymentStatusView = { kind: 'completed' } | { kind: 'named'; title: string } | { kind: 'not-completed' };

export function paymentStatusView(payment: Pick<TeamCashPayment, 'status_id' | 'status_title'>): PaymentStatusView {
  if (payment.status_id === TEAM_CASH_COMPLETED_STATUS) return { kind: 'completed' };
  const title = payment.status_title?.trim();
  return title ? { kind: 'named', title } : { kind: 'not-completed' };
}

/** When the payment was made: date_payment when it reads as a date, else the record's timestamp (seconds). */
export function paymentTime(payment: Pick<TeamCashPayment, 'date_payment' | 'timestamp'>): number {
  const parsed = payment.date_payment === null ? Number.NaN : Date.parse(payment.date_payment);
  return Number.isFinite(parsed) ? parsed : payment.timestamp * 1000;
}

/** The note the server attached to a payment (why it was declined, …): its translation first. */
export const paymentNote = (payment: Pick<TeamCashPayment, 'message' | 'translate_message'>): string | null =>
  payment.translate_message?.trim() || payment.message?.trim() || null;
