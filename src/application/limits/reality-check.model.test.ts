import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import type { Limit } from '../../domain/limits';
import {
  REALITY_CHECK_GAP_MS,
  REALITY_CHECK_STORAGE_KEY,
  activeRealityCheck,
  mergeCounts,
  readRealityCheckSession,
  writeRealityCheckSession,
} from './reality-check';
import { createRealityCheckModel } from './reality-check.model';

const MIN = 60_000;
const PLAYER = 7;

const limit = (over: Partial<Limit> = {}): Limit => ({
  limitType: 32,
  limitValue: 30,
  limitState: 'ACTIVE',
  startedAt: 0,
  endsAt: 0,
  limitBalance: null,
  needApprove: false,
  measure: 'minutes',
  label: '',
  ...over,
});

/** A page of the site: its own scope and model over a session storage that may outlive it (a reload). */
function page(answer: { limits: Limit[] | Error }, clock: FakeClock, storage = new MemoryStorage()) {
  const reads: number[] = [];
  const limits = {
    list: async (): Promise<Limit[]> => {
      reads.push(clock.now());
      if (answer.limits instanceof Error) throw answer.limits;
      return answer.limits;
    },
  };
  const userChanged = createEvent<number | null>();
  const sessionChecked = createEvent();
  const signedIn = createEvent<{ userId: number | null }>();
  const $userId = createStore<number | null>(null).on(userChanged, (_, id) => id).on(signedIn, (_, p) => p.userId);
  const $sessionChecked = createStore(false).on(sessionChecked, () => true);
  const warnings: string[] = [];
  const logger = { info: () => {}, warn: (m: string) => void warnings.push(m), error: () => {} };
  const model = createRealityCheckModel({ limits, clock, local: storage, logger, $userId, $sessionChecked, signedIn });
  const scope = fork();
  const loggedOut: number[] = [];
  model.loggedOut.watch(() => loggedOut.push(clock.now()));
  return {
    model,
    scope,
    storage,
    reads,
    warnings,
    loggedOut,
    /** A login. */
    signIn: () => allSettled(signedIn, { scope, params: { userId: PLAYER } }),
    /** The start-up session check finds the player signed in (a reload), or not (null). */
    restore: async (id: number | null) => {
      await allSettled(userChanged, { scope, params: id });
      await allSettled(sessionChecked, { scope });
    },
    signOut: () => allSettled(userChanged, { scope, params: null }),
    reminder: () => scope.getState(model.$reminder),
    after: async (ms: number) => {
      clock.advance(ms);
      await allSettled(scope);
    },
  };
}

/** Two tabs' views of the browser's local storage: what one writes, the other hears (the `storage` event). */
function twoTabs(): [MemoryStorage, MemoryStorage] {
  class Tab extends MemoryStorage {
    peer: Tab | null = null;
    override set(key: string, value: string): void {
      super.set(key, value);
      this.peer?.changedElsewhere(key, value);
    }
    override remove(key: string): void {
      super.remove(key);
      this.peer?.changedElsewhere(key, null);
    }
  }
  const a = new Tab();
  const b = new Tab();
  a.peer = b;
  b.peer = a;
  return [a, b];
}

describe('reality check (spec 001 §2 notification, §3 limit type 32)', () => {
  it('one count for the browser\'s tabs: a tab opened later continues it, and Continue in one tab answers the reminder in both', async () => {
    const clock = new FakeClock();
    const [storageA, storageB] = twoTabs();
    const answer = { limits: [limit({ limitValue: 30 })] };
    const a = page(answer, clock, storageA);
    await a.signIn();
    await a.after(10 * MIN);
    const b = page(answer, clock, storageB);
    await b.restore(PLAYER);
    await b.after(20 * MIN);
    expect(a.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });
    expect(b.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });
    await b.after(1 * MIN);
    await allSettled(b.model.continued, { scope: b.scope });
    await allSettled(a.scope);
    expect(b.reminder()).toBeNull();
    expect(a.reminder()).toBeNull();
    // The next, in both, 30 minutes after that Continue.
    await a.after(30 * MIN - 1);
    await allSettled(b.scope);
    expect([a.reminder(), b.reminder()]).toEqual([null, null]);
    await a.after(1);
    await allSettled(b.scope);
    expect(a.reminder()).toEqual({ signedInForMs: 61 * MIN, minutes: 30 });
    expect(b.reminder()).toEqual({ signedInForMs: 61 * MIN, minutes: 30 });
  });

  it('QA9 #5: a sign-out in one tab (the record removed) ends the count and closes the reminder in the other, which writes nothing back', async () => {
    const clock = new FakeClock();
    const [storageA, storageB] = twoTabs();
    const answer = { limits: [limit({ limitValue: 30 })] };
    const a = page(answer, clock, storageA);
    await a.signIn();
    const b = page(answer, clock, storageB);
    await b.restore(PLAYER);
    await a.after(30 * MIN);
    await allSettled(b.scope);
    expect(b.reminder()).not.toBeNull();
    await a.signOut();
    await allSettled(b.scope);
    expect(b.reminder()).toBeNull();
    expect(b.scope.getState(b.model.$dueAt)).toBeNull();
    await allSettled(b.model.continued, { scope: b.scope });
    await b.after(5 * MIN);
    expect(storageA.get(REALITY_CHECK_STORAGE_KEY)).toBeNull();
    expect(storageB.get(REALITY_CHECK_STORAGE_KEY)).toBeNull();
  });

  it('two tabs that each started a count (each saw the player first) keep the earlier sign-in', async () => {
    const clock = new FakeClock();
    const [storageA, storageB] = twoTabs();
    const answer = { limits: [limit({ limitValue: 30 })] };
    const a = page(answer, clock, storageA);
    const b = page(answer, clock, storageB);
    await a.restore(PLAYER);
    await a.after(2 * MIN);
    // B had no record when it started (storage was empty then), and sees the player only now.
    // (its own view only: no storage event, which would say A's record was removed)
    MemoryStorage.prototype.remove.call(storageB, REALITY_CHECK_STORAGE_KEY);
    await allSettled(a.scope);
    await b.restore(PLAYER);
    await allSettled(a.scope);
    await b.after(28 * MIN);
    await allSettled(a.scope);
    expect(a.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });
    expect(b.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });
    expect(mergeCounts({ userId: 1, signedInAt: 5, continuedAt: 9 }, { userId: 1, signedInAt: 3, continuedAt: null })).toEqual({ userId: 1, signedInAt: 3, continuedAt: 9 });
  });

  it('a record no tab has marked for REALITY_CHECK_GAP_MS is a visit that ended: a session restored after it counts afresh', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const answer = { limits: [limit({ limitValue: 30 })] };
    const session = { userId: PLAYER, signedInAt: clock.now() - 60 * MIN, continuedAt: null };
    writeRealityCheckSession(storage, session, clock.now() - REALITY_CHECK_GAP_MS);
    expect(readRealityCheckSession(storage, clock.now())).toEqual(session);
    writeRealityCheckSession(storage, session, clock.now() - REALITY_CHECK_GAP_MS - 1);
    expect(readRealityCheckSession(storage, clock.now())).toBeNull();
    const p = page(answer, clock, storage);
    await p.restore(PLAYER);
    await p.after(30 * MIN - 1);
    expect(p.reminder()).toBeNull();
    await p.after(1);
    expect(p.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });
  });

  it('an open tab marks the record every minute, so a reload an hour in still continues the count', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const answer = { limits: [limit({ limitValue: 90 })] };
    await page(answer, clock, storage).signIn();
    // (the first page stays open while the second loads: its heartbeat kept the record marked)
    await page(answer, clock, storage).after(60 * MIN);
    expect(readRealityCheckSession(storage, clock.now())).not.toBeNull();
    const reloaded = page(answer, clock, storage);
    await reloaded.restore(PLAYER);
    await reloaded.after(30 * MIN);
    expect(reloaded.reminder()).toEqual({ signedInForMs: 90 * MIN, minutes: 90 });
  });

  it('spec 001 §3 type 32: an ACTIVE reality check of N minutes reminds every N minutes of the session, saying how long the player has been signed in', async () => {
    const clock = new FakeClock();
    const p = page({ limits: [limit({ limitValue: 30 })] }, clock);
    await p.signIn();
    await p.after(30 * MIN - 1);
    expect(p.reminder()).toBeNull();
    await p.after(1);
    expect(p.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });
    // It stays until answered: time passing neither closes it nor shows another.
    await p.after(45 * MIN);
    expect(p.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });
  });

  it('Continue closes it; the next comes N minutes after Continue', async () => {
    const clock = new FakeClock();
    const p = page({ limits: [limit({ limitValue: 15 })] }, clock);
    await p.signIn();
    await p.after(15 * MIN);
    expect(p.reminder()).toEqual({ signedInForMs: 15 * MIN, minutes: 15 });
    await p.after(1 * MIN);
    await allSettled(p.model.continued, { scope: p.scope });
    expect(p.reminder()).toBeNull();
    await p.after(15 * MIN - 1);
    expect(p.reminder()).toBeNull();
    await p.after(1);
    expect(p.reminder()).toEqual({ signedInForMs: 31 * MIN, minutes: 15 });
  });

  it('the count starts at the sign-in or when the limit took effect, whichever is later', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    // set 10 minutes into the session (a new or stricter reality check starts again)
    const p = page({ limits: [limit({ limitValue: 5, startedAt: (start + 10 * MIN) / 1000 })] }, clock);
    await p.signIn();
    await p.after(14 * MIN);
    expect(p.reminder()).toBeNull();
    await p.after(1 * MIN);
    expect(p.reminder()).toEqual({ signedInForMs: 15 * MIN, minutes: 5 });
  });

  it('a reload continues the count from local storage; a record of another player, or none, starts it when the player is seen', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const answer = { limits: [limit({ limitValue: 30 })] };
    const first = page(answer, clock, storage);
    await first.signIn();
    await first.after(20 * MIN);
    expect(storage.get(REALITY_CHECK_STORAGE_KEY)).not.toBeNull();

    const reloaded = page(answer, clock, storage);
    await reloaded.restore(PLAYER);
    await reloaded.after(10 * MIN - 1);
    expect(reloaded.reminder()).toBeNull();
    await reloaded.after(1);
    expect(reloaded.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });

    // A reload while it shows shows it again at once: it was not answered.
    const again = page(answer, clock, storage);
    await again.restore(PLAYER);
    await again.after(0);
    expect(again.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });

    const otherPlayer = page(answer, clock, storage);
    await otherPlayer.restore(PLAYER + 1);
    await otherPlayer.after(29 * MIN);
    expect(otherPlayer.reminder()).toBeNull();
    await otherPlayer.after(1 * MIN);
    expect(otherPlayer.reminder()).toEqual({ signedInForMs: 30 * MIN, minutes: 30 });
  });

  it('a record left from a session that ended is dropped when the start-up check finds no player', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const answer = { limits: [limit({ limitValue: 30 })] };
    await page(answer, clock, storage).signIn();
    const reloaded = page(answer, clock, storage);
    await reloaded.restore(null);
    expect(storage.get(REALITY_CHECK_STORAGE_KEY)).toBeNull();
  });

  it('stops when the limit is removed: a reminder due finds it gone and shows nothing, and no more come', async () => {
    const clock = new FakeClock();
    const answer: { limits: Limit[] | Error } = { limits: [limit({ limitValue: 10 })] };
    const p = page(answer, clock);
    await p.signIn();
    answer.limits = [];
    await p.after(10 * MIN);
    expect(p.reminder()).toBeNull();
    const reads = p.reads.length;
    await p.after(120 * MIN);
    expect(p.reminder()).toBeNull();
    expect(p.reads).toHaveLength(reads);
  });

  it('a limit removed or changed on the limits screen moves or stops the reminders at once', async () => {
    const clock = new FakeClock();
    const p = page({ limits: [limit({ limitValue: 10 })] }, clock);
    await p.signIn();
    await p.after(10 * MIN);
    expect(p.reminder()).not.toBeNull();
    await allSettled(p.model.limitsRead, { scope: p.scope, params: [limit({ limitValue: 10, endsAt: clock.now() / 1000 })] });
    expect(p.reminder()).toBeNull();
    expect(p.scope.getState(p.model.$dueAt)).toBeNull();
    // set again with 5 minutes: counts from now
    await allSettled(p.model.limitsRead, { scope: p.scope, params: [limit({ limitValue: 5, startedAt: clock.now() / 1000 })] });
    expect(p.scope.getState(p.model.$dueAt)).toBe(clock.now() + 5 * MIN);
  });

  it('only an ACTIVE type 32 reminds: pending, inactive, ended or no reality check does not', () => {
    const now = 1_000_000_000;
    expect(activeRealityCheck([limit({ limitState: 'PENDING' })], now)).toBeNull();
    expect(activeRealityCheck([limit({ limitState: 'INACTIVE' })], now)).toBeNull();
    expect(activeRealityCheck([limit({ endsAt: now / 1000 - 1 })], now)).toBeNull();
    expect(activeRealityCheck([limit({ limitType: 31, limitValue: 2 })], now)).toBeNull();
    expect(activeRealityCheck([limit({ endsAt: now / 1000 + 60, startedAt: 5 })], now)).toEqual({ minutes: 30, sinceMs: 5000 });
  });

  it('signing out stops the reminders and forgets the count', async () => {
    const clock = new FakeClock();
    const p = page({ limits: [limit({ limitValue: 5 })] }, clock);
    await p.signIn();
    await p.after(5 * MIN);
    expect(p.reminder()).not.toBeNull();
    await p.signOut();
    expect(p.reminder()).toBeNull();
    expect(p.storage.get(REALITY_CHECK_STORAGE_KEY)).toBeNull();
    const reads = p.reads.length;
    await p.after(60 * MIN);
    expect(p.reminder()).toBeNull();
    expect(p.reads).toHaveLength(reads);
  });

  it('a failed read at the due time reminds all the same (the limit was active when last seen) and is logged', async () => {
    const clock = new FakeClock();
    const answer: { limits: Limit[] | Error } = { limits: [limit({ limitValue: 5 })] };
    const p = page(answer, clock);
    await p.signIn();
    answer.limits = new Error('503');
    await p.after(5 * MIN);
    expect(p.reminder()).toEqual({ signedInForMs: 5 * MIN, minutes: 5 });
    expect(p.warnings).toEqual(['reality check: get-limits failed']);
  });

  it('Log out in the reminder asks the shell to sign the player out', async () => {
    const clock = new FakeClock();
    const p = page({ limits: [limit({ limitValue: 5 })] }, clock);
    await p.signIn();
    await allSettled(p.model.logoutChosen, { scope: p.scope });
    expect(p.loggedOut).toHaveLength(0);
    await p.after(5 * MIN);
    await allSettled(p.model.logoutChosen, { scope: p.scope });
    expect(p.loggedOut).toHaveLength(1);
  });
});
