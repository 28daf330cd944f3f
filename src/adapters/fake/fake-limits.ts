import {
  DEPOSIT_NO_LIMIT_VALUE,
  LimitAction,
  LimitType,
  LimitsError,
  PENDING_DEPOSIT_APPROVAL_WINDOW_S,
  SESSION_LIMIT_NOT_SET,
  isAwaitingApproval,
  isDepositLimitType,
  isLockedWhileActive,
  limitOptions,
  limitTypeInfo,
  type Limit,
  type LimitActionResult,
  type LimitPing,
  type LimitsErrorCode,
  type LimitsPort,
} from '../../domain/limits';
import type { LimitSettingPort } from '../../domain/limit-settings';
import { signedInMs, type FakeWorld } from './fake-world';

/** How long a looser limit waits before it applies (design: the contract's setLimit makes increases PENDING). */
export const FAKE_LIMIT_WAIT_S = 86_400;

/** The refusals the demo limit service answers with (its title, which the screen shows as is). */
export const FAKE_LIMIT_REFUSALS = {
  locked: 'This limit cannot be changed while it is active.',
  awaitingApproval: 'Confirm or cancel the pending change of this limit first.',
  notOffered: 'This value is not offered.',
  nothingToConfirm: 'There is no change of this limit to confirm.',
  nothingToCancel: 'There is no limit of this type to cancel.',
} as const;

const MEASURE: Record<string, string> = { money: 'RUB', days: 'days', hours: 'hours', minutes: 'minutes' };

const record = (limitType: number, limitValue: number, over: Partial<Limit> = {}): Limit => ({
  limitType,
  limitValue,
  limitState: 'ACTIVE',
  startedAt: 0,
  endsAt: 0,
  limitBalance: null,
  needApprove: false,
  measure: MEASURE[limitTypeInfo(limitType)?.unit ?? 'money'] ?? '',
  label: '',
  ...over,
});

/** The demo player's limits on a first visit: a 24-hour deposit limit, no 7-day deposit limit, a 30-minute reality check, no session limit. */
export function demoLimits(nowS: number): Limit[] {
  const started = nowS - 7 * 86_400;
  return [
    record(LimitType.Deposit24h, 5_000, { startedAt: started, limitBalance: 3_200 }),
    record(LimitType.Deposit7d, DEPOSIT_NO_LIMIT_VALUE, { startedAt: started }),
    record(LimitType.RealityCheck, 30, { startedAt: started }),
    record(LimitType.Session, SESSION_LIMIT_NOT_SET, { limitState: 'INACTIVE' }),
  ];
}

/**
 * The limit service of the offline demo (LimitsPort and LimitSettingPort),
 * keeping the player's limits in the fake world. It keeps the spec's rules
 * (spec 001 §4): an ACTIVE self-exclusion or time-out cannot be changed or
 * cancelled; a pending deposit limit with needApprove is approved or
 * rejected (limitaction) within 86400 s of its start (§9), and a rejection
 * drops it. Design, as the contract's setLimit describes: a stricter value
 * (lower money, fewer session hours or reality-check minutes, or a new
 * limit) applies at once; a looser one (higher) is a PENDING change: a
 * deposit limit's awaits the player's approval, any other takes effect
 * FAKE_LIMIT_WAIT_S later. Cancelling a pending change drops it at once;
 * cancelling an active limit ends it FAKE_LIMIT_WAIT_S later. Operation
 * names for the `fail` knob: get-limits, set-limit, limit-action,
 * delete-limit, limit-ping.
 */
export class FakeLimits implements LimitsPort, LimitSettingPort {
  constructor(private readonly world: FakeWorld) {}

  private nowS(): number {
    return Math.floor(this.world.clock.now() / 1000);
  }

  /** The stored limits with time applied: pending changes whose time came, ended limits and lapsed approvals. */
  private current(): Limit[] {
    const now = this.nowS();
    const stored = this.world.state.rgLimits ?? demoLimits(now);
    let limits = stored.map((l) => ({ ...l }));
    for (const pending of limits.filter((l) => l.limitState === 'PENDING')) {
      if (pending.needApprove && pending.startedAt + PENDING_DEPOSIT_APPROVAL_WINDOW_S <= now) {
        limits = limits.filter((l) => l !== pending);
      } else if (!pending.needApprove && pending.startedAt <= now) {
        limits = [...limits.filter((l) => l.limitType !== pending.limitType), { ...pending, limitState: 'ACTIVE' }];
      }
    }
    limits = limits.filter((l) => !(l.limitState === 'ACTIVE' && l.endsAt > 0 && l.endsAt <= now));
    return limits.sort((a, b) => a.limitType - b.limitType || a.limitState.localeCompare(b.limitState));
  }

  private save(limits: Limit[]): void {
    this.world.update({ rgLimits: limits });
  }

  private call<T>(operation: string, code: LimitsErrorCode, produce: () => T): Promise<T> {
    return this.world
      .respond(operation, () => {
        if (!this.world.state.signedIn) throw new LimitsError(code, null);
        return produce();
      })
      .catch((error: unknown) => {
        throw error instanceof LimitsError ? error : new LimitsError(code, null);
      });
  }

  list(): Promise<Limit[]> {
    return this.call('get-limits', 'fetch-failed', () => this.current());
  }

  set(limitType: number, limitValue: number): Promise<LimitActionResult> {
    return this.call('set-limit', 'approve-failed', () => {
      const info = limitTypeInfo(limitType);
      const offered = [...limitOptions(limitType, 365), ...limitOptions(limitType, 360)].map((o) => o.value);
      const moneyOk = info?.unit === 'money' && Number.isFinite(limitValue) && limitValue > 0;
      if (!info || !(offered.includes(limitValue) || moneyOk)) throw new LimitsError('approve-failed', FAKE_LIMIT_REFUSALS.notOffered);
      const now = this.nowS();
      const limits = this.current();
      const ofType = limits.filter((l) => l.limitType === limitType);
      if (ofType.some(isLockedWhileActive)) throw new LimitsError('approve-failed', FAKE_LIMIT_REFUSALS.locked);
      if (ofType.some(isAwaitingApproval)) throw new LimitsError('approve-failed', FAKE_LIMIT_REFUSALS.awaitingApproval);
      const active = ofType.find((l) => l.limitState === 'ACTIVE' && l.limitValue !== SESSION_LIMIT_NOT_SET);
      const others = limits.filter((l) => l.limitType !== limitType);
      const base = { measure: ofType[0]?.measure ?? record(limitType, 0).measure, limitBalance: null };
      if (!active || limitValue < active.limitValue || info.unit === 'days') {
        const endsAt = info.unit === 'days' ? now + limitValue * 86_400 : 0;
        this.save([...others, record(limitType, limitValue, { ...base, startedAt: now, endsAt })]);
      } else if (limitValue > active.limitValue) {
        const deposit = isDepositLimitType(limitType);
        const pending = deposit
          ? record(limitType, limitValue, { ...base, limitState: 'PENDING', startedAt: now, endsAt: now + PENDING_DEPOSIT_APPROVAL_WINDOW_S, needApprove: true })
          : record(limitType, limitValue, { ...base, limitState: 'PENDING', startedAt: now + FAKE_LIMIT_WAIT_S });
        this.save([...others, { ...active, endsAt: 0 }, pending]);
      } else {
        // the value it has: any pending change or planned end is dropped
        this.save([...others, { ...active, endsAt: 0 }]);
      }
      return { title: null };
    });
  }

  respondToPending(limitType: number, action: LimitAction): Promise<LimitActionResult> {
    const code = action === LimitAction.Approve ? 'approve-failed' : 'reject-failed';
    return this.call('limit-action', code, () => {
      const limits = this.current();
      const pending = limits.find((l) => l.limitType === limitType && isAwaitingApproval(l));
      if (!pending) throw new LimitsError(code, FAKE_LIMIT_REFUSALS.nothingToConfirm);
      const rest = limits.filter((l) => l !== pending);
      if (action === LimitAction.Approve) {
        const others = rest.filter((l) => l.limitType !== limitType);
        this.save([...others, { ...pending, limitState: 'ACTIVE', needApprove: false, startedAt: this.nowS(), endsAt: 0 }]);
      } else {
        this.save(rest);
      }
      return { title: null };
    });
  }

  delete(limitType: number): Promise<LimitActionResult> {
    return this.call('delete-limit', 'cancel-failed', () => {
      const limits = this.current();
      const ofType = limits.filter((l) => l.limitType === limitType && l.limitState !== 'INACTIVE');
      if (ofType.some(isLockedWhileActive)) throw new LimitsError('cancel-failed', FAKE_LIMIT_REFUSALS.locked);
      const pending = ofType.find((l) => l.limitState === 'PENDING');
      const active = ofType.find((l) => l.limitState === 'ACTIVE');
      if (pending) this.save(limits.filter((l) => l !== pending));
      else if (active) this.save(limits.map((l) => (l === active && l.endsAt === 0 ? { ...l, endsAt: this.nowS() + FAKE_LIMIT_WAIT_S } : l)));
      else throw new LimitsError('cancel-failed', FAKE_LIMIT_REFUSALS.nothingToCancel);
      return { title: null };
    });
  }

  /**
   * The hours left of an ACTIVE session limit (hours, spec 001 §3 type 31), null when none is set. Design of
   * the demo, after the limit's end message ("visit tomorrow", spec 001 §4): the limit is the signed-in time
   * a day allows; it counts the time the player was signed in today (the world clock's local day) since the
   * limit took effect, every sign-in of the day together, and a used-up one answers 0 until midnight.
   */
  ping(): Promise<LimitPing> {
    return this.call('limit-ping', 'ping-failed', () => {
      const session = this.current().find(
        (l) => l.limitType === LimitType.Session && l.limitState === 'ACTIVE' && l.limitValue !== SESSION_LIMIT_NOT_SET && l.limitValue > 0,
      );
      if (!session) return { sessionRemainingHours: null };
      const now = this.world.clock.now();
      const today = new Date(now).setHours(0, 0, 0, 0);
      const usedHours = signedInMs(this.world.state.signedInSpans, Math.max(today, session.startedAt * 1000), now) / 3_600_000;
      return { sessionRemainingHours: Math.max(0, session.limitValue - usedHours) };
    });
  }
}
