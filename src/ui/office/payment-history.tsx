import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { paymentNote, paymentStatusView, paymentTime, type PaymentStatusView } from '../../application/payments';
import { accountCurrency, findMainAccount, type TeamCashPayment } from '../../domain/player';
import { formatMoney } from '../i18n/format-money';
import { useT, type Translate } from '../i18n/use-t';
import { useFormatTime } from '../i18n/use-format-time';
import { useModels } from '../models-context';
import { useMinPending } from '../shell/use-min-pending';
import { lngPath } from '../router/lng-path';
import { SiteLink } from '../shell/site-link';
import './office.css';

/**
 * office/historypay: the main account's payments (spec 001 "Main-account payments list"), newest first, each
 * with its date, amount in the main account's currency, status in words and the server's note. The entity
 * carries no payment method, so none is shown. Show more adds the next page; a failed read says so with Try
 * again and keeps what was shown; an empty list says there are no payments yet and leads to the top-up page.
 */
export function PaymentHistory({ lng }: { lng: string }) {
  const { paymentHistory: model, session } = useModels();
  const [payments, total, status, hasMore, accounts] = useUnit([model.$payments, model.$totalCount, model.$status, model.$hasMore, session.session.$accounts]);
  const t = useT();
  const captionId = useId();
  const main = findMainAccount(accounts);
  const currency = main ? (accountCurrency(main) ?? main.symbol) : '';

  useEffect(() => {
    model.opened();
  }, [model]);

  // Show more goes away with the last page: the focus moves to the first payment it added, never to the page body
  const tableRef = useRef<HTMLTableElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (index === null || status === 'loading') return;
    focusRow.current = null;
    if (hasMore || status !== 'ready') return;
    tableRef.current?.querySelectorAll<HTMLElement>('tbody th')[index]?.focus();
  }, [status, hasMore, payments]);

  // spec 000 §9: the first page's placeholder stays at least 200 ms (Show more keeps the list and its own button text)
  const firstLoad = useMinPending(payments.length === 0 && status !== 'error' && !(status === 'ready' && total !== null));

  const retry = (
    <button type="button" onClick={() => model.retried()}>
      {t('office_payments_retry')}
    </button>
  );

  if (firstLoad) return <p role="status">{t('main_loading')}</p>;
  if (payments.length === 0) {
    if (status === 'error') {
      return (
        <div role="alert" className="office-load-error">
          <p>{t('office_payments_load_error')}</p>
          {retry}
        </div>
      );
    }
    if (status === 'ready' && total !== null) {
      return (
        <div className="office-empty">
          <p role="status">{t('office_payments_empty')}</p>
          <SiteLink to={lngPath(lng, 'office/recharge')}>{t('office_payments_deposit_link')}</SiteLink>
        </div>
      );
    }
    return <p role="status">{t('main_loading')}</p>;
  }

  return (
    <section className="office-payments" aria-busy={status === 'loading'}>
      <table ref={tableRef} className="office-table" aria-labelledby={captionId}>
        <caption id={captionId}>{t('office_payments_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office_payments_column_date')}</th>
            <th scope="col">{t('office_payments_column_amount')}</th>
            <th scope="col">{t('office_payments_column_status')}</th>
            <th scope="col">{t('office_payments_column_note')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} currency={currency} lng={lng} t={t} />
          ))}
        </tbody>
      </table>
      {total !== null ? <p className="office-note">{t('office_payments_shown', { shown: payments.length, total })}</p> : null}
      {status === 'error' ? (
        <div role="alert" className="office-load-error">
          <p>{t('office_payments_more_error')}</p>
          {retry}
        </div>
      ) : hasMore ? (
        <button
          type="button"
          aria-disabled={status === 'loading' ? true : undefined}
          onClick={() => {
            if (status === 'loading') return;
            focusRow.current = payments.length;
            model.moreRequested();
          }}
        >
          {status === 'loading' ? t('main_loading') : t('office_payments_more')}
        </button>
      ) : null}
    </section>
  );
}

function PaymentRow({ payment, currency, lng, t }: { payment: TeamCashPayment; currency: string; lng: string; t: Translate }) {
  const formatTime = useFormatTime(lng);
  const view = paymentStatusView(payment);
  return (
    <tr>
      <th scope="row" tabIndex={-1}>
        <time dateTime={new Date(paymentTime(payment)).toISOString()}>{formatTime(paymentTime(payment))}</time>
      </th>
      {/* QA18 #5: on a phone a row stacks (office.css) and these cells are labelled with their column's name. */}
      <td className="office-amount" data-label={t('office_payments_column_amount')}>
        {currency ? t('office_payments_amount', { amount: formatMoney(payment.summ, lng), currency }) : formatMoney(payment.summ, lng)}
      </td>
      <td className={`office-status office-status--${view.kind}`} data-label={t('office_payments_column_status')}>
        {statusText(view, t)}
      </td>
      <td className="office-payment-note" data-label={paymentNote(payment) ? t('office_payments_column_note') : undefined}>
        {paymentNote(payment) ?? ''}
      </td>
    </tr>
  );
}

function statusText(view: PaymentStatusView, t: Translate): string {
  if (view.kind === 'completed') return t('office_payments_status_completed');
  if (view.kind === 'named') return view.title;
  return t('office_payments_status_not_completed');
}
