import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import type { BlockingState } from '../../domain/blocking';
import { writeReferralCookies } from '../../domain/referral';
import type { SessionBootstrapPort } from '../../domain/session-bootstrap';
import { retryOnClock, type ClockPort, type CookiesPort, type KeyValueStoragePort, type LoggerPort, type PagePort } from '../../domain/shared';
import {
  GGRU_COOKIE,
  GRANT_COOKIE,
  GRANT_COOKIE_OPTIONS,
  grantForHost,
  nextRedirectStep,
  REDIRECT_RETRY,
  SESSION_LOAD_DELAY_MS,
  SESSION_LOADED_STORAGE_KEY,
  shouldLoadSecureData,
  type RedirectPort,
  type SecureDataPort,
} from '../../domain/startup';
import { createClockTimer } from './clock-timer';

/** Design: the redirect chain of one navigation survives the full page loads it causes (session storage). */
export const REDIRECT_CHAIN_STORAGE_KEY = 'redirect_chain';

/**
 * The page as the browser first loaded it, before the router's first navigation
 * (QA8 4: a guard may already have moved the address to the login page when the
 * start-up runs). The composition root captures it.
 */
export interface LandingPage {
  /** Absolute URL of the landing page (the redirect service's body). */
  url: string;
  /** The landing query string (referral cookies). */
  search: string;
}

export interface StartupDeps {
  /** The landing page: referral cookies and the redirect service use it, not the current address. */
  landing: LandingPage;
  redirect: RedirectPort;
  secureData: SecureDataPort;
  /** GET /session: the user id only (spec 001 §7). */
  sessionBootstrap: SessionBootstrapPort;
  cookies: CookiesPort;
  /** Session storage: the redirect chain and the session-loaded marker. */
  sessionStorage: KeyValueStoragePort;
  clock: ClockPort;
  logger: LoggerPort;
  page: PagePort;
  /** The shell's block-service answer (secure data is skipped for reason 4). */
  $blocking: Store<BlockingState>;
}

export interface StartupInput {
  /** This host's id for the grant value (spec 000 §7 "keyed by host id"). */
  hostId: string;
}

function readChain(storage: KeyValueStoragePort): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(REDIRECT_CHAIN_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Start-up work that runs once per page load after the shell is ready
 * (spec 001 §7, spec 000 §7): the redirect service with the cyclic-redirect
 * rule, secure data into cookies, referral cookies from the landing query,
 * and the delayed session load when none is stored.
 */
export function createStartupModel(deps: StartupDeps) {
  const started = createEvent<StartupInput>();
  /** The delayed session load answered with this user id (null: a visitor); the session model reconciles it. */
  const sessionLoaded = createEvent<number | null>();

  const $started = createStore(false);
  // start-up work runs once per page load, however often the layout mounts
  const firstStart = sample({ clock: started, source: $started, filter: (was) => !was, fn: (_, input) => input });
  $started.on(firstStart, () => true);

  const redirectFx = createEffect(async (url: string) => {
    const answer = await retryOnClock(deps.clock, REDIRECT_RETRY, () => deps.redirect.resolve(url));
    const chain = readChain(deps.sessionStorage);
    if (!answer.redirect || !answer.url) {
      deps.sessionStorage.remove(REDIRECT_CHAIN_STORAGE_KEY);
      return 'stay' as const;
    }
    const step = nextRedirectStep(chain, url, answer.url);
    if (step.kind === 'cyclic') {
      // spec 001 §4, §8: a cyclic redirect is logged and skipped
      deps.logger.error('cyclic redirect skipped', { operation: 'redirect', url, target: answer.url, chain: step.chain });
      deps.sessionStorage.remove(REDIRECT_CHAIN_STORAGE_KEY);
      return 'cyclic' as const;
    }
    deps.sessionStorage.set(REDIRECT_CHAIN_STORAGE_KEY, JSON.stringify(step.chain));
    deps.page.assign(answer.url);
    return 'follow' as const;
  });

  const secureDataFx = createEffect(async ({ hostId }: { hostId: string }) => {
    const data = await deps.secureData.load();
    const grant = grantForHost(data.grants, hostId);
    if (!data.ggru && !grant) {
      // spec 000 §8: empty secure data is logged
      deps.logger.warn('empty secure data', { operation: 'secure-data' });
      return;
    }
    if (data.ggru) deps.cookies.set(GGRU_COOKIE, data.ggru, { path: '/' });
    if (grant) deps.cookies.set(GRANT_COOKIE, grant, GRANT_COOKIE_OPTIONS);
  });

  const referralFx = createEffect((search: string) => writeReferralCookies(deps.cookies, search));

  const sessionTimer = createClockTimer(deps.clock);
  const loadSessionFx = createEffect(async () => {
    const userId = await deps.sessionBootstrap.userId();
    deps.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, String(deps.clock.now()));
    return userId;
  });
  const logFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.error(`${operation} failed`, { operation, error: String(error) }),
  );

  sample({ clock: firstStart, fn: () => deps.landing.url, target: redirectFx });
  sample({
    clock: firstStart,
    source: deps.$blocking,
    // spec 000 §7: skipped when the blocking reason is 4
    filter: (blocking) => shouldLoadSecureData(blocking.reason),
    fn: (_, { hostId }) => ({ hostId }),
    target: secureDataFx,
  });
  sample({ clock: firstStart, fn: () => deps.landing.search, target: referralFx });
  sample({
    clock: firstStart,
    // spec 001 §7: about 8 s after start when no session is in storage
    filter: () => deps.sessionStorage.get(SESSION_LOADED_STORAGE_KEY) === null,
    fn: () => ({ ms: SESSION_LOAD_DELAY_MS, payload: undefined }),
    target: sessionTimer.started,
  });
  sample({ clock: sessionTimer.fired, target: loadSessionFx });
  sample({ clock: loadSessionFx.doneData, target: sessionLoaded });

  sample({ clock: redirectFx.failData, fn: (error) => ({ operation: 'redirect', error }), target: logFx });
  sample({ clock: secureDataFx.failData, fn: (error) => ({ operation: 'secure-data', error }), target: logFx });
  // spec 001 §8: session load failure is logged
  sample({ clock: loadSessionFx.failData, fn: (error) => ({ operation: 'session-load', error }), target: logFx });

  return { started, sessionLoaded, redirectFx, secureDataFx, loadSessionFx, $started };
}

export type StartupModel = ReturnType<typeof createStartupModel>;
