import { createEvent, createStore, fork, type Scope } from 'effector';
import { MemoryStorage } from '../../src/adapters/browser/web-storage';
import { FakeAuth } from '../../src/adapters/fake/fake-auth';
import { FakeClock } from '../../src/adapters/fake/fake-clock';
import { FakePasswordRecovery } from '../../src/adapters/fake/fake-password-recovery';
import { FakePhoneDirectory } from '../../src/adapters/fake/fake-phone-directory';
import { FakeRegistration } from '../../src/adapters/fake/fake-registration';
import { FakeSession } from '../../src/adapters/fake/fake-session';
import { DEMO_SITE_CONFIG } from '../../src/adapters/fake/fake-site-config';
import { FakeWorld } from '../../src/adapters/fake/fake-world';
import { RecordingAnalytics } from '../../src/adapters/fake/recording-analytics';
import type { SiteConfig } from '../../src/domain/config';
import type { AuthPort, RegistrationPort } from '../../src/domain/auth';
import { ANONYMOUS_PLAYER, type PlayerState } from '../../src/domain/session';
import type { AnalyticsEvent, LoggerPort } from '../../src/domain/shared';
import type { Preferences } from '../../src/domain/preferences';
import type { ModalName } from '../../src/application/shell/shell.model';
import { createAuthModels } from '../../src/application/auth/auth.model';
import type { AuthShell } from '../../src/application/auth/auth-shell';

export class ListLogger implements LoggerPort {
  readonly lines: Array<[string, string]> = [];
  info(m: string) {
    this.lines.push(['info', m]);
  }
  warn(m: string) {
    this.lines.push(['warn', m]);
  }
  error(m: string) {
    this.lines.push(['error', m]);
  }
}

/** The slice of the shell the auth models use, as plain stores and events. */
export function fakeShell(config: Partial<SiteConfig> = {}): AuthShell {
  const modalOpened = createEvent<ModalName>();
  const modalClosed = createEvent();
  const preferencesChanged = createEvent<Partial<Preferences>>();
  const playerSignedIn = createEvent<PlayerState>();
  const $player = createStore<PlayerState>(ANONYMOUS_PLAYER).on(playerSignedIn, (_, p) => p);
  return {
    $player,
    $isAuthenticated: $player.map((p) => p.userId !== null),
    $siteConfig: createStore<SiteConfig | null>({ ...DEMO_SITE_CONFIG, ...config }),
    $language: createStore('en'),
    $modal: createStore<ModalName | null>(null)
      .on(modalOpened, (_, m) => m)
      .on(modalClosed, () => null)
      .on(playerSignedIn, () => null),
    modalOpened,
    modalClosed,
    preferencesChanged,
    playerSignedIn,
  } as unknown as AuthShell;
}

export function setupAuth(
  options: {
    fake?: Record<string, unknown>;
    config?: Partial<SiteConfig>;
    analytics?: RecordingAnalytics;
    /** A shell to share (the session models' one); a plain fake shell by default. */
    shell?: AuthShell;
    registrationEntry?: Parameters<typeof createAuthModels>[0]['registrationEntry'];
    local?: MemoryStorage;
    /** Wraps the fake auth port, to give answers the fakes do not (an HTTP-only result, say). */
    wrapAuth?: (auth: AuthPort) => AuthPort;
    /** Wraps the fake registration port, as wrapAuth does the auth port. */
    wrapRegistration?: (registration: RegistrationPort, world: FakeWorld) => RegistrationPort;
  } = {},
) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, `?fake=${encodeURIComponent(JSON.stringify(options.fake ?? {}))}`);
  const local = options.local ?? new MemoryStorage();
  const analytics = options.analytics ?? new RecordingAnalytics();
  const logger = new ListLogger();
  const shell = options.shell ?? fakeShell(options.config);
  const sessionStorage = new MemoryStorage();
  /** Full navigations the models asked for (the OAuth start). */
  const assigned: string[] = [];
  const page = { reload: () => {}, assign: (url: string) => void assigned.push(url) };
  const models = createAuthModels({
    registrationEntry: options.registrationEntry,
    shell,
    auth: options.wrapAuth ? options.wrapAuth(new FakeAuth(world)) : new FakeAuth(world),
    registration: options.wrapRegistration ? options.wrapRegistration(new FakeRegistration(world), world) : new FakeRegistration(world),
    recovery: new FakePasswordRecovery(world),
    phones: new FakePhoneDirectory(world),
    session: new FakeSession(world),
    clock,
    local,
    sessionStorage,
    page,
    analytics,
    logger,
  });
  const scope: Scope = fork();
  const events = (name?: string): AnalyticsEvent[] => analytics.events.filter((e) => name === undefined || e.name === name);
  return { clock, world, local, sessionStorage, assigned, analytics, logger, shell, scope, events, ...models };
}
