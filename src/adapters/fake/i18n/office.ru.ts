import type { Dictionary } from '../../../domain/i18n';

/** Russian texts of the office's payment history, security and settings pages. */
export const OFFICE_RU: Dictionary = {
  office_payments_caption: 'Платежи на основной счёт, сначала новые',
  office_payments_column_date: 'Дата',
  office_payments_column_amount: 'Сумма',
  office_payments_column_status: 'Статус',
  office_payments_column_note: 'Подробности',
  office_payments_amount: '{amount} {currency}',
  office_payments_status_completed: 'Выполнен',
  office_payments_status_not_completed: 'Не выполнен',
  office_payments_shown: 'Показано платежей: {shown} из {total}',
  office_payments_more: 'Показать ещё платежи',
  office_payments_load_error: 'Не удалось загрузить ваши платежи.',
  office_payments_more_error: 'Не удалось загрузить следующие платежи. Уже показанные платежи остались на месте.',
  office_payments_retry: 'Повторить',
  office_payments_empty: 'У вас пока нет платежей.',
  office_payments_deposit_link: 'Пополнить счёт',
};
