import { allSettled, createEvent, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { setupSession } from '../../../tests/support/session-setup';
import { DEMO_ACCOUNTS } from '../../adapters/fake/fake-accounts';
import { ACTIVE_ACCOUNT_STORAGE_KEY } from '../../domain/player';
import {
  AUTO_LOGOFF_NOTICE_STORAGE_KEY,
  IDLE_THROTTLE_MS,
  LAST_ACTIVE_STORAGE_KEY,
  SESSION_RECHECK_INTERVAL_MS,
  STARTUP_SESSION_CHECK_RETRY,
} from '../../domain/session';
import {
  GGRU_COOKIE,
  GRANT_COOKIE,
  GRANT_COOKIE_OPTIONS,
  SESSION_LOAD_DELAY_MS,
  SESSION_LOADED_STORAGE_KEY,
} from '../../domain/startup';
import { linkBalanceToShell } from '../coupon/coupon-shell.link';
import type { StakeAccountBalance } from '../coupon/coupon.model';
import { REDIRECT_CHAIN_STORAGE_KEY } from './startup.model';

type Setup = ReturnType<typeof setupSession>;

async function start(s: Setup, path = '/en/providers', routeName = 'casino.providers') {
  const scope = fork();
  await allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: path } });
  await allSettled(s.models.session.routeChanged, { scope, params: { path, routeName, lng: 'en' } });
  await allSettled(s.models.startup.started, { scope, params: { hostId: 'demo.host' } });
  await allSettled(s.models.session.started, { scope });
  return scope;
}

describe('start-up (spec 001 §7, spec 000 §7)', () => {
  it('follows the redirect service and logs and skips a cyclic redirect', async () => {
    const s = setupSession({ redirects: { '/en/old': 'https://demo.host/en/new' } }, { landing: '/en/old' });
    await start(s, '/en/old');
    expect(s.page.visits).toEqual(['https://demo.host/en/new']);
    expect(JSON.parse(s.sessionStorage.get(REDIRECT_CHAIN_STORAGE_KEY)!)).toEqual(['https://demo.host/en/old', 'https://demo.host/en/new']);

    const back = setupSession({ redirects: { '/en/new': 'https://demo.host/en/old' } }, { landing: '/en/new' });
    back.sessionStorage.set(REDIRECT_CHAIN_STORAGE_KEY, JSON.stringify(['https://demo.host/en/old', 'https://demo.host/en/new']));
    await start(back, '/en/new');
    expect(back.page.visits).toEqual([]);
    expect(back.logger.lines.some(([level, message]) => level === 'error' && message === 'cyclic redirect skipped')).toBe(true);
  });

  it('the redirect service is retried 5 times (REDIRECT_RETRY)', async () => {
    const s = setupSession({ redirects: { '/en/old': '/en/new' }, failTimes: { redirect: 5 } }, { landing: '/en/old' });
    await start(s, '/en/old');
    expect(s.page.visits).toEqual(['/en/new']);
  });

  it('secure data goes to ggru and the grant cookie (1800 s, path /); skipped for blocking reason 4', async () => {
    const s = setupSession();
    await start(s);
    expect(s.cookies.jar.get(GGRU_COOKIE)?.value).toBe('demo-ggru');
    expect(s.cookies.jar.get(GRANT_COOKIE)).toEqual({ value: 'demo-grant', options: GRANT_COOKIE_OPTIONS });

    const blocked = setupSession({ blockingReason: 4 });
    await start(blocked);
    expect(blocked.cookies.jar.has(GGRU_COOKIE)).toBe(false);
  });

  it('referral cookies are written from the landing query', async () => {
    const s = setupSession({}, { landing: '/en?refererid=42' });
    const scope = fork();
    await allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en' } });
    await allSettled(s.models.startup.started, { scope, params: { hostId: 'demo.host' } });
    expect(s.cookies.jar.get('refererid')?.value).toBe('42');
  });

  it('QA8 4: a protected landing page that the guard sent to the login page still gives the referral cookies and the redirect check', async () => {
    const landing = '/ru/office/recharge?btag=deep_aff&subid=s7';
    const login = `/ru/user/login?returnUrl=${encodeURIComponent(landing)}`;
    const s = setupSession({ redirects: { '/ru/office/recharge': 'https://demo.host/ru/new' } }, { landing });
    // the current address is the login page by the time the start-up runs
    await start(s, login, 'user.login');
    expect(s.cookies.jar.get('reflinkid')?.value).toBe('deep_aff');
    expect(s.cookies.jar.get('subid')?.value).toBe('s7');
    expect(s.page.visits).toEqual(['https://demo.host/ru/new']);
  });

  it(`loads the session ${SESSION_LOAD_DELAY_MS} ms after start when none is stored, once per tab`, async () => {
    const s = setupSession({ signedIn: true });
    const scope = await start(s);
    s.world.update({ signedIn: false });
    await s.clock.advanceAsync(SESSION_LOAD_DELAY_MS - 1);
    expect(scope.getState(s.shell.$player).userId).not.toBeNull();
    await s.clock.advanceAsync(1);
    expect(s.sessionStorage.get(SESSION_LOADED_STORAGE_KEY)).not.toBeNull();
    // the answer (nobody) differs from the player: a check disconnects
    expect(scope.getState(s.shell.$player).userId).toBeNull();

    const stored = setupSession({ signedIn: true });
    stored.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const scope2 = await start(stored);
    stored.world.update({ signedIn: false });
    await stored.clock.advanceAsync(SESSION_LOAD_DELAY_MS + 1000);
    expect(scope2.getState(stored.shell.$player).userId).not.toBeNull();
  });
});

describe('QA18 #1: a session check that could not be made is not "no session"', () => {
  const retries = STARTUP_SESSION_CHECK_RETRY.retries * STARTUP_SESSION_CHECK_RETRY.delayMs;
  async function startFailing(s: Setup) {
    const scope = fork();
    const started = allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en/office/settings' } });
    await s.clock.advanceAsync(retries);
    await started;
    return scope;
  }

  it('a start-up check that fails after its retries leaves the session unresolved, says so, and keeps the stored signed-in state', async () => {
    const s = setupSession({ signedIn: true, fail: ['session'] }, { localSeed: { [ACTIVE_ACCOUNT_STORAGE_KEY]: '5' } });
    s.cookies.set('user_token', 'kept');
    const scope = await startFailing(s);
    expect(scope.getState(s.models.session.$sessionUnresolved)).toBe(true);
    expect(scope.getState(s.models.session.$sessionCheckNotice)).toBe(true);
    // nothing of a signed-in player is cleared: no disconnect on a failure
    expect(s.cookies.jar.get('user_token')?.value).toBe('kept');
    expect(s.local.get(ACTIVE_ACCOUNT_STORAGE_KEY)).toBe('5');
  });

  it('Try again runs the start-up check and its retries once more; a user id signs the player in and settles it', async () => {
    const s = setupSession({ signedIn: true, failTimes: { session: STARTUP_SESSION_CHECK_RETRY.retries + 1 } });
    const scope = await startFailing(s);
    expect(scope.getState(s.shell.$player).userId).toBeNull();
    expect(scope.getState(s.models.session.$sessionUnresolved)).toBe(true);
    await allSettled(s.models.session.sessionCheckRetried, { scope });
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
    expect(scope.getState(s.models.session.$sessionUnresolved)).toBe(false);
    expect(scope.getState(s.models.session.$sessionCheckNotice)).toBe(false);
  });

  it('only a definite "no session" answer settles it as a visitor', async () => {
    const s = setupSession({ signedIn: false, failTimes: { session: STARTUP_SESSION_CHECK_RETRY.retries + 1 } });
    const scope = await startFailing(s);
    expect(scope.getState(s.models.session.$sessionUnresolved)).toBe(true);
    await allSettled(s.models.session.sessionCheckRetried, { scope });
    expect(scope.getState(s.shell.$player).userId).toBeNull();
    expect(scope.getState(s.models.session.$sessionUnresolved)).toBe(false);
  });

  it(`the ${SESSION_RECHECK_INTERVAL_MS} ms re-check answers it too; closing the notice leaves the session unresolved`, async () => {
    const s = setupSession({ signedIn: true, failTimes: { session: STARTUP_SESSION_CHECK_RETRY.retries + 1 } });
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const scope = await startFailing(s);
    await allSettled(s.models.session.started, { scope });
    await allSettled(s.models.session.sessionCheckNoticeDismissed, { scope });
    expect(scope.getState(s.models.session.$sessionCheckNotice)).toBe(false);
    expect(scope.getState(s.models.session.$sessionUnresolved)).toBe(true);
    await s.clock.advanceAsync(SESSION_RECHECK_INTERVAL_MS);
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
    expect(scope.getState(s.models.session.$sessionUnresolved)).toBe(false);
  });
});

describe('session (spec 000 §4)', () => {
  it(`the start-up check retries ${STARTUP_SESSION_CHECK_RETRY.retries} × ${STARTUP_SESSION_CHECK_RETRY.delayMs} ms`, async () => {
    const s = setupSession({ signedIn: true, failTimes: { session: 2 } });
    const scope = fork();
    const started = allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en' } });
    await s.clock.advanceAsync(2 * STARTUP_SESSION_CHECK_RETRY.delayMs);
    await started;
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
  });

  it(`re-checks every ${SESSION_RECHECK_INTERVAL_MS} ms while visible, pauses while hidden and resumes on return`, async () => {
    const s = setupSession({ signedIn: true });
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const scope = await start(s);
    s.world.update({ signedIn: false });
    await s.clock.advanceAsync(SESSION_RECHECK_INTERVAL_MS - 1);
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
    await s.clock.advanceAsync(1);
    expect(scope.getState(s.shell.$player).userId).toBeNull();

    const h = setupSession({ signedIn: true });
    h.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const hs = await start(h);
    await allSettled(h.models.session.visibilityChanged, { scope: hs, params: 'hidden' });
    h.world.update({ signedIn: false });
    await h.clock.advanceAsync(5 * SESSION_RECHECK_INTERVAL_MS);
    expect(hs.getState(h.shell.$player).userId).toBe(1001);
    await allSettled(h.models.session.visibilityChanged, { scope: hs, params: 'visible' });
    await h.clock.advanceAsync(0);
    expect(hs.getState(h.shell.$player).userId).toBeNull();
  });

  it('a user id signs the player in and loads the accounts (main account active); logout clears auth state', async () => {
    const s = setupSession({ signedIn: true });
    const scope = await start(s);
    const accounts = scope.getState(s.models.session.$accounts);
    expect(accounts.map((a) => a.id)).toEqual(DEMO_ACCOUNTS.map((a) => a.id));
    expect(scope.getState(s.models.session.$activeAccount)?.type).toBe(0);
    expect(s.local.get(ACTIVE_ACCOUNT_STORAGE_KEY)).toBe('5001');

    s.cookies.set('user_token', 't');
    await allSettled(s.shell.logoutConfirmed, { scope });
    expect(scope.getState(s.shell.$player).banLevel).toBe(0);
    expect(s.cookies.get('user_token')).toBeNull();
    expect(s.local.get(ACTIVE_ACCOUNT_STORAGE_KEY)).toBeNull();
    expect(scope.getState(s.models.session.$accounts)).toEqual([]);
    expect(scope.getState(s.shell.$preferences).userId).toBeNull();
  });

  it('a re-check that finds a new main balance reloads the accounts; a balance the accounts already show (a bet) loads nothing', async () => {
    const s = setupSession({ signedIn: true });
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const respond = s.world.respond.bind(s.world);
    const loads: string[] = [];
    s.world.respond = (operation, produce) => (operation === 'accounts' && loads.push(operation), respond(operation, produce));
    const scope = await start(s);
    const main = () => scope.getState(s.models.session.$accounts).find((a) => a.id === 5001)?.money;
    const loaded = loads.length;

    s.world.update({ balance: 24_000 });
    await s.clock.advanceAsync(SESSION_RECHECK_INTERVAL_MS);
    expect(loads.length).toBe(loaded + 1);
    expect(main()).toBe(24_000);

    // An accepted bet writes the staked account's money and the session balance together (the server has 24,000 still).
    const balanceChanged = createEvent<StakeAccountBalance>();
    linkBalanceToShell({ balanceChanged }, s.shell, s.models.session);
    await allSettled(balanceChanged, { scope, params: { accountId: 5001, balance: 23_850 } });
    expect(scope.getState(s.shell.$player).balance).toBe(23_850);
    expect(main()).toBe(23_850);
    expect(loads.length).toBe(loaded + 1);
  });

  it('confirm terms: changed terms send a signed-in player to confirm-terms; accepted, back to the root', async () => {
    const s = setupSession({ signedIn: true, termsChanged: true, config: { termsConfirmation: true } });
    const scope = await start(s);
    expect(scope.getState(s.models.session.$pendingNavigation)).toBe('/en/confirm-terms');
    await allSettled(s.models.session.navigationHandled, { scope });
    await allSettled(s.models.session.routeChanged, { scope, params: { path: '/en/confirm-terms', routeName: 'system.confirm-terms', lng: 'en' } });
    expect(scope.getState(s.models.session.$pendingNavigation)).toBeNull();
    await allSettled(s.models.session.termsAccepted, { scope });
    expect(scope.getState(s.models.session.$pendingNavigation)).toBe('/en');
  });

  it.each([
    ['a visitor', {}],
    ['a player with the feature off', { signedIn: true, termsChanged: true }],
    ['a player whose terms are unchanged', { signedIn: true, config: { termsConfirmation: true } }],
  ])('QA8 14: %s on confirm-terms has nothing to accept and goes to the root', async (_who, fake) => {
    const s = setupSession(fake);
    const scope = await start(s, '/en/confirm-terms', 'system.confirm-terms');
    expect(scope.getState(s.models.session.$pendingNavigation)).toBe('/en');
  });

  it('QA7 #6: a failed accept is said and can be tried again; the terms stay changed and the player signed in', async () => {
    const s = setupSession({ signedIn: true, termsChanged: true, config: { termsConfirmation: true }, failTimes: { 'terms-accept': 1 } });
    const scope = await start(s, '/en/confirm-terms', 'system.confirm-terms');
    await allSettled(s.models.session.termsAccepted, { scope });
    expect(scope.getState(s.models.session.$acceptTermsFailed)).toBe(true);
    expect(scope.getState(s.models.session.$termsChanged)).toBe(true);
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
    expect(scope.getState(s.models.session.$pendingNavigation)).toBeNull();
    await allSettled(s.models.session.termsAccepted, { scope });
    expect(scope.getState(s.models.session.$acceptTermsFailed)).toBe(false);
    expect(scope.getState(s.models.session.$pendingNavigation)).toBe('/en');
  });

  it('spec 000 §4: on sign-in the user config loads; spec 000 §8: a failure marks it not installed and is logged; logout resets it', async () => {
    const s = setupSession({ signedIn: true });
    const scope = await start(s);
    expect(scope.getState(s.models.session.$userConfigStatus)).toBe('installed');
    expect(scope.getState(s.models.session.$playerConfig).user_email).toBe('demo@example.com');
    await allSettled(s.shell.logoutConfirmed, { scope });
    expect(scope.getState(s.models.session.$userConfigStatus)).toBe('not-loaded');
    expect(scope.getState(s.models.session.$playerConfig).user_email).toBeNull();

    const failing = setupSession({ signedIn: true, fail: ['user-config'] });
    const fs = await start(failing);
    expect(fs.getState(failing.models.session.$userConfigStatus)).toBe('not-installed');
    expect(fs.getState(failing.shell.$player).userId).toBe(1001);
    expect(failing.logger.lines.some(([level, message]) => level === 'error' && message === 'user-config failed')).toBe(true);

    const visitor = setupSession();
    expect((await start(visitor)).getState(visitor.models.session.$userConfigStatus)).toBe('not-loaded');
  });

  it('after login a matching redirect rule returns the player once and clears the registration-process flag', async () => {
    const s = setupSession({ config: { authRedirectRules: [{ route_from: '/en/providers', route_to: 'office/recharge' }] } });
    const scope = await start(s);
    await allSettled(s.shell.preferencesChanged, { scope, params: { isRegistrationProcess: true } });
    await allSettled(s.shell.playerSignedIn, { scope, params: { userId: 1001, banLevel: 0, banVersion: 0, name: 'Demo Player', currency: 'RUB', balance: 25000 } });
    expect(scope.getState(s.models.session.$pendingNavigation)).toBe('/en/office/recharge');
    expect(scope.getState(s.shell.$preferences).isRegistrationProcess).toBe(false);
  });
});

describe('idle auto-logoff (spec 000 §4, §9)', () => {
  const idleWorld = { signedIn: true, config: { idleLogoffMinutes: 2 } };

  it('logs out after the configured minutes × 60000 ms without activity, leaves the notice flag and goes home', async () => {
    const s = setupSession(idleWorld);
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const scope = await start(s);
    await s.clock.advanceAsync(2 * 60_000 - 1);
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
    await s.clock.advanceAsync(1);
    expect(scope.getState(s.shell.$player).userId).toBeNull();
    expect(s.local.get(AUTO_LOGOFF_NOTICE_STORAGE_KEY)).toBe('1');
    expect(s.page.visits).toEqual(['/en']);
  });

  it(`activity (stored at most every ${IDLE_THROTTLE_MS} ms) restarts the wait`, async () => {
    const s = setupSession(idleWorld);
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const scope = await start(s);
    await s.clock.advanceAsync(90_000);
    await allSettled(s.models.idle.activityDetected, { scope });
    const stored = s.local.get(LAST_ACTIVE_STORAGE_KEY);
    await s.clock.advanceAsync(IDLE_THROTTLE_MS - 1);
    await allSettled(s.models.idle.activityDetected, { scope });
    expect(s.local.get(LAST_ACTIVE_STORAGE_KEY)).toBe(stored);
    await s.clock.advanceAsync(90_000);
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
    await s.clock.advanceAsync(30_000);
    expect(scope.getState(s.shell.$player).userId).toBeNull();
  });

  it('playing media holds the logoff', async () => {
    const s = setupSession(idleWorld);
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const scope = fork();
    await allSettled(s.models.idle.mediaPlayingChanged, { scope, params: true });
    await allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en' } });
    await s.clock.advanceAsync(10 * 60_000);
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
  });

  it('a return after the limit signs out at once; a fresh login starts a new period', async () => {
    const s = setupSession(idleWorld);
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    s.local.set(LAST_ACTIVE_STORAGE_KEY, String(s.clock.now() - 3 * 60_000));
    const scope = await start(s);
    expect(scope.getState(s.shell.$player).userId).toBeNull();

    const fresh = setupSession({ config: { idleLogoffMinutes: 2 } });
    fresh.local.set(LAST_ACTIVE_STORAGE_KEY, String(fresh.clock.now() - 60 * 60_000));
    const fs = await start(fresh);
    await allSettled(fresh.shell.playerSignedIn, { scope: fs, params: { userId: 1001, banLevel: 0, banVersion: 0, name: 'Demo Player', currency: 'RUB', balance: 25000 } });
    expect(fs.getState(fresh.shell.$player).userId).toBe(1001);
    expect(fresh.page.visits).toEqual([]);
  });

  it('off without a configured limit', async () => {
    const s = setupSession({ signedIn: true, config: { idleLogoffMinutes: null } });
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const scope = await start(s);
    await s.clock.advanceAsync(30 * 60_000);
    expect(scope.getState(s.shell.$player).userId).toBe(1001);
  });
});
