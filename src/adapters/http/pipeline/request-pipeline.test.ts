import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ATTEMPTS, type CaptchaPort } from '../../../domain/captcha/captcha.port';
import type { FingerprintPort, FingerprintRecord } from '../../../domain/fingerprint/fingerprint.port';
import { USER_TOKEN_COOKIE } from '../../../domain/session/token';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import { HttpAdapterError } from '../http-adapter.error';
import { CAPTCHA_HEADER, createRequestPipeline, FINGERPRINT_HEADER, REQUEST_TIMEOUT_MS } from './request-pipeline';
import { isTransientFailure } from './retry';
import { FakeClock } from './test-clock';
import { jsonResponse, MemoryCookies, RecordingLogger, scriptedServer } from './test-doubles';

const NOW_S = Date.UTC(2026, 0, 1) / 1000;
const rights = { rights: ['bet'] };

function setup(handler: Parameters<typeof scriptedServer>[0], overrides: { captcha?: CaptchaPort; fingerprint?: FingerprintPort; terms?: boolean } = {}) {
  const clock = new FakeClock();
  const cookies = new MemoryCookies();
  const logger = new RecordingLogger();
  const server = scriptedServer(handler);
  const onSignedOut = vi.fn();
  const onTermsRequired = vi.fn();
  const pipeline = createRequestPipeline({
    fetch: server.fetch,
    webApiBaseUrl: 'http://site.test/web-api',
    clock,
    cookies,
    logger,
    captcha: overrides.captcha ?? { challenge: vi.fn(async () => 'x7k2p') },
    fingerprint: overrides.fingerprint ?? { current: () => null, refresh: vi.fn(async () => null) },
    onSignedOut,
    onTermsRequired,
    termsConfirmationEnabled: () => overrides.terms ?? true,
  });
  const client = createHttpClient<webApiPaths>({ baseUrl: 'http://site.test/web-api', fetch: pipeline.fetch });
  const getRights = () =>
    callOperation(logger, 'getRights', responseSchemas.getRights['200'], () => client.GET('/api/auth/rights'));
  return { clock, cookies, logger, server, onSignedOut, onTermsRequired, pipeline, client, getRights };
}

const isTokenCall = (r: Request) => new URL(r.url).pathname.endsWith('/user/gettoken');
const bearer = (r: Request) => r.headers.get('Authorization');

describe('request pipeline: 401 and the token (spec 001 §7)', () => {
  it('sends the valid token as a bearer and Accept: application/json', async () => {
    const t = setup(() => jsonResponse(rights));
    t.pipeline.tokens.set({ value: 'tok-1', expiresAt: NOW_S + 600 });
    await t.getRights();
    expect(bearer(t.server.requests[0]!)).toBe('Bearer tok-1');
    expect(t.server.requests[0]!.headers.get('Accept')).toBe('application/json');
  });

  it('never sends an expired token (valid only with a future expiry, 001 §5)', async () => {
    const t = setup(() => jsonResponse(rights));
    t.pipeline.tokens.set({ value: 'old', expiresAt: NOW_S - 1 });
    await t.getRights();
    expect(bearer(t.server.requests[0]!)).toBeNull();
  });

  it('the user_token cookie expires with the token (001 §3)', () => {
    const t = setup(() => jsonResponse(rights));
    t.pipeline.tokens.set({ value: 'tok', expiresAt: NOW_S + 600 });
    expect(t.cookies.values.get(USER_TOKEN_COOKIE)?.options?.expiresAt).toBe((NOW_S + 600) * 1000);
  });

  it('N concurrent 401s cause exactly one token request, and each request is retried once', async () => {
    const t = setup((r) => {
      if (isTokenCall(r)) return jsonResponse({ token: 'fresh', expiresAt: NOW_S + 3600 });
      return bearer(r) === 'Bearer fresh' ? jsonResponse(rights) : jsonResponse({ message: 'expired' }, 401);
    });
    t.pipeline.tokens.set({ value: 'stale', expiresAt: NOW_S + 600 });
    const results = await Promise.all(Array.from({ length: 5 }, () => t.getRights()));
    expect(results).toEqual(Array(5).fill(rights));
    expect(t.server.count('/user/gettoken')).toBe(1);
    expect(t.server.count('/api/auth/rights')).toBe(10);
    expect(t.pipeline.tokens.current()?.value).toBe('fresh');
    expect(t.onSignedOut).not.toHaveBeenCalled();
  });

  it('drops the token on 401 and retries only once when the retry is refused too', async () => {
    const t = setup((r) => (isTokenCall(r) ? jsonResponse({ token: 'fresh', expiresAt: NOW_S + 3600 }) : jsonResponse({ message: 'no' }, 401)));
    t.pipeline.tokens.set({ value: 'stale', expiresAt: NOW_S + 600 });
    await expect(t.getRights()).rejects.toMatchObject({ code: 'http', status: 401, operation: 'getRights' });
    expect(t.server.count('/api/auth/rights')).toBe(2);
    expect(t.server.count('/user/gettoken')).toBe(1);
  });

  it('shares the token request for 60 s, then asks again', async () => {
    let issued = 0;
    const t = setup((r) => {
      if (isTokenCall(r)) return jsonResponse({ token: `fresh-${++issued}`, expiresAt: NOW_S + 3600 });
      return r.headers.get('x-test-fail') === '1' && !bearer(r)?.startsWith('Bearer fresh') ? jsonResponse({ message: 'no' }, 401) : jsonResponse(rights);
    });
    const call = () => t.client.GET('/api/auth/rights', { headers: { 'x-test-fail': '1' } });
    await call();
    t.pipeline.tokens.drop();
    await t.clock.advance(59_000);
    await call();
    expect(t.server.count('/user/gettoken')).toBe(1);
    t.pipeline.tokens.drop();
    await t.clock.advance(2_000);
    await call();
    expect(t.server.count('/user/gettoken')).toBe(2);
  });

  describe('QA11 #8: the shared token is for concurrent 401s only', () => {
    // The server's session: `valid` is the one token it accepts, `revoked` ends the session (gettoken answers 401).
    const session = () => {
      const state = { issued: 0, valid: null as string | null, revoked: false, reissue: false };
      const handler = (r: Request) => {
        if (isTokenCall(r)) {
          if (state.revoked && !state.reissue) return jsonResponse({ message: 'Unauthorized' }, 401);
          state.valid = `tok-${++state.issued}`;
          return jsonResponse({ token: state.valid, expiresAt: NOW_S + 3600 });
        }
        return state.valid !== null && bearer(r) === `Bearer ${state.valid}` ? jsonResponse(rights) : jsonResponse({ message: 'Unauthorized' }, 401);
      };
      return { state, handler };
    };

    it('a 401 on the token the shared refresh just gave is not retried with that token: a fresh gettoken is asked', async () => {
      const s = session();
      const t = setup(s.handler);
      await t.getRights(); // the first call after sign-in has no token: 401, gettoken (tok-1), retry
      expect(t.server.count('/user/gettoken')).toBe(1);
      s.state.valid = null; // the server ends tok-1 (a sign-out in another tab) and gives a new one on request
      s.state.reissue = true;
      s.state.revoked = true;
      await t.clock.advance(10_000); // well inside the 60 s share window
      await expect(t.getRights()).resolves.toEqual(rights);
      expect(t.server.count('/user/gettoken')).toBe(2);
      expect(bearer(t.server.requests.at(-1)!)).toBe('Bearer tok-2');
      expect(t.onSignedOut).not.toHaveBeenCalled();
    });

    it('a final 401 (the fresh gettoken is refused too) signs the player out, once, inside the share window', async () => {
      const s = session();
      const t = setup(s.handler);
      await t.getRights();
      s.state.valid = null;
      s.state.revoked = true; // the server session is gone: gettoken answers 401
      await t.clock.advance(10_000);
      await expect(t.getRights()).rejects.toMatchObject({ code: 'http', status: 401 });
      expect(t.server.count('/user/gettoken')).toBe(2);
      expect(t.onSignedOut).toHaveBeenCalledTimes(1);
      // the request was not sent again with the refused token
      expect(t.server.requests.filter((r) => bearer(r) === 'Bearer tok-1')).toHaveLength(2);
    });

    it('a 401 on an older token that comes back after the shared refresh answered still shares it', async () => {
      const s = session();
      let releaseSlow: () => void = () => undefined;
      const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
      const t = setup(async (r) => {
        if (r.headers.get('x-test-slow') === '1' && bearer(r) === 'Bearer stale') await slowGate;
        return s.handler(r);
      });
      t.pipeline.tokens.set({ value: 'stale', expiresAt: NOW_S + 600 });
      const slow = t.client.GET('/api/auth/rights', { headers: { 'x-test-slow': '1' } });
      await expect(t.getRights()).resolves.toEqual(rights); // 401 on 'stale', gettoken (tok-1), retry
      releaseSlow(); // the slow request's 401 on 'stale' arrives after tok-1 was given
      expect((await slow).data).toEqual(rights);
      expect(t.server.count('/user/gettoken')).toBe(1);
    });
  });

  it('ensureToken (a session found signed in, QA11 #11): one gettoken when no valid token is held, none when one is; a failure alone does not sign out', async () => {
    let answer = 500;
    const t = setup((r) => (isTokenCall(r) ? (answer === 200 ? jsonResponse({ token: 'early', expiresAt: NOW_S + 3600 }) : jsonResponse({ message: 'down' }, answer)) : jsonResponse(rights)));
    await t.pipeline.ensureToken();
    expect(t.server.count('/user/gettoken')).toBe(1);
    expect(t.onSignedOut).not.toHaveBeenCalled();
    answer = 200;
    await Promise.all([t.pipeline.ensureToken(), t.pipeline.ensureToken()]);
    expect(t.server.count('/user/gettoken')).toBe(2);
    await t.pipeline.ensureToken();
    expect(t.server.count('/user/gettoken')).toBe(2);
    await t.getRights();
    expect(bearer(t.server.requests.at(-1)!)).toBe('Bearer early');
  });

  it('a failed refresh signs the player out once for all concurrent 401s', async () => {
    const t = setup((r) => (isTokenCall(r) ? jsonResponse({ message: 'gone' }, 500) : jsonResponse({ message: 'no' }, 401)));
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => t.getRights()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(t.server.count('/user/gettoken')).toBe(1);
    expect(t.server.count('/api/auth/rights')).toBe(4);
    expect(t.onSignedOut).toHaveBeenCalledTimes(1);
    expect(t.logger.entries.some((e) => e.context?.operation === 'getToken' && e.level === 'error')).toBe(true);
  });
});

describe('request pipeline: captcha (400 with 100/111/112/113)', () => {
  it.each([100, 111, 112, 113])('error code %i: one challenge, one retry with the answer in x-captcha', async (code) => {
    const captcha = { challenge: vi.fn(async () => 'x7k2p') };
    const t = setup((r) => (r.headers.get(CAPTCHA_HEADER) === 'x7k2p' ? jsonResponse(rights) : jsonResponse({ message: 'captcha', error_code: code }, 400)), { captcha });
    await expect(t.getRights()).resolves.toEqual(rights);
    expect(captcha.challenge).toHaveBeenCalledTimes(1);
    expect(t.server.requests).toHaveLength(2);
  });

  it('resends the POST body on the retry', async () => {
    const t = setup(async (r) => (r.headers.get(CAPTCHA_HEADER) ? jsonResponse({ status: 'success', userId: 7, body: await r.json() }) : jsonResponse({ message: 'captcha', error_code: 111 }, 400)));
    const { data } = await t.client.POST('/api/auth/login', { body: { login: 'a', password: 'b', save: true, componentsData: 'c' } });
    expect((data as unknown as { body: unknown }).body).toEqual({ login: 'a', password: 'b', save: true, componentsData: 'c' });
  });

  it('a dismissed challenge returns the 400 without a retry', async () => {
    const t = setup(() => jsonResponse({ message: 'captcha', error_code: 111 }, 400), { captcha: { challenge: async () => null } });
    await expect(t.getRights()).rejects.toMatchObject({ status: 400, serverCode: 111 });
    expect(t.server.requests).toHaveLength(1);
  });

  it('concurrent captcha errors share one challenge', async () => {
    const captcha = { challenge: vi.fn(async () => 'ok') };
    const t = setup((r) => (r.headers.get(CAPTCHA_HEADER) ? jsonResponse(rights) : jsonResponse({ message: 'captcha', error_code: 100 }, 400)), { captcha });
    await Promise.all([t.getRights(), t.getRights(), t.getRights()]);
    expect(captcha.challenge).toHaveBeenCalledTimes(1);
    expect(t.server.requests).toHaveLength(6);
  });

  it('a refused answer asks again, saying so, and the next answer goes out', async () => {
    const captcha = { challenge: vi.fn<CaptchaPort['challenge']>().mockResolvedValueOnce('wrong').mockResolvedValueOnce('x7k2p') };
    const t = setup((r) => (r.headers.get(CAPTCHA_HEADER) === 'x7k2p' ? jsonResponse(rights) : jsonResponse({ message: 'captcha', error_code: 111 }, 400)), { captcha });
    await expect(t.getRights()).resolves.toEqual(rights);
    expect(captcha.challenge.mock.calls).toEqual([[{ retry: false }], [{ retry: true }]]);
    expect(t.server.requests.map((r) => r.headers.get(CAPTCHA_HEADER))).toEqual([null, 'wrong', 'x7k2p']);
  });

  it(`after ${CAPTCHA_ATTEMPTS} refused answers the 400 is returned, not looped`, async () => {
    const captcha = { challenge: vi.fn(async () => 'wrong') };
    const t = setup(() => jsonResponse({ message: 'captcha', error_code: 112 }, 400), { captcha });
    await expect(t.getRights()).rejects.toMatchObject({ status: 400, serverCode: 112 });
    expect(captcha.challenge).toHaveBeenCalledTimes(CAPTCHA_ATTEMPTS);
    expect(t.server.requests).toHaveLength(CAPTCHA_ATTEMPTS + 1);
  });

  it('dismissing the second challenge returns the refused 400 without another request', async () => {
    const captcha = { challenge: vi.fn<CaptchaPort['challenge']>().mockResolvedValueOnce('wrong').mockResolvedValueOnce(null) };
    const t = setup(() => jsonResponse({ message: 'captcha', error_code: 111 }, 400), { captcha });
    await expect(t.getRights()).rejects.toMatchObject({ status: 400, serverCode: 111 });
    expect(t.server.requests).toHaveLength(2);
  });
});

describe('request pipeline: fingerprint (400 with error code 120)', () => {
  it('refreshes the fingerprint and retries once with its token', async () => {
    const record: FingerprintRecord = { token: 'fp-2', componentsData: 'd', expiresAt: NOW_S + 3600 };
    const fingerprint = { current: () => null, refresh: vi.fn(async () => record) };
    const t = setup((r) => (r.headers.get(FINGERPRINT_HEADER) === 'fp-2' ? jsonResponse(rights) : jsonResponse({ message: 'fp', error_code: 120 }, 400)), { fingerprint });
    await expect(t.getRights()).resolves.toEqual(rights);
    expect(fingerprint.refresh).toHaveBeenCalledTimes(1);
    expect(t.server.requests).toHaveLength(2);
  });

  it('returns the 400 when no fingerprint can be made', async () => {
    const t = setup(() => jsonResponse({ message: 'fp', error_code: 120 }, 400));
    await expect(t.getRights()).rejects.toMatchObject({ status: 400, serverCode: 120 });
    expect(t.server.requests).toHaveLength(1);
  });
});

describe('request pipeline: 451 terms', () => {
  it('exception_code 1 sends the player to confirm terms when the feature is on', async () => {
    const t = setup(() => jsonResponse({ message: 'terms', exception_code: 1 }, 451));
    await expect(t.getRights()).rejects.toMatchObject({ status: 451 });
    expect(t.onTermsRequired).toHaveBeenCalledTimes(1);
    expect(t.server.requests).toHaveLength(1);
  });

  it('does nothing when terms confirmation is off, or for another exception code', async () => {
    const off = setup(() => jsonResponse({ message: 'terms', exception_code: 1 }, 451), { terms: false });
    await expect(off.getRights()).rejects.toBeInstanceOf(HttpAdapterError);
    expect(off.onTermsRequired).not.toHaveBeenCalled();
    const other = setup(() => jsonResponse({ message: 'x', exception_code: 2 }, 451));
    await expect(other.getRights()).rejects.toBeInstanceOf(HttpAdapterError);
    expect(other.onTermsRequired).not.toHaveBeenCalled();
  });
});

describe('request pipeline: a time limit on every request (QA14 #1: a stalled connection left a bet "Placing…" for good)', () => {
  /** A server that never answers, but drops the request when it is aborted, as a browser does. */
  const silent = (aborted: Request[]) => (request: Request) =>
    new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => {
        aborted.push(request);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });

  it(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s: the request is aborted and fails as 'timeout' (retryable, said as no connection), not as a cancellation`, async () => {
    const aborted: Request[] = [];
    const t = setup(silent(aborted));
    const call = t.getRights();
    const failure = call.catch((error: unknown) => error);
    await t.clock.advance(REQUEST_TIMEOUT_MS - 1);
    expect(aborted).toHaveLength(0);
    await t.clock.advance(1);
    const error = (await failure) as HttpAdapterError;
    expect(error).toBeInstanceOf(HttpAdapterError);
    expect(error).toMatchObject({ code: 'timeout', operation: 'getRights', isSilent: false });
    expect(error.toRequestFailure()).toEqual({ status: 'network', message: 'Failed to fetch' });
    expect(isTransientFailure(error)).toBe(true);
    expect(aborted).toHaveLength(1);
  });

  it('an answer in time cancels the limit; the caller\'s own abort is still a cancellation', async () => {
    const t = setup(() => jsonResponse(rights));
    await t.getRights();
    expect(t.clock.pending).toBe(0);
    const aborted: Request[] = [];
    const quiet = setup(silent(aborted));
    const controller = new AbortController();
    const call = callOperation(quiet.logger, 'getRights', responseSchemas.getRights['200'], () =>
      quiet.client.GET('/api/auth/rights', { signal: controller.signal }),
    ).catch((error: unknown) => error);
    await quiet.clock.advance(1_000);
    controller.abort();
    expect(await call).toMatchObject({ code: 'cancelled' });
    expect(aborted).toHaveLength(1);
  });
});
