import type { Dictionary } from '../../../domain/i18n';

/** English texts of the office's payment history, security and settings pages. */
export const OFFICE_EN: Dictionary = {
  office_payments_caption: 'Payments to your main account, newest first',
  office_payments_column_date: 'Date',
  office_payments_column_amount: 'Amount',
  office_payments_column_status: 'Status',
  office_payments_column_note: 'Details',
  office_payments_amount: '{amount} {currency}',
  office_payments_status_completed: 'Completed',
  office_payments_status_not_completed: 'Not completed',
  office_payments_shown: 'Showing {shown} of {total} payments',
  office_payments_more: 'Show more payments',
  office_payments_load_error: 'Your payments could not be loaded.',
  office_payments_more_error: 'More payments could not be loaded. The payments above are still here.',
  office_payments_retry: 'Try again',
  office_payments_empty: 'You have no payments yet.',
  office_payments_deposit_link: 'Top up your account',
};
