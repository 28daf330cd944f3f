import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeBlocking } from '../../adapters/fake/fake-blocking';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeDictionary } from '../../adapters/fake/fake-dictionary';
import { FakeGamesPreview } from '../../adapters/fake/fake-games-preview';
import { FakeSession, DEMO_PLAYER } from '../../adapters/fake/fake-session';
import { FakeSiteConfig } from '../../adapters/fake/fake-site-config';
import { FakeConfigGroups } from '../../adapters/fake/fake-config-groups';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { RecordingAnalytics } from '../../adapters/fake/recording-analytics';
import type { ConfigGroupsPort } from '../../domain/config-groups';
import { PREFERENCES_STORAGE_KEY, serializePreferences } from '../../domain/preferences';
import { CONFIG_GROUPS } from '../../domain/startup';
import type { CookiesPort, LoggerPort } from '../../domain/shared';
import { createShellModel } from './shell.model';

class MapCookies implements CookiesPort {
  readonly jar = new Map<string, string>();
  get(name: string) {
    return this.jar.get(name) ?? null;
  }
  set(name: string, value: string) {
    this.jar.set(name, value);
  }
  remove(name: string) {
    this.jar.delete(name);
  }
}

class ListLogger implements LoggerPort {
  readonly lines: Array<[string, string, Record<string, unknown> | undefined]> = [];
  info(m: string, c?: Record<string, unknown>) {
    this.lines.push(['info', m, c]);
  }
  warn(m: string, c?: Record<string, unknown>) {
    this.lines.push(['warn', m, c]);
  }
  error(m: string, c?: Record<string, unknown>) {
    this.lines.push(['error', m, c]);
  }
}

function setup(
  fake = '',
  configGroups: (world: FakeWorld) => ConfigGroupsPort = (world) => new FakeConfigGroups(world),
  /** The tab's storage, kept across a reload as the browser keeps it (with the fake world's). */
  tab = { sessionStorage: new MemoryStorage(), worldStorage: new MemoryStorage() },
) {
  const clock = new FakeClock();
  const world = new FakeWorld(tab.worldStorage, clock, fake ? `?fake=${encodeURIComponent(fake)}` : '');
  const local = new MemoryStorage();
  const cookies = new MapCookies();
  const analytics = new RecordingAnalytics();
  const logger = new ListLogger();
  const model = createShellModel({
    siteConfig: new FakeSiteConfig(world),
    configGroups: configGroups(world),
    session: new FakeSession(world),
    dictionary: new FakeDictionary(world),
    blocking: new FakeBlocking(world),
    games: new FakeGamesPreview(world),
    local,
    cookies,
    analytics,
    logger,
    sessionStorage: tab.sessionStorage,
  });
  return { model, world, local, cookies, analytics, logger, tab, scope: fork() };
}

describe('shell model: start-up', () => {
  it('loads config, session, blocking and the dictionary in order', async () => {
    const { model, scope } = setup();
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    expect(scope.getState(model.$startup)).toBe('ready');
    expect(scope.getState(model.$ready)).toBe(true);
    expect(scope.getState(model.$siteConfig)?.companyName).toBe('Demo Bet');
    expect(scope.getState(model.$dictionaryStatus)).toBe('ready');
    expect(scope.getState(model.$dictionary).main_error).toBe('Error');
  });

  it('spec 001 §8: no site config is a fatal error (never a blank screen)', async () => {
    const { model, scope, logger } = setup('{"fail":["config"]}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    expect(scope.getState(model.$startup)).toBe('fatal');
    expect(logger.lines.some(([level, , ctx]) => level === 'error' && ctx?.operation === 'config')).toBe(true);
  });

  it('spec 000 §8: a missing route guard is logged as an error naming the guard (the 500 page does not name it)', async () => {
    const { model, scope, logger } = setup();
    await allSettled(model.unknownMiddlewareMet, { scope, params: { name: 'no-such-guard', routeName: 'registration', path: '/en/registration' } });
    expect(logger.lines).toContainEqual(['error', 'Unknown middleware no-such-guard', { middleware: 'no-such-guard', route: 'registration', path: '/en/registration' }]);
  });

  it('spec 000 §8: a failed dictionary load shows the retry state; retry recovers', async () => {
    const { model, scope, world } = setup('{"fail":["dictionary"]}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    expect(scope.getState(model.$dictionaryStatus)).toBe('error');
    world.update({ fail: [] });
    await allSettled(model.dictionaryRetried, { scope });
    expect(scope.getState(model.$dictionaryStatus)).toBe('ready');
  });

  it('QA7 #2: with no texts the site never shows (no raw keys): the texts-failed screen, then the site after a retry', async () => {
    const { model, scope, world } = setup('{"fail":["dictionary"]}');
    expect(scope.getState(model.$view)).toBe('startup');
    await allSettled(model.appStarted, { scope, params: { language: 'ru', url: '/ru' } });
    expect(scope.getState(model.$ready)).toBe(true);
    expect(scope.getState(model.$view)).toBe('texts-failed');
    world.update({ fail: [] });
    await allSettled(model.dictionaryRetried, { scope });
    expect(scope.getState(model.$view)).toBe('site');
    // QA10 #6: a language whose texts fail later keeps the site in the texts it has (never raw keys)
    world.update({ fail: ['dictionary'] });
    await allSettled(model.languageChanged, { scope, params: 'en' });
    expect(scope.getState(model.$view)).toBe('site');
    expect(scope.getState(model.$dictionary).main_error).toBe('Ошибка');
  });

  it('QA10 #6: a language switch whose texts fail keeps the site in its language, says so, and Try again switches', async () => {
    const { model, scope, world } = setup('{"failTimes":{"dictionary-en":1}}');
    await allSettled(model.appStarted, { scope, params: { language: 'ru', url: '/ru/line/all' } });
    expect(scope.getState(model.$view)).toBe('site');
    await allSettled(model.languageChanged, { scope, params: 'en' });
    // not the start-up failure screen: the site, in Russian, with the failure to say
    expect(scope.getState(model.$view)).toBe('site');
    expect(scope.getState(model.$dictionaryStatus)).toBe('ready');
    expect(scope.getState(model.$dictionary).main_error).toBe('Ошибка');
    expect(scope.getState(model.$language)).toBe('ru');
    expect(scope.getState(model.$languageSwitchFailure)).toEqual({ from: 'ru', to: 'en' });
    // back on the Russian address: the texts it shows are not loaded again
    const loads = vi.spyOn(FakeDictionary.prototype, 'load');
    await allSettled(model.languageChanged, { scope, params: 'ru' });
    expect(loads).not.toHaveBeenCalled();
    expect(world.state.failTimes['dictionary-en']).toBe(0);
    // Try again (the English address once more): the switch goes through and the notice goes
    await allSettled(model.languageChanged, { scope, params: 'en' });
    expect(scope.getState(model.$dictionary).main_error).toBe('Error');
    expect(scope.getState(model.$language)).toBe('en');
    expect(scope.getState(model.$languageSwitchFailure)).toBeNull();
    loads.mockRestore();
  });

  it('QA10 #9: a failed logout is said after the reload that follows it (spec 000 §4), while the player is still signed in; Try again signs out', async () => {
    const before = setup('{"signedIn":true,"failTimes":{"logout":1}}');
    await allSettled(before.model.appStarted, { scope: before.scope, params: { language: 'ru', url: '/ru/office/history' } });
    expect(before.scope.getState(before.model.$isAuthenticated)).toBe(true);
    await allSettled(before.model.logoutConfirmed, { scope: before.scope });
    // the page reloads (the view does): the next page load, in the same tab
    const after = setup('', undefined, before.tab);
    expect(after.world.state.signedIn).toBe(true);
    await allSettled(after.model.appStarted, { scope: after.scope, params: { language: 'ru', url: '/ru/office/history' } });
    expect(after.scope.getState(after.model.$isAuthenticated)).toBe(true);
    expect(after.scope.getState(after.model.$logoutFailed)).toBe(true);
    // said once: the load after that one says nothing
    const later = setup('', undefined, before.tab);
    await allSettled(later.model.appStarted, { scope: later.scope, params: { language: 'ru', url: '/ru/office/history' } });
    expect(later.scope.getState(later.model.$logoutFailed)).toBe(false);
    // Try again: the logout goes through, nothing more to say
    await allSettled(after.model.logoutConfirmed, { scope: after.scope });
    expect(after.scope.getState(after.model.$isAuthenticated)).toBe(false);
    expect(after.scope.getState(after.model.$logoutFailed)).toBe(false);
  });

  it('QA10 #9: a logout that failed but ended the session after all says nothing after the reload; the notice closes', async () => {
    const before = setup('{"signedIn":true,"fail":["logout"]}');
    await allSettled(before.model.appStarted, { scope: before.scope, params: { language: 'en', url: '/en' } });
    await allSettled(before.model.logoutConfirmed, { scope: before.scope });
    before.world.update({ signedIn: false });
    const signedOut = setup('', undefined, before.tab);
    await allSettled(signedOut.model.appStarted, { scope: signedOut.scope, params: { language: 'en', url: '/en' } });
    expect(signedOut.scope.getState(signedOut.model.$logoutFailed)).toBe(false);

    const again = setup('{"signedIn":true,"fail":["logout"]}');
    await allSettled(again.model.appStarted, { scope: again.scope, params: { language: 'en', url: '/en' } });
    await allSettled(again.model.logoutConfirmed, { scope: again.scope });
    const reloaded = setup('', undefined, again.tab);
    await allSettled(reloaded.model.appStarted, { scope: reloaded.scope, params: { language: 'en', url: '/en' } });
    expect(reloaded.scope.getState(reloaded.model.$logoutFailed)).toBe(true);
    await allSettled(reloaded.model.logoutFailureDismissed, { scope: reloaded.scope });
    expect(reloaded.scope.getState(reloaded.model.$logoutFailed)).toBe(false);
  });

  it('QA8 #11: a failed games-preview load marks the game routes unavailable (not "no such game"); Try again loads them', async () => {
    const { model, scope, world } = setup('{"fail":["games"]}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en/games/123' } });
    expect(scope.getState(model.$ready)).toBe(true);
    expect(scope.getState(model.$gameRoutes).unavailable).toBe(true);
    world.update({ fail: [] });
    await allSettled(model.gamesRetried, { scope });
    expect(scope.getState(model.$gameRoutes).unavailable).not.toBe(true);
    expect(scope.getState(model.$gameRoutes).byId.size).toBeGreaterThan(0);
  });

  it('QA8 #11: a failed games load is logged once per failed load, and a second appStarted (the shell mounted again) does not load it again', async () => {
    const { model, scope, logger } = setup('{"fail":["games"]}');
    const gamesLogged = () => logger.lines.filter(([level, message]) => level === 'error' && message === 'games failed').length;
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en/games/123' } });
    expect(gamesLogged()).toBe(1);
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en/games/123' } });
    expect(gamesLogged()).toBe(1);
    // Try again is a new load: its failure is logged once more
    await allSettled(model.gamesRetried, { scope });
    expect(gamesLogged()).toBe(2);
  });

  it('QA7 #2, spec 001 §8: no config stays the fatal page, whatever the texts', async () => {
    const { model, scope } = setup('{"fail":["config","dictionary"]}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    expect(scope.getState(model.$view)).toBe('fatal');
  });

  it('spec 001 §7: the config groups are loaded at start, all 22 in the listed order, in the player language', async () => {
    const asked: Array<{ groups: readonly string[]; lang: string }> = [];
    const { model, scope } = setup('', (world) => {
      const port = new FakeConfigGroups(world);
      return { load: (groups, lang) => (asked.push({ groups, lang }), port.load(groups, lang)) };
    });
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    expect(asked).toEqual([{ groups: CONFIG_GROUPS, lang: 'en' }]);
    expect(CONFIG_GROUPS).toHaveLength(22);
    expect(scope.getState(model.$configGroups).coupon).toMatchObject({ maxBets: 30 });
    await allSettled(model.languageChanged, { scope, params: 'ru' });
    expect(asked.map((a) => a.lang)).toEqual(['en', 'ru']);
  });

  it('a dialog chunk that failed to load is logged through the logger port, with the chunk named', async () => {
    const { model, scope, logger } = setup('{}');
    await allSettled(model.chunkFailed, { scope, params: { chunk: 'login dialog', error: new TypeError('Failed to fetch dynamically imported module') } });
    expect(logger.lines).toContainEqual([
      'error',
      'login dialog chunk load failed',
      { operation: 'login dialog chunk load', error: 'TypeError: Failed to fetch dynamically imported module' },
    ]);
  });

  it('spec 001 §7: a config group failure is logged and returns none; the site still starts', async () => {
    const { model, scope, logger } = setup('{"fail":["configGroups"]}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    expect(scope.getState(model.$startup)).toBe('ready');
    expect(scope.getState(model.$configGroups)).toEqual({});
    expect(logger.lines.some(([level, , ctx]) => level === 'error' && ctx?.operation === 'config groups')).toBe(true);
  });

  it('reads a signed-in demo player from the session', async () => {
    const { model, scope } = setup('{"signedIn":true,"banLevel":45}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    expect(scope.getState(model.$player)).toMatchObject({ userId: DEMO_PLAYER.userId, banLevel: 45 });
  });

  it('reads the block service', async () => {
    const { model, scope } = setup('{"blockingReason":16}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    expect(scope.getState(model.$blocking)).toEqual({ isBlocked: true, reason: 16 });
  });
});

describe('shell model: session', () => {
  it('a sign-in from the auth models sets the player and the preference user id, and closes the modal', async () => {
    const { model, scope } = setup();
    await allSettled(model.modalOpened, { scope, params: 'login' });
    const player = { userId: 1001, banLevel: 0, banVersion: 0, name: 'Demo Player', currency: 'RUB', balance: 10 };
    await allSettled(model.playerSignedIn, { scope, params: player });
    expect(scope.getState(model.$isAuthenticated)).toBe(true);
    expect(scope.getState(model.$preferences).userId).toBe(1001);
    expect(scope.getState(model.$modal)).toBeNull();
  });

  it('spec 000 §4: logout clears the user id and resets profile ids', async () => {
    const { model, scope } = setup('{"signedIn":true}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    await allSettled(model.preferencesChanged, { scope, params: { userId: 1001, lineProfileId: 5, liveProfileId: 6 } });
    await allSettled(model.logoutConfirmed, { scope });
    expect(scope.getState(model.$player).userId).toBeNull();
    expect(scope.getState(model.$preferences)).toMatchObject({ userId: null, lineProfileId: null, liveProfileId: null });
  });

  it('QA7 #10, spec 000 §4 Logout: after logout the player goes home in the current language, from any page', async () => {
    const { model, scope } = setup('{"signedIn":true}');
    await allSettled(model.appStarted, { scope, params: { language: 'ru', url: '/ru/office/account' } });
    expect(scope.getState(model.$homeAfterLogout)).toBeNull();
    await allSettled(model.logoutConfirmed, { scope });
    expect(scope.getState(model.$homeAfterLogout)).toBe('/ru');
    await allSettled(model.logoutLanded, { scope });
    expect(scope.getState(model.$homeAfterLogout)).toBeNull();
  });

  it('QA7 #10: a failed logout sends nowhere (spec 000 §4: on failure the page reloads)', async () => {
    const { model, scope } = setup('{"signedIn":true,"fail":["logout"]}');
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en/office/account' } });
    await allSettled(model.logoutConfirmed, { scope });
    expect(scope.getState(model.$homeAfterLogout)).toBeNull();
  });
});

describe('shell model: preferences', () => {
  it('spec 000 §3: preferences persist with flags as 1/0 and write the listed cookies', async () => {
    const { model, scope, local, cookies } = setup();
    await allSettled(model.appStarted, { scope, params: { language: 'ru', url: '/ru' } });
    await allSettled(model.themeToggled, { scope });
    const stored = JSON.parse(local.get(PREFERENCES_STORAGE_KEY)!);
    expect(stored.appTheme).toBe(1);
    expect(stored.isGroupByCountry).toBe(1);
    expect(cookies.get('lng')).toBe('ru');
    expect(cookies.get('isChampsGroupedByCountry')).toBe('1');
  });

  it('one set of display choices per browser: the odds format and theme another tab stores are taken here; its language and player are not', async () => {
    const { model, scope, local } = setup();
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    await allSettled(model.preferencesChanged, { scope, params: { userId: 1001 } });
    const mine = scope.getState(model.$preferences);
    const other = { ...serializePreferences(mine), coefViewId: 2, appTheme: 1, language: 'ru', userId: 7, leftSectionDisplayState: 1 };
    local.changedElsewhere(PREFERENCES_STORAGE_KEY, JSON.stringify(other));
    await allSettled(scope);
    expect(scope.getState(model.$preferences)).toEqual({ ...mine, coefViewId: 2, appTheme: 1 });
    // What this tab then writes keeps its own language and player.
    expect(JSON.parse(local.get(PREFERENCES_STORAGE_KEY)!)).toMatchObject({ coefViewId: 2, language: 'en', userId: 1001 });
  });

  it('another tab\'s record that is no preferences (not JSON, removed) changes nothing; the same choices again do not redraw', async () => {
    const { model, scope, local } = setup();
    await allSettled(model.appStarted, { scope, params: { language: 'en', url: '/en' } });
    await allSettled(model.preferencesChanged, { scope, params: { coefViewId: 1 } });
    const mine = scope.getState(model.$preferences);
    local.changedElsewhere(PREFERENCES_STORAGE_KEY, '{not json');
    local.changedElsewhere(PREFERENCES_STORAGE_KEY, null);
    local.changedElsewhere(PREFERENCES_STORAGE_KEY, JSON.stringify({ ...serializePreferences(mine), language: 'ru' }));
    await allSettled(scope);
    expect(scope.getState(model.$preferences)).toBe(mine);
  });

  it('analytics page_view on each navigation (spec 000 §7)', async () => {
    const { model, scope, analytics } = setup();
    await allSettled(model.pageViewed, { scope, params: { path: '/en/casino', routeName: 'casino' } });
    await allSettled(model.pageViewed, { scope, params: { path: '/en', routeName: 'home' } });
    expect(analytics.events.map((e) => e.params?.page_path)).toEqual(['/en/casino', '/en']);
    expect(analytics.events.every((e) => e.name === 'page_view')).toBe(true);
  });

  it('spec 000 §2: payment_consultant=1 is remembered in memory', async () => {
    const { model, scope } = setup();
    await allSettled(model.paymentConsultantRemembered, { scope });
    expect(scope.getState(model.$paymentConsultant)).toBe(true);
  });
});
