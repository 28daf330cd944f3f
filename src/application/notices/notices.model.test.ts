import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { setupSession } from '../../../tests/support/session-setup';
import { setupAuth } from '../../../tests/unit/auth-env';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { DEMO_TRANSFER_CODE } from '../../adapters/fake/fake-session-extras';
import { GOOGLE_IDENTITY_SCRIPT_URL, GoogleIdentityScript, type ScriptHost } from '../../adapters/browser/google-identity-script';
import { GOOGLE_SCRIPT_FAILURE_KEY, NOTIFICATION_AUTO_CLOSE_MS } from '../../domain/notices';
import {
  AUTO_LOGOFF_NOTICE_STORAGE_KEY,
  convertReminderStorageKey,
  REGISTRATION_REMINDER_NEXT_STORAGE_KEY,
} from '../../domain/session';
import { APP_VERSION_CHECK_START_MS, encodeMaintenanceCookie, MAINTENANCE_COOKIE, SESSION_LOADED_STORAGE_KEY } from '../../domain/startup';
import { createNotificationsModel } from './notifications.model';
import { createOneTapModel } from './one-tap.model';

type Setup = ReturnType<typeof setupSession>;

async function start(s: Setup) {
  s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
  const scope = fork();
  await allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en' } });
  await allSettled(s.models.session.routeChanged, { scope, params: { path: '/en', routeName: 'home', lng: 'en' } });
  await allSettled(s.models.startupNotices.started, { scope });
  await allSettled(s.models.reminders.started, { scope });
  await allSettled(s.models.oneTap.started, { scope, params: { origin: 'https://demo.host' } });
  return scope;
}

const kinds = (s: Setup, scope: ReturnType<typeof fork>) => scope.getState(s.models.notifications.$queue).map((n) => n.kind);

describe('notifications (spec 001 §9, spec 000 §8)', () => {
  it(`one at a time; listed kinds close by themselves after ${NOTIFICATION_AUTO_CLOSE_MS} ms, others wait for the player`, async () => {
    const clock = new FakeClock();
    const model = createNotificationsModel({ clock });
    const scope = fork();
    await allSettled(model.notified, { scope, params: { kind: 'maintenance', titleKey: 'a' } });
    await allSettled(model.messageShown, { scope, params: { tone: 'done', textKey: 'b' } });
    expect(scope.getState(model.$current)?.kind).toBe('maintenance');
    clock.advance(NOTIFICATION_AUTO_CLOSE_MS * 3);
    expect(scope.getState(model.$current)?.kind).toBe('maintenance');
    await allSettled(model.closed, { scope, params: scope.getState(model.$current)!.id });
    expect(scope.getState(model.$current)).toMatchObject({ kind: 'alert', titleKey: 'main_done' });
    clock.advance(NOTIFICATION_AUTO_CLOSE_MS - 1);
    expect(scope.getState(model.$current)).not.toBeNull();
    clock.advance(1);
    expect(scope.getState(model.$current)).toBeNull();
  });

  it('cancelled requests are never shown; other failures show main_error with the server text', async () => {
    const model = createNotificationsModel({ clock: new FakeClock() });
    const scope = fork();
    for (const cancelled of [{ name: 'AbortError' }, { status: 499 }, { code: 499 }, { status: 'close' }]) {
      await allSettled(model.requestFailed, { scope, params: cancelled });
    }
    expect(scope.getState(model.$queue)).toEqual([]);
    await allSettled(model.requestFailed, { scope, params: { errors: [{ detail: 'one' }, { detail: 'two' }] } });
    expect(scope.getState(model.$current)).toMatchObject({ titleKey: 'main_error', text: 'one\ntwo' });
  });
});

describe('start-up notices', () => {
  it(`app version: checked from ${APP_VERSION_CHECK_START_MS} ms; a new build shows the update notice once; reload`, async () => {
    const s = setupSession({ reportedAppVersion: '2.0.0' });
    const scope = await start(s);
    await s.clock.advanceAsync(APP_VERSION_CHECK_START_MS - 1);
    expect(kinds(s, scope)).toEqual([]);
    await s.clock.advanceAsync(1);
    expect(kinds(s, scope)).toEqual(['update']);
    await s.clock.advanceAsync(5 * 60_000);
    expect(kinds(s, scope)).toEqual(['update']);
    await allSettled(s.models.startupNotices.reloadRequested, { scope });
    expect(s.page.reloads).toBe(1);

    const off = setupSession({ reportedAppVersion: '2.0.0', config: { appUpdateNotice: false } });
    const offScope = await start(off);
    await off.clock.advanceAsync(2 * APP_VERSION_CHECK_START_MS);
    expect(kinds(off, offScope)).toEqual([]);
  });

  it('maintenance: the notice within the window (English; Russian for RU, UA, KZ, AZ) with start and end', async () => {
    const s = setupSession({ maintenance: { startsInMinutes: 60, durationMinutes: 30 } });
    const scope = await start(s);
    const [notice] = scope.getState(s.models.notifications.$queue);
    expect(notice).toMatchObject({ kind: 'maintenance', titleKey: 'main_maintenance_title_en' });
    expect(notice!.data).toMatchObject({ startAt: s.clock.now() + 3_600_000, finishAt: s.clock.now() + 5_400_000, locale: 'en' });
    expect(scope.getState(s.models.startupNotices.$maintenance).active).toBe(false);

    for (const countryCode of ['RU', 'UA', 'KZ', 'AZ']) {
      const ru = setupSession({ maintenance: { startsInMinutes: 60, durationMinutes: 30 }, config: { countryCode } });
      const ruScope = await start(ru);
      expect(ruScope.getState(ru.models.notifications.$current)?.titleKey).toBe('main_maintenance_title_ru');
    }
    const early = setupSession({ maintenance: { startsInMinutes: 25 * 60, durationMinutes: 30 } });
    expect(kinds(early, await start(early))).toEqual([]);
  });

  it('maintenance is active when the cookie is 1 or the decoded cookie says state true', async () => {
    const one = setupSession();
    one.cookies.set(MAINTENANCE_COOKIE, '1');
    expect((await start(one)).getState(one.models.startupNotices.$maintenance).active).toBe(true);

    const decoded = setupSession();
    const now = decoded.clock.now();
    decoded.cookies.set(
      MAINTENANCE_COOKIE,
      encodeMaintenanceCookie({ startedAt: now - 1000, endedAt: now + 60_000, notifyStartedAt: null, notifyEndedAt: null, state: true }),
    );
    const scope = await start(decoded);
    expect(scope.getState(decoded.models.startupNotices.$maintenance).active).toBe(true);
    expect(kinds(decoded, scope)).toEqual(['maintenance']);
  });

  it('the ad-block notice when forced by ?adblock=1 or detected', async () => {
    const forced = setupSession({}, { landing: '/en/?adblock=1' });
    expect(kinds(forced, await start(forced))).toEqual(['adblock']);
    const detected = setupSession({}, { adBlock: true });
    expect(kinds(detected, await start(detected))).toEqual(['adblock']);
    const none = setupSession();
    expect(kinds(none, await start(none))).toEqual([]);
  });

  it('the forced ad-block notice reads the landing query: a protected landing page the guard sent to the login page keeps it', async () => {
    const s = setupSession({}, { landing: '/en/office/recharge?adblock=1' });
    s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
    const scope = fork();
    await allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en/login' } });
    await allSettled(s.models.session.routeChanged, { scope, params: { path: '/en/login', routeName: 'user.login', lng: 'en' } });
    await allSettled(s.models.startupNotices.started, { scope });
    expect(kinds(s, scope)).toEqual(['adblock']);
  });

  it('the inactivity notice on the visit after an idle logout, once', async () => {
    const s = setupSession({}, { localSeed: { [AUTO_LOGOFF_NOTICE_STORAGE_KEY]: '1' } });
    const scope = await start(s);
    expect(scope.getState(s.models.notifications.$current)).toMatchObject({
      kind: 'autologoff',
      titleKey: 'modal_autologoff_inactivity_title',
      textKey: 'modal_autologoff_inactivity_info',
    });
    expect(s.local.get(AUTO_LOGOFF_NOTICE_STORAGE_KEY)).toBeNull();
    // a flag set by an idle logout on this very page is for the next visit
    const again = setupSession();
    again.local.set(AUTO_LOGOFF_NOTICE_STORAGE_KEY, '1');
    expect(kinds(again, await start(again))).toEqual([]);
  });
});

describe('reminders', () => {
  it('convert-account reminder once per browser session per player, matching the status', async () => {
    const s = setupSession({ signedIn: true, convertStatus: 2 });
    const scope = await start(s);
    expect(kinds(s, scope)).toEqual(['convert-additional-account']);
    expect(s.sessionStorage.get(convertReminderStorageKey(1001))).toBe('1');
    const none = setupSession({ signedIn: true, convertStatus: 0 });
    expect(kinds(none, await start(none))).toEqual([]);
  });

  it('registration reminder after its delay for visitors, then not before now + interval (0: never)', async () => {
    const s = setupSession({ config: { registrationReminder: { delaySeconds: 30, intervalMinutes: 10 } } });
    const scope = await start(s);
    await s.clock.advanceAsync(29_999);
    expect(scope.getState(s.models.reminders.$registrationReminderOpen)).toBe(false);
    await s.clock.advanceAsync(1);
    expect(scope.getState(s.models.reminders.$registrationReminderOpen)).toBe(true);
    expect(s.local.get(REGISTRATION_REMINDER_NEXT_STORAGE_KEY)).toBe(String(s.clock.now() + 600_000));
    await allSettled(s.models.reminders.registrationReminderAccepted, { scope });
    expect(scope.getState(s.models.reminders.$registrationReminderOpen)).toBe(false);

    const never = setupSession({ config: { registrationReminder: { delaySeconds: 1, intervalMinutes: 0 } } });
    await start(never);
    await never.clock.advanceAsync(1000);
    expect(never.local.get(REGISTRATION_REMINDER_NEXT_STORAGE_KEY)).toBe('never');

    const modalOpen = setupSession({ config: { registrationReminder: { delaySeconds: 1, intervalMinutes: 0 } } });
    const ms = await start(modalOpen);
    await allSettled(modalOpen.shell.modalOpened, { scope: ms, params: 'login' });
    await modalOpen.clock.advanceAsync(1000);
    expect(ms.getState(modalOpen.models.reminders.$registrationReminderOpen)).toBe(false);
  });
});

describe('registration reminder within one visit (spec 001 §4, §6; registrationReminderRecheckMs)', () => {
  const open = (s: Setup, scope: ReturnType<typeof fork>) => scope.getState(s.models.reminders.$registrationReminderOpen);

  it('spec 001 §4: shown after 30 s, then again once the 10 min interval has passed (stored next time)', async () => {
    const s = setupSession({ config: { registrationReminder: { delaySeconds: 30, intervalMinutes: 10 } } });
    const scope = await start(s);
    await s.clock.advanceAsync(30_000);
    expect(open(s, scope)).toBe(true);
    await allSettled(s.models.reminders.registrationReminderClosed, { scope });
    await s.clock.advanceAsync(600_000 - 1);
    expect(open(s, scope)).toBe(false);
    await s.clock.advanceAsync(1);
    expect(open(s, scope)).toBe(true);
  });

  it('spec 001 §4: held back by an open modal, it tries again one delay later', async () => {
    const s = setupSession({ config: { registrationReminder: { delaySeconds: 30, intervalMinutes: 0 } } });
    const scope = await start(s);
    await allSettled(s.shell.modalOpened, { scope, params: 'login' });
    await s.clock.advanceAsync(30_000);
    expect(open(s, scope)).toBe(false);
    await allSettled(s.shell.modalClosed, { scope });
    await s.clock.advanceAsync(30_000);
    expect(open(s, scope)).toBe(true);
    // interval 0: never again, whatever the visit's length
    await allSettled(s.models.reminders.registrationReminderClosed, { scope });
    await s.clock.advanceAsync(24 * 3_600_000);
    expect(open(s, scope)).toBe(false);
  });

  it('spec 001 §6: a signed-in player never gets it; signing out starts the delay again', async () => {
    const s = setupSession({ signedIn: true, config: { registrationReminder: { delaySeconds: 30, intervalMinutes: 0 } } });
    const scope = await start(s);
    await s.clock.advanceAsync(60_000);
    expect(open(s, scope)).toBe(false);
    await allSettled(s.shell.logoutConfirmed, { scope });
    expect(scope.getState(s.shell.$player).userId).toBeNull();
    await s.clock.advanceAsync(29_999);
    expect(open(s, scope)).toBe(false);
    await s.clock.advanceAsync(1);
    expect(open(s, scope)).toBe(true);
  });
});

describe('registration reminder button goes through the registration flow (spec 000 §4)', () => {
  it.each([
    ['feature off: the 95% registration modal opens', false, 'registration', false],
    ['RG agreement on and never shown: the agreement comes first', true, null, true],
  ])('%s', async (_rule, rgOn, modal, agreementOpen) => {
    const s = setupSession({
      config: { registrationReminder: { delaySeconds: 1, intervalMinutes: 0 }, availability: { responsibleGamingAgreement: rgOn } },
    });
    const auth = setupAuth({
      shell: s.shell,
      local: s.local,
      registrationEntry: { requested: s.models.registrationRequested, $routeName: s.models.$routeName },
    });
    const scope = await start(s);
    await s.clock.advanceAsync(1000);
    expect(scope.getState(s.models.reminders.$registrationReminderOpen)).toBe(true);
    await allSettled(s.models.reminders.registrationReminderAccepted, { scope });
    expect(scope.getState(s.shell.$modal)).toBe(modal);
    expect(scope.getState(auth.registrationFlow.$rgAgreementOpen)).toBe(agreementOpen);
  });
});

describe('account transfer (spec 001 §2, §7)', () => {
  it('opens when required, off registration, without redirectToken; send-code → check-code → user-data', async () => {
    const s = setupSession({ signedIn: true, requiredTransfer: true });
    const scope = await start(s);
    const t = s.models.transfer;
    expect(scope.getState(t.$open)).toBe(true);
    await allSettled(s.models.session.routeChanged, { scope, params: { path: '/en', routeName: 'home', lng: 'en', hasRedirectToken: true } });
    expect(scope.getState(t.$open)).toBe(false);
    await allSettled(s.models.session.routeChanged, { scope, params: { path: '/en/registration', routeName: 'registration', lng: 'en' } });
    expect(scope.getState(t.$open)).toBe(false);
    await allSettled(s.models.session.routeChanged, { scope, params: { path: '/en', routeName: 'home', lng: 'en' } });

    await allSettled(scope);
    expect(scope.getState(t.$countries).length).toBeGreaterThan(0);
    await allSettled(t.phoneChanged, { scope, params: '9001234567' });
    await allSettled(t.codeRequested, { scope });
    expect(scope.getState(t.$step)).toBe('check-code');
    await allSettled(t.codeSubmitted, { scope, params: '0000' });
    expect(scope.getState(t.$error)).toBe('account_transfer_wrong_code');
    await allSettled(t.codeSubmitted, { scope, params: DEMO_TRANSFER_CODE });
    expect(scope.getState(t.$step)).toBe('done');
    expect(scope.getState(t.$result)).toMatchObject({ status: 'ok', userId: 7000123 });
  });
});

describe('Google one-tap (spec 000 §7, spec 001 §4)', () => {
  it('for visitors with the feature on: prompt, post, and navigate only to an allowed origin', async () => {
    const s = setupSession({ config: { googleOneTap: true }, oneTapRedirectUrl: 'https://demo.host/en/office' });
    const scope = await start(s);
    expect(scope.getState(s.models.oneTap.$status)).toBe('prompting');
    expect(s.oneTapScript.deliver('cred')).toBe(true);
    await allSettled(scope);
    expect(s.oneTapApi.requests[0]).toMatchObject({ credential: 'cred', language: 'en' });
    expect(s.page.visits).toEqual(['https://demo.host/en/office']);

    for (const hostile of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      const h = setupSession({ config: { googleOneTap: true }, oneTapRedirectUrl: hostile });
      const hs = await start(h);
      h.oneTapScript.deliver();
      await allSettled(hs);
      expect(h.page.visits).toEqual([]);
      // refused, yet signed in by one-tap: the session check takes the player in on this page
      expect(hs.getState(h.shell.$player).userId).toBe(1001);
    }
  });

  it('the script failure message; nothing when off or signed in; cancelled after login', async () => {
    const failed = setupSession({ config: { googleOneTap: true }, fail: ['google-script'] });
    const fs = await start(failed);
    expect(fs.getState(failed.models.notifications.$current)).toMatchObject({ textKey: 'main_google_one_tap_script_failed' });

    const off = setupSession();
    expect((await start(off)).getState(off.models.oneTap.$status)).toBe('off');

    const s = setupSession({ config: { googleOneTap: true } });
    const scope = await start(s);
    await allSettled(s.shell.playerSignedIn, { scope, params: { userId: 1001, banLevel: 0, banVersion: 0, name: 'Demo Player', currency: 'RUB', balance: 25000 } });
    expect(scope.getState(s.models.oneTap.$status)).toBe('cancelled');
    expect(s.oneTapScript.cancelled).toBe(true);
  });

  it('over the real Google loader: a script that cannot load shows "Failed to load the Google One Tap script" and posts nothing', async () => {
    const s = setupSession({ config: { googleOneTap: true } });
    const inserted: string[] = [];
    // the page refuses the script as an offline browser would: the error event fires
    const offline: ScriptHost = {
      insertScript: (src, events) => {
        inserted.push(src);
        queueMicrotask(events.onError);
        return { remove: () => undefined };
      },
      accountsId: () => null,
    };
    const model = createOneTapModel({
      api: s.oneTapApi,
      script: new GoogleIdentityScript(offline),
      page: s.page,
      logger: s.logger,
      notifications: s.models.notifications,
      $siteConfig: s.shell.$siteConfig,
      $player: s.shell.$player,
      $language: s.shell.$language,
    });
    const scope = fork();
    await allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en' } });
    await allSettled(model.started, { scope, params: { origin: 'https://demo.host' } });
    expect(inserted).toEqual([GOOGLE_IDENTITY_SCRIPT_URL]);
    expect(scope.getState(model.$status)).toBe('failed');
    expect(scope.getState(s.models.notifications.$current)).toMatchObject({ titleKey: 'main_error', textKey: GOOGLE_SCRIPT_FAILURE_KEY });
    expect(s.oneTapApi.requests).toEqual([]);
    expect(s.page.visits).toEqual([]);
  });
});
