import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FAKE_LIMIT_WAIT_S, FakeLimits } from '../../adapters/fake/fake-limits';
import { FakeWorld, type FakeWorldState } from '../../adapters/fake/fake-world';
import { LimitsError, type Limit, type LimitsPort } from '../../domain/limits';
import type { LimitSettingPort } from '../../domain/limit-settings';
import type { LoggerPort } from '../../domain/shared';
import { createLimitsModel, depositDisablesSections, LIMIT_DRAFT_ERROR_KEYS } from './limits.model';

const logger = () => {
  const warn = vi.fn<LoggerPort['warn']>();
  const port: LoggerPort = { info: vi.fn(), warn, error: vi.fn() };
  return Object.assign(port, { warn });
};

function setup(fake: Partial<FakeWorldState> = {}, flag = false) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, '');
  world.update({ signedIn: true, ...fake });
  const port = new FakeLimits(world);
  const log = logger();
  const model = createLimitsModel({
    limits: port,
    setting: port,
    clock,
    logger: log,
    $isAuthenticated: createStore(true),
    $depositDisablesSections: createStore(flag),
  });
  const scope = fork();
  const nowS = Math.floor(clock.now() / 1000);
  return { clock, world, port, model, scope, log, nowS };
}

type Model = ReturnType<typeof createLimitsModel>;
const row = (model: Model, scope: Scope, type: number) =>
  scope.getState(model.$sections).flatMap((s) => s.rows).find((r) => r.type === type)!;

async function choose(model: Model, scope: Scope, type: number, value: string) {
  await allSettled(model.valueChosen, { scope, params: { type, value } });
  await allSettled(model.changeRequested, { scope, params: type });
}

const limit = (over: Partial<Limit>): Limit => ({
  limitType: 20,
  limitValue: 100,
  limitState: 'ACTIVE',
  startedAt: 0,
  endsAt: 0,
  limitBalance: null,
  needApprove: false,
  measure: 'RUB',
  label: '',
  ...over,
});

describe('limits model: what the screen shows (spec 001 §2, §3)', () => {
  it('spec 001 §2, §3: five sections in the spec\'s order, each limit type a field with its value and state', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$status)).toBe('ready');
    expect(scope.getState(model.$sections).map((s) => [s.id, s.rows.map((r) => r.type)])).toEqual([
      ['deposit', [20, 21, 22]],
      ['extra', [33, 30, 31]],
      ['reality', [32]],
      ['wagering', [1, 2, 3]],
      ['loss', [10, 11, 12]],
    ]);
    // the demo player: a 24-hour deposit limit, the 7-day one at no limit, a 30-minute reality check, no session limit
    expect(row(model, scope, 20)).toMatchObject({ state: 'active', current: { limitValue: 5000, measure: 'RUB' } });
    // spec 001 §3: the 7-day deposit at its no-limit value has no limit to remove
    expect(row(model, scope, 21)).toMatchObject({ state: 'active', current: { limitValue: 999_999_999 }, cancel: null });
    expect(row(model, scope, 20).cancel).toBe('active');
    expect(row(model, scope, 32)).toMatchObject({ state: 'active', current: { limitValue: 30 } });
    expect(row(model, scope, 31)).toMatchObject({ state: 'none', current: null });
    expect(row(model, scope, 1)).toMatchObject({ state: 'none', measure: 'RUB' });
  });

  it('spec 001 §5: option fields offer only the fixed lists; money fields take a typed amount, the 7-day deposit also no-limit', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    expect(row(model, scope, 32).options.map((o) => o.value)).toEqual([5, 10, 15, 30, 45, 60]);
    expect(row(model, scope, 31).options).toHaveLength(24);
    expect(row(model, scope, 33).options.map((o) => o.value)).toEqual([1, 7, 30, 90]);
    expect(row(model, scope, 30).options.map((o) => o.value)).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(row(model, scope, 21).options.map((o) => o.value)).toEqual([999_999_999]);
    expect(row(model, scope, 20).options).toEqual([]);
  });

  it('spec 001 §8: a failed load is only logged; the screen can load again', async () => {
    const { model, scope, log } = setup({ fail: ['get-limits'] });
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$status)).toBe('error');
    expect(scope.getState(model.$outcome)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('get-limits failed', expect.objectContaining({ operation: 'get-limits' }));
  });
});

describe('limits model: choosing and confirming (spec 001 §5, §8)', () => {
  it.each([
    ['spec 001 §5: nothing chosen asks for a value', 32, '', LIMIT_DRAFT_ERROR_KEYS.empty],
    ['spec 001 §5: a value outside the fixed list is refused', 32, '20', LIMIT_DRAFT_ERROR_KEYS.invalidOption],
    ['spec 001 §5: a self-exclusion outside the list is refused', 30, '45', LIMIT_DRAFT_ERROR_KEYS.invalidOption],
    ['design: a money amount of zero is refused', 20, '0', LIMIT_DRAFT_ERROR_KEYS.invalidAmount],
    ['design: a money amount that is not a number is refused', 20, '12a', LIMIT_DRAFT_ERROR_KEYS.invalidAmount],
    ['design: a money amount with three decimals is refused', 20, '10.125', LIMIT_DRAFT_ERROR_KEYS.invalidAmount],
    ['design: the value the limit has asks nothing', 32, '30', LIMIT_DRAFT_ERROR_KEYS.same],
    ['QA8 18: a money amount above the maximum is told it is too large', 20, '9'.repeat(40), LIMIT_DRAFT_ERROR_KEYS.tooLarge],
    ['QA8 18: one cent above the maximum is too large', 22, '999999999', LIMIT_DRAFT_ERROR_KEYS.tooLarge],
  ])('%s', async (_rule, type, value, key) => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await choose(model, scope, type, value);
    expect(scope.getState(model.$draftErrors)).toEqual({ [type]: key });
    expect(scope.getState(model.$confirmation)).toBeNull();
  });

  it('design: a money amount may group thousands with spaces and use a decimal comma', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await choose(model, scope, 20, '2 500,50');
    expect(scope.getState(model.$confirmation)).toEqual({ kind: 'set', type: 20, value: 2500.5 });
  });

  it('spec 001 §8: a lower limit, confirmed, is saved with the success message and applies at once (fake: a stricter value is ACTIVE at once)', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await choose(model, scope, 20, '3000');
    expect(scope.getState(model.$confirmation)).toEqual({ kind: 'set', type: 20, value: 3000 });
    await allSettled(model.confirmed, { scope });
    expect(scope.getState(model.$outcome)).toEqual({ type: 20, tone: 'success', message: { kind: 'key', key: 'limits_success' } });
    expect(scope.getState(model.$confirmation)).toBeNull();
    expect(scope.getState(model.$drafts)).toEqual({});
    expect(row(model, scope, 20)).toMatchObject({ state: 'active', current: { limitValue: 3000 }, pending: null });
  });

  it('dismissing the confirmation sends nothing and keeps the choice', async () => {
    const { model, scope, port } = setup();
    const set = vi.spyOn(port, 'set');
    await allSettled(model.opened, { scope });
    await choose(model, scope, 32, '15');
    await allSettled(model.confirmDismissed, { scope });
    expect(set).not.toHaveBeenCalled();
    expect(scope.getState(model.$drafts)).toEqual({ 32: '15' });
  });

  it('spec 001 §5, §9: a higher deposit limit is an increase awaiting approval, with the hours left (fake: increases are PENDING)', async () => {
    const { model, scope, nowS } = setup();
    await allSettled(model.opened, { scope });
    await choose(model, scope, 20, '8000');
    await allSettled(model.confirmed, { scope });
    expect(row(model, scope, 20)).toMatchObject({
      state: 'active',
      current: { limitValue: 5000 },
      pending: { limitValue: 8000, limitState: 'PENDING', needApprove: true },
      marker: 'increase',
      awaitingApproval: true,
      approvalHoursLeft: 24,
      approvalEndsAt: nowS + 86_400,
      disabled: true,
      cancel: 'reject',
    });
  });

  it('spec 001 §5: a higher wagering limit is a pending change that takes effect later (fake: after FAKE_LIMIT_WAIT_S)', async () => {
    const { model, scope, nowS, clock } = setup();
    await allSettled(model.opened, { scope });
    await choose(model, scope, 1, '1000');
    await allSettled(model.confirmed, { scope });
    expect(row(model, scope, 1)).toMatchObject({ state: 'active', current: { limitValue: 1000 } });
    await choose(model, scope, 1, '2000');
    await allSettled(model.confirmed, { scope });
    expect(row(model, scope, 1)).toMatchObject({
      current: { limitValue: 1000 },
      pending: { limitValue: 2000, startedAt: nowS + FAKE_LIMIT_WAIT_S, needApprove: false },
      marker: 'increase',
      awaitingApproval: false,
      cancel: 'pending',
      disabled: false,
    });
    clock.advance(FAKE_LIMIT_WAIT_S * 1000);
    await allSettled(model.opened, { scope });
    expect(row(model, scope, 1)).toMatchObject({ state: 'active', current: { limitValue: 2000 }, pending: null });
  });

  it('spec 001 §4: an approved deposit change applies; a rejected one is dropped', async () => {
    const { model, scope } = setup();
    await allSettled(model.opened, { scope });
    await choose(model, scope, 22, '10000');
    await allSettled(model.confirmed, { scope });
    await choose(model, scope, 22, '20000');
    await allSettled(model.confirmed, { scope });
    await allSettled(model.approveRequested, { scope, params: 22 });
    expect(row(model, scope, 22)).toMatchObject({ current: { limitValue: 20000 }, pending: null });
    await choose(model, scope, 22, '30000');
    await allSettled(model.confirmed, { scope });
    await allSettled(model.rejectRequested, { scope, params: 22 });
    expect(row(model, scope, 22)).toMatchObject({ current: { limitValue: 20000 }, pending: null });
    expect(scope.getState(model.$outcome)).toMatchObject({ type: 22, tone: 'success' });
  });

  it('spec 001 §4: rejecting refreshes the list, which drops pending deposit limits (even one the service still lists)', async () => {
    const pendingDeposit = limit({ limitType: 21, limitState: 'PENDING', needApprove: true, startedAt: 1_700_000_000 });
    const others = limit({ limitType: 2, limitState: 'PENDING', startedAt: 1_700_100_000 });
    const port: LimitsPort & LimitSettingPort = {
      list: vi.fn(async () => [pendingDeposit, others]),
      respondToPending: vi.fn(async () => ({ title: 'Rejected' })),
      delete: vi.fn(),
      ping: vi.fn(),
      set: vi.fn(),
    };
    const clock = new FakeClock(1_700_000_100_000);
    const model = createLimitsModel({ limits: port, setting: port, clock, logger: logger(), $isAuthenticated: createStore(true), $depositDisablesSections: createStore(false) });
    const scope = fork();
    await allSettled(model.opened, { scope });
    await allSettled(model.rejectRequested, { scope, params: 21 });
    expect(port.respondToPending).toHaveBeenCalledWith(21, 0);
    expect(scope.getState(model.$limits)).toEqual([others]);
    // spec 001 §8: success shows the server title
    expect(scope.getState(model.$outcome)).toEqual({ type: 21, tone: 'success', message: { kind: 'text', text: 'Rejected' } });
  });

  it.each([
    ['spec 001 §8: a failed save says the confirm-limit error and keeps the choice', ['set-limit'], 'set', 'limits_confirm_limit_error'],
    ['spec 001 §8: a failed cancel says the cancel-limit error', ['delete-limit'], 'cancel', 'limits_cancel_limit_error'],
  ] as const)('%s', async (_rule, fail, kind, key) => {
    const { model, scope } = setup({ fail: [...fail] });
    await allSettled(model.opened, { scope });
    if (kind === 'set') {
      await choose(model, scope, 32, '15');
    } else {
      await allSettled(model.cancelRequested, { scope, params: 32 });
    }
    await allSettled(model.confirmed, { scope });
    expect(scope.getState(model.$outcome)).toEqual({ type: 32, tone: 'error', message: { kind: 'key', key } });
    expect(row(model, scope, 32)).toMatchObject({ current: { limitValue: 30 } });
    if (kind === 'set') expect(scope.getState(model.$drafts)).toEqual({ 32: '15' });
  });

  it('spec 001 §8: the server\'s title overrides our message', async () => {
    const port: LimitsPort & LimitSettingPort = {
      list: vi.fn(async () => []),
      respondToPending: vi.fn(),
      delete: vi.fn(),
      ping: vi.fn(),
      set: vi.fn(async () => {
        throw new LimitsError('approve-failed', 'Limits are frozen for your account');
      }),
    };
    const model = createLimitsModel({ limits: port, setting: port, clock: new FakeClock(), logger: logger(), $isAuthenticated: createStore(true), $depositDisablesSections: createStore(false) });
    const scope = fork();
    await allSettled(model.opened, { scope });
    await choose(model, scope, 2, '500');
    await allSettled(model.confirmed, { scope });
    expect(port.set).toHaveBeenCalledWith(2, 500);
    expect(scope.getState(model.$outcome)).toEqual({ type: 2, tone: 'error', message: { kind: 'text', text: 'Limits are frozen for your account' } });
    expect(scope.getState(model.$drafts)).toEqual({ 2: '500' });
  });
});

describe('limits model: locks and sections (spec 001 §4)', () => {
  it('spec 001 §4: an ACTIVE self-exclusion is disabled, not cancellable, and shows its start and end', async () => {
    const { model, scope, nowS, port } = setup();
    await allSettled(model.opened, { scope });
    await choose(model, scope, 30, '7');
    await allSettled(model.confirmed, { scope });
    expect(row(model, scope, 30)).toMatchObject({ state: 'active', disabled: true, cancel: null, lock: { startedAt: nowS, endsAt: nowS + 7 * 86_400 } });
    const set = vi.spyOn(port, 'set');
    await choose(model, scope, 30, '1');
    await allSettled(model.cancelRequested, { scope, params: 30 });
    expect(scope.getState(model.$confirmation)).toBeNull();
    expect(set).not.toHaveBeenCalled();
  });

  it.each([
    ['spec 001 §4: with the flag, a disabled deposit field disables the deposit, wagering and loss sections', true, ['deposit', 'wagering', 'loss']],
    ['spec 001 §4: without the flag, only the field itself is disabled', false, []],
  ])('%s', async (_rule, flag, disabled) => {
    const { model, scope, nowS } = setup(
      { rgLimits: [limit({ limitType: 20, limitValue: 100 }), limit({ limitType: 20, limitValue: 200, limitState: 'PENDING', needApprove: true, startedAt: Math.floor(new FakeClock().now() / 1000) })] },
      flag,
    );
    expect(nowS).toBeGreaterThan(0);
    await allSettled(model.opened, { scope });
    const sections = scope.getState(model.$sections);
    expect(sections.filter((s) => s.disabled).map((s) => s.id)).toEqual(disabled);
    expect(row(model, scope, 1).disabled).toBe(flag);
    expect(row(model, scope, 20).disabled).toBe(true);
  });

  it('spec 001 §4: the extra-limits section warns when a chosen self-exclusion has not started', async () => {
    const start = Math.floor(new FakeClock().now() / 1000) + 3600;
    const { model, scope } = setup({ rgLimits: [limit({ limitType: 30, limitValue: 7, limitState: 'PENDING', startedAt: start, measure: 'days' })] });
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$sections).map((s) => [s.id, s.selfExclusionNotStarted])).toEqual([
      ['deposit', false],
      ['extra', true],
      ['reality', false],
      ['wagering', false],
      ['loss', false],
    ]);
  });

  it('spec 001 §4: the feature flag is the responsible group\'s depositDisablesSections (design)', () => {
    expect(depositDisablesSections({})).toBe(false);
    expect(depositDisablesSections({ responsible: { depositDisablesSections: true } })).toBe(true);
    expect(depositDisablesSections({ responsible: { depositDisablesSections: 'yes' } })).toBe(false);
  });

  it('signing out forgets the limits and every choice', async () => {
    const $isAuthenticated = createStore(true);
    const clock = new FakeClock();
    const world = new FakeWorld(new MemoryStorage(), clock, '');
    world.update({ signedIn: true });
    const port = new FakeLimits(world);
    const model = createLimitsModel({ limits: port, setting: port, clock, logger: logger(), $isAuthenticated, $depositDisablesSections: createStore(false) });
    const scope = fork();
    await allSettled(model.opened, { scope });
    await allSettled(model.valueChosen, { scope, params: { type: 32, value: '15' } });
    await allSettled($isAuthenticated, { scope, params: false });
    expect(scope.getState(model.$limits)).toEqual([]);
    expect(scope.getState(model.$drafts)).toEqual({});
    expect(scope.getState(model.$status)).toBe('idle');
  });
});

describe('QA18 #6: a malformed limit record', () => {
  it('is left out of the fields, counted for the screen and logged; the others are kept', async () => {
    const { model, scope, log } = setup({ rgLimits: [limit({ limitValue: -50, limitBalance: -10 }), limit({ limitType: 21, limitValue: 700 })] });
    await allSettled(model.opened, { scope });
    expect(row(model, scope, 20).current).toBeNull();
    expect(row(model, scope, 21).current?.limitValue).toBe(700);
    expect(scope.getState(model.$unreadable)).toEqual([{ limitType: 20, limitValue: -50, problem: 'negative-value' }]);
    expect(log.warn).toHaveBeenCalledWith('read-limits failed', expect.objectContaining({ operation: 'read-limits', error: expect.stringContaining('negative-value') }));
  });

  it('none: nothing counted, nothing logged', async () => {
    const { model, scope, log } = setup();
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.$unreadable)).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
