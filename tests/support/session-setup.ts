import { MemoryStorage } from '../../src/adapters/browser/web-storage';
import { FakeUserConfig } from '../../src/adapters/fake/fake-user-config';
import { FakeAccounts } from '../../src/adapters/fake/fake-accounts';
import { FakeBlocking } from '../../src/adapters/fake/fake-blocking';
import { FakeClock } from '../../src/adapters/fake/fake-clock';
import { FakeDictionary } from '../../src/adapters/fake/fake-dictionary';
import { FakeGamesPreview } from '../../src/adapters/fake/fake-games-preview';
import { FakeGoogleOneTapApi, FakeGoogleOneTapScript } from '../../src/adapters/fake/fake-google-one-tap';
import { FakeSession } from '../../src/adapters/fake/fake-session';
import { FakeAccountTransfer, FakeTerms } from '../../src/adapters/fake/fake-session-extras';
import { FakePhoneDirectory } from '../../src/adapters/fake/fake-phone-directory';
import { FakeSiteConfig } from '../../src/adapters/fake/fake-site-config';
import { FakeConfigGroups } from '../../src/adapters/fake/fake-config-groups';
import { FakeAppVersion, FakeRedirect, FakeSecureData, FakeSessionBootstrap } from '../../src/adapters/fake/fake-startup';
import { FakeWorld } from '../../src/adapters/fake/fake-world';
import { RecordingAnalytics } from '../../src/adapters/fake/recording-analytics';
import type { CookieOptions, CookiesPort, LoggerPort, PagePort } from '../../src/domain/shared';
import { createShellModel } from '../../src/application/shell/shell.model';
import { createSessionModels } from '../../src/application/session/session-models';

export class MapCookies implements CookiesPort {
  readonly jar = new Map<string, { value: string; options?: CookieOptions }>();
  get(name: string) {
    return this.jar.get(name)?.value ?? null;
  }
  set(name: string, value: string, options?: CookieOptions) {
    this.jar.set(name, { value, options });
  }
  remove(name: string) {
    this.jar.delete(name);
  }
}

export class ListLogger implements LoggerPort {
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

export class RecordingPage implements PagePort {
  readonly visits: string[] = [];
  reloads = 0;
  reload() {
    this.reloads += 1;
  }
  assign(url: string) {
    this.visits.push(url);
  }
}

/** The landing page on the demo host from a path and query. */
export function landingPage(pathAndQuery: string) {
  const url = new URL(pathAndQuery, 'https://demo.host');
  return { url: url.href, search: url.search };
}

/** The shell and every session model on the fakes, in fake time, with the world set by `fake` (the ?fake= JSON). */
export function setupSession(
  fake: Record<string, unknown> = {},
  /** `landing`: path and query of the page as first loaded (default /en/providers). */
  options: { adBlock?: boolean; localSeed?: Record<string, string>; landing?: string } = {},
) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, `?fake=${encodeURIComponent(JSON.stringify(fake))}`);
  const local = new MemoryStorage();
  for (const [key, value] of Object.entries(options.localSeed ?? {})) local.set(key, value);
  const sessionStorage = new MemoryStorage();
  const cookies = new MapCookies();
  const logger = new ListLogger();
  const page = new RecordingPage();
  const sessionPort = new FakeSession(world);
  const shell = createShellModel({
    siteConfig: new FakeSiteConfig(world),
    configGroups: new FakeConfigGroups(world),
    session: sessionPort,
    dictionary: new FakeDictionary(world),
    blocking: new FakeBlocking(world),
    games: new FakeGamesPreview(world),
    local,
    cookies,
    analytics: new RecordingAnalytics(),
    logger,
    clock,
  });
  const oneTapScript = new FakeGoogleOneTapScript(world);
  const oneTapApi = new FakeGoogleOneTapApi(world);
  const models = createSessionModels(
    {
      session: sessionPort,
      sessionBootstrap: new FakeSessionBootstrap(world),
      accounts: new FakeAccounts(world),
      office: new FakeAccounts(world),
      userConfig: new FakeUserConfig(world),
      terms: new FakeTerms(world),
      transfer: new FakeAccountTransfer(world),
      phones: new FakePhoneDirectory(world),
      redirect: new FakeRedirect(world),
      secureData: new FakeSecureData(world, 'demo.host'),
      appVersion: new FakeAppVersion(world),
      adBlock: { detect: () => Promise.resolve(options.adBlock ?? false) },
      oneTapApi,
      oneTapScript,
      clock,
      cookies,
      local,
      sessionStorage,
      logger,
      page,
      landing: landingPage(options.landing ?? '/en/providers'),
    },
    shell,
  );
  return { clock, world, local, sessionStorage, cookies, logger, page, shell, models, oneTapScript, oneTapApi };
}
