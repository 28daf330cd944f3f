import {
  DEPOSIT_NO_LIMIT_VALUE,
  LIMIT_SECTIONS,
  SESSION_LIMIT_NOT_SET,
  approvalHoursLeft,
  isAwaitingApproval,
  isLimitCancellable,
  isLimitFieldDisabled,
  isSelfExclusionNotStarted,
  limitOptions,
  limitTypeInfo,
  lockNotice,
  pendingChangeMarker,
  sectionsDisabledByDeposit,
  PENDING_DEPOSIT_APPROVAL_WINDOW_S,
  type Limit,
  type LimitOption,
  type LimitSectionId,
  type LimitTypeInfo,
  type PendingChange,
} from '../../domain/limits';

/** What a limit field shows: its limit now, a change waiting, or none (spec 001 §3 states). */
export type LimitRowState = 'active' | 'pending' | 'none';

/** What the row's cancel control does: reject a change awaiting approval, drop a pending change, or end the limit (a 7-day deposit at no limit has none to end). */
export type LimitCancel = 'reject' | 'pending' | 'active' | null;

/** One limit field of the responsible-gaming screen, with every rule of spec 001 §4, §5 applied. */
export interface LimitRow {
  type: number;
  info: LimitTypeInfo;
  /** The limit in force (ACTIVE); a session limit of -1 is none (spec 001 §3). */
  current: Limit | null;
  /** A change waiting (PENDING). */
  pending: Limit | null;
  state: LimitRowState;
  /** spec 001 §5: a pending value above the current one is an increase, below it a decrease. */
  marker: PendingChange | null;
  /** spec 001 §4: a pending deposit limit with needApprove waits for the player's approval. */
  awaitingApproval: boolean;
  /** spec 001 §9: ceil of the hours left to approve; the window ends 86400 s after the start. */
  approvalHoursLeft: number;
  approvalEndsAt: number;
  /** spec 001 §4: an ACTIVE self-exclusion or time-out shows its start and end. */
  lock: { startedAt: number | null; endsAt: number | null } | null;
  /** The field cannot take a new value: locked, awaiting approval, or its section disabled (spec 001 §4). */
  disabled: boolean;
  cancel: LimitCancel;
  /** spec 001 §5: the fixed options; none for money limits, whose amount is typed. */
  options: LimitOption[];
  /** The unit a money amount is in (the service's measure). */
  measure: string;
}

export interface LimitSectionView {
  id: LimitSectionId;
  rows: LimitRow[];
  /** spec 001 §4: the whole section is disabled by a disabled deposit field (under the feature flag). */
  disabled: boolean;
  /** spec 001 §4: in the extra-limits section, a chosen self-exclusion has not started yet. */
  selfExclusionNotStarted: boolean;
}

function rowOf(type: number, limits: readonly Limit[], nowS: number, measure: string): LimitRow {
  const info = limitTypeInfo(type)!;
  const ofType = limits.filter((l) => l.limitType === type);
  const active = ofType.find((l) => l.limitState === 'ACTIVE' && !(type === 31 && l.limitValue === SESSION_LIMIT_NOT_SET)) ?? null;
  const pending = ofType.find((l) => l.limitState === 'PENDING') ?? null;
  const awaiting = pending !== null && isAwaitingApproval(pending);
  const lockedOrWaiting = ofType.some(isLimitFieldDisabled);
  const cancel: LimitCancel = awaiting
    ? 'reject'
    : pending && isLimitCancellable(pending)
      ? 'pending'
      : active && isLimitCancellable(active) && active.endsAt === 0 && active.limitValue !== DEPOSIT_NO_LIMIT_VALUE
        ? 'active'
        : null;
  return {
    type,
    info,
    current: active,
    pending,
    state: active ? 'active' : pending ? 'pending' : 'none',
    marker: pending ? pendingChangeMarker(active?.limitValue ?? null, pending.limitValue) : null,
    awaitingApproval: awaiting,
    approvalHoursLeft: pending && awaiting ? approvalHoursLeft(pending, nowS) : 0,
    approvalEndsAt: pending && awaiting ? pending.startedAt + PENDING_DEPOSIT_APPROVAL_WINDOW_S : 0,
    lock: ofType.map(lockNotice).find((n) => n !== null) ?? null,
    disabled: lockedOrWaiting,
    cancel,
    options: limitOptions(type),
    measure: ofType[0]?.measure || measure,
  };
}

/**
 * The five sections of the responsible-gaming screen in the spec's order
 * (spec 001 §2, §3), each limit type a row. `depositFlag` is the feature
 * flag under which a disabled deposit field disables the deposit, wagering
 * and loss sections (spec 001 §4).
 */
export function limitSections(limits: readonly Limit[], nowS: number, depositFlag: boolean): LimitSectionView[] {
  // a money type the service sent nothing for takes the measure of the other money limits
  const moneyMeasure = limits.find((l) => limitTypeInfo(l.limitType)?.unit === 'money' && l.measure)?.measure ?? '';
  const sections = LIMIT_SECTIONS.map((section) => ({
    id: section.id,
    rows: section.types.map((type) => rowOf(type, limits, nowS, limitTypeInfo(type)?.unit === 'money' ? moneyMeasure : '')),
  }));
  const deposit = sections.find((s) => s.id === 'deposit')!;
  const disabledSections = sectionsDisabledByDeposit(depositFlag, deposit.rows.map((r) => r.disabled));
  return sections.map((section) => {
    const disabled = disabledSections.includes(section.id);
    return {
      ...section,
      rows: section.rows.map((row) => (disabled ? { ...row, disabled: true } : row)),
      disabled,
      selfExclusionNotStarted: section.id === 'extra' && limits.some((l) => isSelfExclusionNotStarted(l, nowS)),
    };
  });
}

/** The largest money amount a limit field takes: below the no-limit value, in cents (QA8 18 names it). */
export const LIMIT_AMOUNT_MAX = DEPOSIT_NO_LIMIT_VALUE - 0.01;

/** A limit value as the player chose it: empty, unreadable, a money amount above LIMIT_AMOUNT_MAX, or a value the service takes. */
export type LimitDraft = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'too-large' } | { kind: 'value'; value: number };

/**
 * Reads the chosen value of a field. spec 001 §5: options come only from
 * the fixed lists, so an option field takes only a listed value; a money
 * amount is a positive number with at most two decimals (a space groups
 * thousands, a comma may be the decimal point), or the 7-day deposit's
 * no-limit value (spec 001 §3).
 */
export function readLimitDraft(type: number, text: string | undefined): LimitDraft {
  const raw = (text ?? '').trim();
  if (raw === '') return { kind: 'empty' };
  const options = limitOptions(type);
  const info = limitTypeInfo(type);
  if (info?.unit !== 'money') {
    const value = Number(raw);
    return options.some((o) => o.value === value) ? { kind: 'value', value } : { kind: 'invalid' };
  }
  if (raw === String(DEPOSIT_NO_LIMIT_VALUE) && options.some((o) => o.value === DEPOSIT_NO_LIMIT_VALUE)) {
    return { kind: 'value', value: DEPOSIT_NO_LIMIT_VALUE };
  }
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return { kind: 'invalid' };
  const value = Number(compact);
  if (value > LIMIT_AMOUNT_MAX) return { kind: 'too-large' };
  return value > 0 ? { kind: 'value', value } : { kind: 'invalid' };
}
