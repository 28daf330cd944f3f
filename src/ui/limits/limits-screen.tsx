import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { LIMIT_AMOUNT_MAX, type LimitRow, type LimitSectionView } from '../../application/limits/limit-rows';
import type { LimitConfirmation } from '../../application/limits/limits.model';
import { DEPOSIT_NO_LIMIT_VALUE, type LimitSectionId } from '../../domain/limits';
import { useModels } from '../models-context';
import { useMinPending } from '../shell/use-min-pending';
import { useT, type Translate } from '../i18n/use-t';
import { useFormatTime } from '../i18n/use-format-time';
import { Modal } from '../modals/modal';
import { focusDropped } from '../focus-dropped';
import { pluralText } from '../i18n/plural-text';
import { formatLimitDate, limitTypeKey, limitValueText, lockText, messageText, optionText } from './limit-format';
import './limits.css';

const SECTION_TITLE_KEYS: Record<LimitSectionId, string> = {
  deposit: 'limits_section_deposit',
  extra: 'limits_section_extra',
  reality: 'limits_section_reality',
  wagering: 'limits_section_wagering',
  loss: 'limits_section_loss',
};

const STATE_KEYS = { active: 'limits_state_active', pending: 'limits_state_pending', none: 'limits_state_none' } as const;

/**
 * The responsible-gaming screen of the office (spec 001 §2): the five
 * sections in the spec's order, each limit with its value and state, a
 * choice of a new value from the fixed options (a typed amount for money
 * limits), a confirmation step, and what came of it in the field itself.
 */
export function LimitsScreen({ lng }: { lng: string }) {
  const { limits: model } = useModels();
  const [status, sections, confirmation, unreadable] = useUnit([model.$status, model.$sections, model.$confirmation, model.$unreadable]);
  const t = useT();

  useEffect(() => {
    model.opened();
  }, [model]);
  // spec 000 §9: the placeholder stays at least 200 ms (no flash on a fast answer)
  const placeholder = useMinPending(status !== 'ready' && status !== 'error');

  if (placeholder) return <p role="status">{t('main_loading')}</p>;
  if (status === 'error') {
    return (
      <div role="alert" className="limits-load-error">
        <p>{t('limits_load_error')}</p>
        <button type="button" onClick={() => model.opened()}>
          {t('main_refreshing_button')}
        </button>
      </div>
    );
  }
  if (status !== 'ready') return <p role="status">{t('main_loading')}</p>;

  return (
    <div className="limits-screen">
      <p className="limits-intro">{t('limits_intro')}</p>
      {/* QA18 #6: a record the service sent that is no limit (a value below zero) is not shown; the player is told */}
      {unreadable.length > 0 ? (
        <p className="limits-warning" role="alert">
          {pluralText(t, lng, 'limits_unreadable', unreadable.length)}
        </p>
      ) : null}
      {sections.map((section) => (
        <LimitSection key={section.id} section={section} lng={lng} t={t} />
      ))}
      {confirmation ? <ConfirmDialog confirmation={confirmation} sections={sections} lng={lng} t={t} /> : null}
    </div>
  );
}

function LimitSection({ section, lng, t }: { section: LimitSectionView; lng: string; t: Translate }) {
  const titleId = useId();
  return (
    <section className="limits-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(SECTION_TITLE_KEYS[section.id])}</h2>
      {section.disabled ? <p className="limits-note">{t('limits_section_disabled')}</p> : null}
      {section.selfExclusionNotStarted ? (
        <p className="limits-warning" role="note">
          {t('limits_self_exclusion_not_started')}
        </p>
      ) : null}
      {section.rows.map((row) => (
        <LimitField key={row.type} row={row} lng={lng} t={t} />
      ))}
    </section>
  );
}

function LimitField({ row, lng, t }: { row: LimitRow; lng: string; t: Translate }) {
  const { limits: model } = useModels();
  const [drafts, draftErrors, outcome, busy] = useUnit([model.$drafts, model.$draftErrors, model.$outcome, model.$busy]);
  const formatTime = useFormatTime(lng);
  const titleId = useId();
  const controlId = useId();
  const errorId = useId();
  const draft = drafts[row.type] ?? '';
  const draftError = draftErrors[row.type];
  const name = t(limitTypeKey(row.type));
  const value = (v: number) => limitValueText(t, lng, row.type, v, row.measure);
  const isMoney = row.info.unit === 'money';
  const noLimitOffered = row.options.some((o) => o.value === DEPOSIT_NO_LIMIT_VALUE);
  const noLimitChosen = noLimitOffered && draft === String(DEPOSIT_NO_LIMIT_VALUE);
  const mine = outcome?.type === row.type ? outcome : null;
  const choose = (next: string) => model.valueChosen({ type: row.type, value: next });
  const endsOn = row.current ? formatLimitDate(row.current.endsAt, formatTime) : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // QA18 #2: once an action on this field has come to something (saved, refused or failed), a focus dropped
  // meanwhile, because the control that had it is gone (Remove limit after a removal, Set limit of a field now
  // locked), goes to the field's heading, not to the page's start. The controls stay in place while the action
  // runs (aria-disabled below), so the confirmation dialog gives the focus back to the one that opened it.
  useEffect(() => {
    if (mine && focusDropped()) headingRef.current?.focus();
  });

  return (
    <form
      className="limit-field"
      aria-labelledby={titleId}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) model.changeRequested(row.type);
      }}
    >
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {name}
      </h3>
      <dl className="limit-facts">
        <div>
          <dt>{t('limits_current')}</dt>
          <dd>{row.current ? value(row.current.limitValue) : t('limits_not_set')}</dd>
        </div>
        <div>
          <dt>{t('limits_state')}</dt>
          <dd className={`limit-state limit-state--${row.state}`}>{t(STATE_KEYS[row.state])}</dd>
        </div>
        {row.current?.limitBalance != null ? (
          <div>
            <dt>{t('limits_balance')}</dt>
            <dd>{value(row.current.limitBalance)}</dd>
          </div>
        ) : null}
      </dl>
      {row.pending ? <PendingNotice row={row} lng={lng} t={t} name={name} busy={busy} /> : null}
      {row.lock ? (
        <p className="limit-note">{lockText(t, row.lock, formatTime)}</p>
      ) : row.current && endsOn ? (
        <p className="limit-note">{t('limits_ends', { date: endsOn })}</p>
      ) : null}

      {row.disabled ? null : (
        <div className="limit-edit">
          {isMoney ? (
            <>
              <label htmlFor={controlId}>{row.measure ? t('limits_new_amount', { measure: row.measure }) : t('limits_new_value')}</label>
              <input
                id={controlId}
                inputMode="decimal"
                autoComplete="off"
                value={noLimitChosen ? '' : draft}
                disabled={noLimitChosen}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={draftError ? errorId : undefined}
                onChange={(event) => choose(event.target.value)}
              />
              {noLimitOffered ? (
                <label className="limit-no-limit">
                  <input
                    type="checkbox"
                    checked={noLimitChosen}
                    onChange={(event) => choose(event.target.checked ? String(DEPOSIT_NO_LIMIT_VALUE) : '')}
                  />
                  {t('limits_no_limit')}
                </label>
              ) : null}
            </>
          ) : (
            <>
              <label htmlFor={controlId}>{t('limits_new_value')}</label>
              <select
                id={controlId}
                value={draft}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={draftError ? errorId : undefined}
                onChange={(event) => choose(event.target.value)}
              >
                <option value="">{t('limits_choose')}</option>
                {row.options.map((option) => (
                  <option key={option.value} value={String(option.value)}>
                    {optionText(t, lng, option)}
                  </option>
                ))}
              </select>
            </>
          )}
          {/* aria-disabled, not disabled, while an action runs: a disabled button cannot take the focus back (QA18 #2) */}
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined} aria-label={t('limits_set_named', { name })}>
            {t('limits_set')}
          </button>
        </div>
      )}
      {row.cancel === 'pending' || row.cancel === 'active' ? (
        <button
          type="button"
          className="limit-cancel"
          aria-disabled={busy || undefined}
          aria-label={t(row.cancel === 'pending' ? 'limits_cancel_change_named' : 'limits_remove_named', { name })}
          onClick={() => !busy && model.cancelRequested(row.type)}
        >
          {t(row.cancel === 'pending' ? 'limits_cancel_change' : 'limits_remove')}
        </button>
      ) : null}
      {draftError ? (
        <p id={errorId} className="limit-error" role="alert">
          {t(draftError, { max: value(LIMIT_AMOUNT_MAX) })}
        </p>
      ) : null}
      {mine ? (
        <p className={mine.tone === 'error' ? 'limit-error' : 'limit-success'} role={mine.tone === 'error' ? 'alert' : 'status'}>
          {messageText(t, mine.message)}
        </p>
      ) : null}
    </form>
  );
}

function PendingNotice({ row, lng, t, name, busy }: { row: LimitRow; lng: string; t: Translate; name: string; busy: boolean }) {
  const { limits: model } = useModels();
  const formatTime = useFormatTime(lng);
  const pending = row.pending!;
  const newValue = limitValueText(t, lng, row.type, pending.limitValue, row.measure);
  const change = row.marker ? t(`limits_marker_${row.marker}`) : null;
  const takesEffect = formatLimitDate(pending.startedAt, formatTime);
  return (
    <div className="limit-pending">
      <p>
        {t('limits_pending_value', { value: newValue })}
        {change ? ` (${change})` : ''}
      </p>
      {row.awaitingApproval ? (
        <>
          <p>
            {row.approvalHoursLeft > 0
              ? pluralText(t, lng, 'limits_approval_hours', row.approvalHoursLeft, { date: formatLimitDate(row.approvalEndsAt, formatTime) ?? '' })
              : t('limits_approval_expired')}
          </p>
          <div className="limit-actions">
            <button type="button" className="button button--primary" aria-disabled={busy || undefined} aria-label={t('limits_approve_named', { name })} onClick={() => !busy && model.approveRequested(row.type)}>
              {t('limits_approve')}
            </button>
            <button type="button" aria-disabled={busy || undefined} aria-label={t('limits_reject_named', { name })} onClick={() => !busy && model.rejectRequested(row.type)}>
              {t('limits_reject')}
            </button>
          </div>
        </>
      ) : (
        <p>{takesEffect ? t('limits_takes_effect', { date: takesEffect }) : t('limits_takes_effect_unknown')}</p>
      )}
    </div>
  );
}

function ConfirmDialog({ confirmation, sections, lng, t }: { confirmation: LimitConfirmation; sections: LimitSectionView[]; lng: string; t: Translate }) {
  const { limits: model } = useModels();
  const busy = useUnit(model.$busy);
  const row = sections.flatMap((s) => s.rows).find((r) => r.type === confirmation.type);
  if (!row) return null;
  const name = t(limitTypeKey(row.type));
  const text =
    confirmation.kind === 'set'
      ? t('limits_confirm_set', { name, value: limitValueText(t, lng, row.type, confirmation.value, row.measure) })
      : t(row.cancel === 'pending' ? 'limits_confirm_cancel_change' : 'limits_confirm_remove', { name });
  return (
    <Modal title={t('limits_confirm_title')} onClose={() => model.confirmDismissed()}>
      <p>{text}</p>
      {confirmation.kind === 'set' && row.current && confirmation.value > row.current.limitValue ? <p>{t('limits_confirm_increase_note')}</p> : null}
      <div className="limit-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => model.confirmed()}>
          {t('limits_confirm')}
        </button>
        <button type="button" onClick={() => model.confirmDismissed()}>
          {t('limits_back')}
        </button>
      </div>
    </Modal>
  );
}
