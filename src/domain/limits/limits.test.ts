import { describe, expect, it } from 'vitest';
import { LIMIT_TYPES, type Limit, SESSION_LIMIT_NOT_SET, limitTypeInfo } from './limit';
import {
  DEPOSIT_NO_LIMIT_VALUE,
  REALITY_CHECK_MINUTES,
  DEPOSIT_TIMEOUT_DAYS,
  SESSION_HOURS,
  daysAsDuration,
  limitOptions,
  limitValueLabel,
  selfExclusionDays,
} from './limit-options';
import { LIMIT_SECTIONS, sectionOfLimitType, sectionsDisabledByDeposit } from './limit-sections';
import {
  LIMIT_PING_INTERVAL_MS,
  PENDING_DEPOSIT_APPROVAL_WINDOW_S,
  SESSION_LIMIT_END,
  approvalHoursLeft,
  isAwaitingApproval,
  isLimitCancellable,
  isLimitFieldDisabled,
  isLockedWhileActive,
  isSelfExclusionNotStarted,
  lockNotice,
  pendingChangeMarker,
  sessionLimitTimerMs,
  showsApprovalNotice,
  withoutPendingDepositLimits,
} from './limit-rules';
import { LimitsError, limitFailureMessage, limitSuccessMessage, isShownToPlayer } from './limits.errors';
import { LimitAction, LimitsPort } from './limits.port';

const NOW = 1_800_000_000;
const limit = (over: Partial<Limit>): Limit => ({
  limitType: 20,
  limitValue: 100,
  limitState: 'ACTIVE',
  startedAt: NOW - 10,
  endsAt: NOW + 86_400,
  limitBalance: null,
  needApprove: false,
  measure: 'USD',
  label: '',
  ...over,
});

describe('limit types (spec 001 §3)', () => {
  it.each([
    [1, 'wagering', 'money', '24h'],
    [2, 'wagering', 'money', '7d'],
    [3, 'wagering', 'money', '30d'],
    [10, 'loss', 'money', '24h'],
    [11, 'loss', 'money', '7d'],
    [12, 'loss', 'money', '30d'],
    [20, 'deposit', 'money', '24h'],
    [21, 'deposit', 'money', '7d'],
    [22, 'deposit', 'money', '30d'],
    [30, 'self-exclusion', 'days', null],
    [31, 'session', 'hours', null],
    [32, 'reality-check', 'minutes', null],
    [33, 'deposit-timeout', 'days', null],
  ])('spec 001 §3: type %d is %s in %s over %s', (type, kind, unit, period) => {
    expect(limitTypeInfo(type)).toEqual({ type, kind, unit, period });
  });
  it('spec 001 §3: no other types; session -1 means not set', () => {
    expect(LIMIT_TYPES).toHaveLength(13);
    expect(limitTypeInfo(4)).toBeNull();
    expect(SESSION_LIMIT_NOT_SET).toBe(-1);
  });
});

describe('limit sections (spec 001 §2, §3)', () => {
  it('spec 001 §3: sections in order with their types', () => {
    expect(LIMIT_SECTIONS).toEqual([
      { id: 'deposit', types: [20, 21, 22] },
      { id: 'extra', types: [33, 30, 31] },
      { id: 'reality', types: [32] },
      { id: 'wagering', types: [1, 2, 3] },
      { id: 'loss', types: [10, 11, 12] },
    ]);
    expect(sectionOfLimitType(31)).toBe('extra');
    expect(sectionOfLimitType(99)).toBeNull();
  });
  it.each([
    ['spec 001 §4: a disabled deposit field with the flag disables wagering, deposit and loss', true, [false, true, false], ['deposit', 'wagering', 'loss']],
    ['spec 001 §4: without the flag nothing else is disabled', false, [true, true, true], []],
    ['spec 001 §4: no disabled deposit field disables nothing', true, [false, false, false], []],
  ])('%s', (_rule, flag, disabled, sections) => {
    expect(sectionsDisabledByDeposit(flag, disabled)).toEqual(sections);
  });
});

describe('fixed options (spec 001 §3, §5)', () => {
  it('spec 001 §3: 7-day deposit no-limit value 999999999', () => {
    expect(DEPOSIT_NO_LIMIT_VALUE).toBe(999999999);
    expect(limitOptions(21)).toEqual([{ value: 999999999, amount: 0, unit: 'no-limit' }]);
    expect(limitOptions(20)).toEqual([]);
  });
  it('spec 001 §3: self-exclusion days, 365-day years and 360-day years', () => {
    expect(selfExclusionDays()).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(selfExclusionDays(360)).toEqual([1, 7, 30, 90, 180, 360, 720, 1080, 1800, 3650]);
  });
  it.each([
    [1, 1, 'days'],
    [7, 7, 'days'],
    [30, 1, 'months'],
    [90, 3, 'months'],
    [180, 6, 'months'],
    [360, 1, 'years'],
    [365, 1, 'years'],
    [720, 2, 'years'],
    [730, 2, 'years'],
    [1080, 3, 'years'],
    [1095, 3, 'years'],
    [1800, 5, 'years'],
    [1825, 5, 'years'],
    [3650, 10, 'years'],
    [45, 45, 'days'],
  ])('spec 001 §3: %d self-exclusion days show as %d %s', (days, amount, unit) => {
    expect(daysAsDuration(days)).toEqual({ value: days, amount, unit });
  });
  it('spec 001 §3: session hours 1..24, reality 5,10,15,30,45,60, time-out 1,7,30,90', () => {
    expect(SESSION_HOURS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(limitOptions(31).map((o) => o.value)).toEqual(SESSION_HOURS);
    expect(REALITY_CHECK_MINUTES).toEqual([5, 10, 15, 30, 45, 60]);
    expect(limitOptions(32).map((o) => o.value)).toEqual([5, 10, 15, 30, 45, 60]);
    expect(DEPOSIT_TIMEOUT_DAYS).toEqual([1, 7, 30, 90]);
    expect(limitOptions(33).map((o) => `${o.amount} ${o.unit}`)).toEqual(['1 days', '7 days', '30 days', '90 days']);
  });
  it.each([
    ['spec 001 §5: unknown money value is value plus measure', 20, 150, 'USD', { kind: 'text', text: '150 USD' }],
    ['spec 001 §5: unknown reality value is value plus measure', 32, 20, 'min', { kind: 'text', text: '20 min' }],
    ['spec 001 §5: unknown self-exclusion value is value plus measure', 30, 45, 'days', { kind: 'text', text: '45 days' }],
    ['spec 001 §5: no measure leaves the bare value', 20, 150, '', { kind: 'text', text: '150' }],
    ['spec 001 §3: known self-exclusion value reads as its option', 30, 365, 'days', { kind: 'option', option: { value: 365, amount: 1, unit: 'years' } }],
    ['spec 001 §3: the 360 spelling is known too', 30, 720, 'days', { kind: 'option', option: { value: 720, amount: 2, unit: 'years' } }],
    ['spec 001 §3: session -1 is not set', 31, -1, 'h', { kind: 'not-set' }],
    ['spec 001 §3: 7-day deposit no-limit', 21, 999999999, 'USD', { kind: 'option', option: { value: 999999999, amount: 0, unit: 'no-limit' } }],
  ])('%s', (_rule, type, value, measure, label) => {
    expect(limitValueLabel(type, value, measure)).toEqual(label);
  });
});

describe('limit rules (spec 001 §4, §5, §9)', () => {
  it('spec 001 §9: ping 30 s; approval window 86400 s', () => {
    expect(LIMIT_PING_INTERVAL_MS).toBe(30_000);
    expect(PENDING_DEPOSIT_APPROVAL_WINDOW_S).toBe(86_400);
  });
  it.each([
    ['spec 001 §5: above the current is an increase', 100, 200, 'increase'],
    ['spec 001 §5: below the current is a decrease', 100, 50, 'decrease'],
    ['spec 001 §5: equal has no marker', 100, 100, null],
    ['spec 001 §5: no current limit has no marker', null, 100, null],
  ] as const)('%s', (_rule, current, pending, marker) => {
    expect(pendingChangeMarker(current, pending)).toBe(marker);
  });
  it.each([
    ['spec 001 §9: just started: 24 hours left', NOW, 24],
    ['spec 001 §9: 1 s in: ceil gives 24', NOW - 1, 24],
    ['spec 001 §9: exactly 1 h in: 23', NOW - 3600, 23],
    ['spec 001 §9: 1 s before the end: 1', NOW - 86_399, 1],
    ['spec 001 §9: at the end: 0', NOW - 86_400, 0],
    ['spec 001 §9: after the end: 0', NOW - 100_000, 0],
  ])('%s', (_rule, startedAt, hours) => {
    expect(approvalHoursLeft({ startedAt }, NOW)).toBe(hours);
  });
  it.each([
    ['spec 001 §4: pending deposit with needApprove awaits approval and is cancellable', limit({ limitState: 'PENDING', needApprove: true }), true, true],
    ['spec 001 §4: pending deposit without needApprove does not await approval', limit({ limitState: 'PENDING', needApprove: false }), false, true],
    ['spec 001 §4: pending loss limit with needApprove is not a deposit approval', limit({ limitType: 10, limitState: 'PENDING', needApprove: true }), false, true],
    ['design: inactive limit has nothing to cancel', limit({ limitState: 'INACTIVE' }), false, false],
  ])('%s', (_rule, l, awaiting, cancellable) => {
    expect(isAwaitingApproval(l)).toBe(awaiting);
    expect(isLimitCancellable(l)).toBe(cancellable);
  });
  it('spec 001 §4: approval notice shows only while hours remain', () => {
    expect(showsApprovalNotice(limit({ limitState: 'PENDING', needApprove: true, startedAt: NOW - 3600 }), NOW)).toBe(true);
    expect(showsApprovalNotice(limit({ limitState: 'PENDING', needApprove: true, startedAt: NOW - 90_000 }), NOW)).toBe(false);
  });
  it.each([
    ['spec 001 §4: ACTIVE self-exclusion is disabled and not cancellable', 30, 'ACTIVE', true],
    ['spec 001 §4: ACTIVE time-out is disabled and not cancellable', 33, 'ACTIVE', true],
    ['spec 001 §4: PENDING self-exclusion is not locked', 30, 'PENDING', false],
    ['spec 001 §4: INACTIVE time-out is not locked', 33, 'INACTIVE', false],
    ['spec 001 §4: ACTIVE session limit is not locked', 31, 'ACTIVE', false],
    ['spec 001 §4: ACTIVE deposit limit is not locked', 20, 'ACTIVE', false],
  ] as const)('%s', (_rule, limitType, limitState, locked) => {
    const l = limit({ limitType, limitState });
    expect(isLockedWhileActive(l)).toBe(locked);
    expect(isLimitFieldDisabled(l)).toBe(locked);
    if (locked) expect(isLimitCancellable(l)).toBe(false);
    expect(lockNotice(l)).toEqual(locked ? { startedAt: l.startedAt, endsAt: l.endsAt } : null);
  });
  it('design: a deposit limit awaiting approval disables its field', () => {
    expect(isLimitFieldDisabled(limit({ limitState: 'PENDING', needApprove: true }))).toBe(true);
  });
  it.each([
    ['spec 001 §4: self-exclusion starting later warns', limit({ limitType: 30, limitState: 'PENDING', startedAt: NOW + 60 }), true],
    ['spec 001 §4: self-exclusion already started does not warn', limit({ limitType: 30, startedAt: NOW - 60 }), false],
    ['spec 001 §4: inactive self-exclusion does not warn', limit({ limitType: 30, limitState: 'INACTIVE', startedAt: NOW + 60 }), false],
    ['spec 001 §4: other types never warn', limit({ limitType: 33, limitState: 'PENDING', startedAt: NOW + 60 }), false],
  ])('%s', (_rule, l, warn) => {
    expect(isSelfExclusionNotStarted(l, NOW)).toBe(warn);
  });
  it('spec 001 §4: rejecting drops pending deposit limits', () => {
    const limits = [limit({ limitType: 20, limitState: 'PENDING' }), limit({ limitType: 21 }), limit({ limitType: 30, limitState: 'PENDING' })];
    expect(withoutPendingDepositLimits(limits).map((l) => l.limitType)).toEqual([21, 30]);
  });
  it.each([
    ['spec 001 §4: known remaining hours fire at their end', 2, 7_200_000],
    ['spec 001 §4: fractional hours', 0.5, 1_800_000],
    ['spec 001 §4: used up fires at once', 0, 0],
    ['spec 001 §3: -1 (not set) has no timer', -1, null],
    ['spec 001 §4: unknown has no timer', null, null],
  ])('%s', (_rule, hours, ms) => {
    expect(sessionLimitTimerMs(hours)).toBe(ms);
  });
  it('spec 001 §4, §8: session-limit end is permanent and disconnects on close or submit', () => {
    expect(SESSION_LIMIT_END).toMatchObject({ permanent: true, onCloseOrSubmit: 'disconnect' });
  });
});

describe('limit service and messages (spec 001 §7, §8)', () => {
  it('spec 001 §7: action 0 rejects, 1 approves; port token', () => {
    expect(LimitAction).toEqual({ Reject: 0, Approve: 1 });
    expect(typeof LimitsPort).toBe('symbol');
  });
  it.each([
    ['spec 001 §8: failed approve shows the confirm-limit key', 'approve-failed', null, { kind: 'key', key: 'limits_confirm_limit_error' }],
    ['spec 001 §8: failed cancel shows the cancel-limit key', 'cancel-failed', null, { kind: 'key', key: 'limits_cancel_limit_error' }],
    ['spec 001 §8: failed reject shows the cancel-limit key', 'reject-failed', '  ', { kind: 'key', key: 'limits_cancel_limit_error' }],
    ['spec 001 §8: a server title overrides the approve key', 'approve-failed', 'Limit locked', { kind: 'text', text: 'Limit locked' }],
    ['spec 001 §8: a server title overrides the cancel key', 'cancel-failed', 'Too late', { kind: 'text', text: 'Too late' }],
  ] as const)('%s', (_rule, code, title, message) => {
    expect(limitFailureMessage(code, title)).toEqual(message);
  });
  it.each([
    ['spec 001 §8: success shows the server title', 'Saved', { kind: 'text', text: 'Saved' }],
    ['spec 001 §8: or a success message', null, { kind: 'key', key: 'limits_success' }],
  ])('%s', (_rule, title, message) => {
    expect(limitSuccessMessage(title)).toEqual(message);
  });
  it('spec 001 §8: fetch failures are only logged', () => {
    expect(isShownToPlayer('fetch-failed')).toBe(false);
    expect(isShownToPlayer('approve-failed')).toBe(true);
    const error = new LimitsError('approve-failed', 'nope');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('approve-failed');
    expect(error.serverTitle).toBe('nope');
  });
});
