import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { LIMIT_PING_INTERVAL_MS, type LimitPing } from '../../domain/limits';
import { createSessionLimitModel } from './session-limit.model';

type Answer = LimitPing | Error | ((now: number) => LimitPing);

function setup(answers: Answer[], signedIn = true) {
  const clock = new FakeClock();
  const pings: number[] = [];
  const limits = {
    ping: async (): Promise<LimitPing> => {
      pings.push(clock.now());
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      const next = typeof answer === 'function' ? answer(clock.now()) : answer;
      if (next instanceof Error) throw next;
      return next;
    },
  };
  const signIn = createEvent<boolean>();
  const $isAuthenticated = createStore(signedIn).on(signIn, (_, v) => v);
  const warnings: string[] = [];
  const logger = { info: () => {}, warn: (m: string) => void warnings.push(m), error: () => {} };
  const model = createSessionLimitModel({ limits, clock, logger, $isAuthenticated });
  return { clock, pings, model, signIn, warnings, scope: fork() };
}

/** Time passing as it does for a page: at most a ping's interval at a time, each ping answered before the next. */
const after = async (clock: FakeClock, scope: ReturnType<typeof fork>, ms: number) => {
  for (let left = ms; left > 0; left -= LIMIT_PING_INTERVAL_MS) {
    clock.advance(Math.min(left, LIMIT_PING_INTERVAL_MS));
    await allSettled(scope);
  }
  if (ms === 0) {
    clock.advance(0);
    await allSettled(scope);
  }
};

describe('session limit and limit-service ping (spec 001 §4, §7)', () => {
  it('spec 001 §7: a signed-in player\'s page pings the limit service at once and every 30 s after', async () => {
    const { clock, pings, model, scope } = setup([{ sessionRemainingHours: null }]);
    const start = clock.now();
    await allSettled(model.started, { scope });
    expect(pings).toEqual([start]);
    await after(clock, scope, LIMIT_PING_INTERVAL_MS - 1);
    expect(pings).toHaveLength(1);
    await after(clock, scope, 1);
    await after(clock, scope, LIMIT_PING_INTERVAL_MS);
    expect(pings).toEqual([start, start + 30_000, start + 60_000]);
  });

  it('a visitor is not pinged for; signing in starts the pings, signing out stops them', async () => {
    const { clock, pings, model, scope, signIn } = setup([{ sessionRemainingHours: null }], false);
    await allSettled(model.started, { scope });
    await after(clock, scope, 90_000);
    expect(pings).toHaveLength(0);
    await allSettled(signIn, { scope, params: true });
    expect(pings).toHaveLength(1);
    await allSettled(signIn, { scope, params: false });
    await after(clock, scope, 120_000);
    expect(pings).toHaveLength(1);
  });

  it('a failed ping is logged and the next comes on time', async () => {
    const { clock, pings, model, scope, warnings } = setup([new Error('503'), { sessionRemainingHours: null }]);
    await allSettled(model.started, { scope });
    expect(warnings).toEqual(['limit-service ping failed']);
    await after(clock, scope, 30_000);
    expect(pings).toHaveLength(2);
  });

  it('spec 001 §4: when the hours left of a session limit are known, its end shows the permanent error, and closing it disconnects', async () => {
    // The service counts the limit down: half an hour left at the first ping.
    const clock0 = new FakeClock().now();
    const { clock, model, scope } = setup([(now) => ({ sessionRemainingHours: 0.5 - (now - clock0) / 3_600_000 })]);
    const disconnected: unknown[] = [];
    const stop = model.disconnected.watch(() => disconnected.push(1));
    await allSettled(model.started, { scope });
    await after(clock, scope, 30 * 60_000 - 1);
    expect(scope.getState(model.$ended)).toBe(false);
    await after(clock, scope, 1);
    expect(scope.getState(model.$ended)).toBe(true);
    // Permanent: time passing does not close it, and no more pings go.
    await after(clock, scope, 3_600_000);
    expect(scope.getState(model.$ended)).toBe(true);
    expect(disconnected).toHaveLength(0);
    await allSettled(model.acknowledged, { scope });
    expect(disconnected).toHaveLength(1);
    stop();
  });

  it('each ping re-arms the end from the hours it says; none set (null, -1) disarms it; a used-up limit ends at once', async () => {
    const { clock, model, scope } = setup([{ sessionRemainingHours: 1 }, { sessionRemainingHours: -1 }, { sessionRemainingHours: null }]);
    await allSettled(model.started, { scope });
    await after(clock, scope, 30_000);
    await after(clock, scope, 3_600_000);
    expect(scope.getState(model.$ended)).toBe(false);

    const used = setup([{ sessionRemainingHours: 0 }]);
    await allSettled(used.model.started, { scope: used.scope });
    await after(used.clock, used.scope, 0);
    expect(used.scope.getState(used.model.$ended)).toBe(true);
  });

  it('signing out clears the error (a new session starts clean)', async () => {
    const { clock, model, scope, signIn } = setup([{ sessionRemainingHours: 0 }]);
    await allSettled(model.started, { scope });
    await after(clock, scope, 0);
    expect(scope.getState(model.$ended)).toBe(true);
    await allSettled(signIn, { scope, params: false });
    expect(scope.getState(model.$ended)).toBe(false);
  });
});
