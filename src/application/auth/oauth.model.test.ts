import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { OAUTH_RETURN_STORAGE_KEY, type AuthPort, type OAuthCompleteRequest } from '../../domain/auth';
import { setupAuth } from '../../../tests/unit/auth-env';
import { isOAuthRedirect } from './oauth.model';

const ORIGIN = 'https://site.test';

/** The player is on `previousRoute` (what the auth navigator reports). */
async function at(env: ReturnType<typeof setupAuth>, previousRoute: string) {
  await allSettled(env.session.locationChanged, { scope: env.scope, params: { returnUrl: null, previousRoute, home: '/en', current: previousRoute } });
}

/** The provider sends the browser back to where the start pointed it; the callback page reads it. */
async function comeBack(env: ReturnType<typeof setupAuth>, url: string) {
  const back = new URL(url, ORIGIN);
  const provider = back.pathname.split('/')[3];
  await allSettled(env.oauth.callbackOpened, { scope: env.scope, params: { provider, search: back.search, redirectUri: ORIGIN + back.pathname } });
}

describe('OAuth sign-in (spec 001 §7 Login API "OAuth"; start and callback designed)', () => {
  it('a provider button sends the browser to the provider; its callback signs in and returns to the page the player was on', async () => {
    const env = setupAuth();
    await at(env, '/en/slots?sort=new');
    await allSettled(env.oauthRequested, { scope: env.scope, params: 'google' });
    expect(env.assigned).toHaveLength(1);
    expect(env.assigned[0]).toMatch(/^\/en\/oauth\/google\/callback\?code=demo-oauth-code&state=demo-/);
    expect(JSON.parse(env.sessionStorage.get(OAUTH_RETURN_STORAGE_KEY)!)).toEqual({ provider: 'google', returnPath: '/en/slots?sort=new' });
    // a fresh page load on the callback route: the session model knows nothing of the page before
    await at(env, '/en');
    await comeBack(env, env.assigned[0]!);
    expect(env.scope.getState(env.oauth.$status)).toEqual({ kind: 'done', provider: 'google' });
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
    expect(env.scope.getState(env.session.$navigateTo)).toBe('/en/slots?sort=new');
    expect(env.sessionStorage.get(OAUTH_RETURN_STORAGE_KEY)).toBeNull();
  });

  it('QA7 A: started from the guard\'s login page, the sign-in returns to the returnUrl the guard gave (as the password form does)', async () => {
    const env = setupAuth();
    // the login page itself is no page to come back to: only its returnUrl says where the player was going
    await allSettled(env.session.locationChanged, {
      scope: env.scope,
      params: { returnUrl: '/en/office/history', previousRoute: null, home: '/en', current: '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory' },
    });
    await allSettled(env.oauthRequested, { scope: env.scope, params: 'google' });
    expect(JSON.parse(env.sessionStorage.get(OAUTH_RETURN_STORAGE_KEY)!)).toEqual({ provider: 'google', returnPath: '/en/office/history' });
    await at(env, '/en');
    await comeBack(env, env.assigned[0]!);
    expect(env.scope.getState(env.session.$navigateTo)).toBe('/en/office/history');
  });

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/', '/%2F%2Fevil.example'])(
    'QA7 A: a hostile returnUrl %j is never the way back from the provider (issue 5 §4): the page the player was on, else home',
    async (returnUrl) => {
      const env = setupAuth();
      await allSettled(env.session.locationChanged, {
        scope: env.scope,
        params: { returnUrl, previousRoute: null, home: '/en', current: '/en/user/login' },
      });
      await allSettled(env.oauthRequested, { scope: env.scope, params: 'vk' });
      expect(JSON.parse(env.sessionStorage.get(OAUTH_RETURN_STORAGE_KEY)!)).toEqual({ provider: 'vk', returnPath: '/en' });
      await allSettled(env.session.locationChanged, {
        scope: env.scope,
        params: { returnUrl, previousRoute: '/en/live', home: '/en', current: '/en/live' },
      });
      await allSettled(env.oauthRequested, { scope: env.scope, params: 'vk' });
      expect(JSON.parse(env.sessionStorage.get(OAUTH_RETURN_STORAGE_KEY)!)).toEqual({ provider: 'vk', returnPath: '/en/live' });
    },
  );

  it('the same callback read twice while its exchange is under way is exchanged once', async () => {
    let exchanges = 0;
    const env = setupAuth({
      wrapAuth: (auth) => Object.assign(Object.create(auth) as AuthPort, { completeOAuth: (request: OAuthCompleteRequest) => ((exchanges += 1), auth.completeOAuth(request)) }),
    });
    await allSettled(env.oauthRequested, { scope: env.scope, params: 'google' });
    const back = new URL(env.assigned[0]!, ORIGIN);
    const params = { provider: 'google', search: back.search, redirectUri: ORIGIN + back.pathname };
    await Promise.all([
      allSettled(env.oauth.callbackOpened, { scope: env.scope, params }),
      allSettled(env.oauth.callbackOpened, { scope: env.scope, params }),
    ]);
    expect(exchanges).toBe(1);
    expect(env.scope.getState(env.oauth.$status)).toEqual({ kind: 'done', provider: 'google' });
  });

  it('a code the server took while its session then says nobody is signed in: the callback says the sign-in failed, the player stays signed out and goes nowhere', async () => {
    // the fake world stays signed out: the exchange answers success without opening a session
    const env = setupAuth({
      wrapAuth: (auth) =>
        Object.assign(Object.create(auth) as AuthPort, { completeOAuth: async () => ({ kind: 'success', userId: 1001 }) as const }),
    });
    await at(env, '/en/slots');
    await allSettled(env.oauthRequested, { scope: env.scope, params: 'google' });
    await comeBack(env, env.assigned[0]!);
    expect(env.scope.getState(env.oauth.$status)).toEqual({ kind: 'rejected', provider: 'google', message: 'auth_error_no_session' });
    expect(env.scope.getState(env.shell.$player).userId).toBeNull();
    expect(env.scope.getState(env.session.$navigateTo)).toBeNull();
  });

  it('a provider error is a cancel: nothing is exchanged, the player stays signed out', async () => {
    const env = setupAuth();
    await comeBack(env, '/en/oauth/vk/callback?error=access_denied&state=x');
    expect(env.scope.getState(env.oauth.$status)).toEqual({ kind: 'cancelled', provider: 'vk' });
    expect(env.scope.getState(env.shell.$player).userId).toBeNull();
  });

  it('a hostile or broken callback link is invalid and never reaches the server', async () => {
    const env = setupAuth({ wrapAuth: (auth) => ({ ...auth, completeOAuth: () => Promise.reject(new Error('must not be called')) }) as AuthPort });
    for (const url of ['/en/oauth/evil/callback?code=a&state=b', '/en/oauth/google/callback?code=%3Cscript%3E&state=b', '/en/oauth/google/callback']) {
      await comeBack(env, url);
      expect(env.scope.getState(env.oauth.$status)).toEqual({ kind: 'invalid' });
    }
    expect(env.logger.lines.filter(([level]) => level === 'error')).toEqual([]);
  });

  it('a code used twice (or a forged state) is refused: the page says so and the player stays signed out', async () => {
    const env = setupAuth();
    await allSettled(env.oauthRequested, { scope: env.scope, params: 'apple' });
    const url = env.assigned[0]!.replace(/state=[^&]+/, 'state=forged');
    await comeBack(env, url);
    expect(env.scope.getState(env.oauth.$status)).toEqual({ kind: 'rejected', provider: 'apple', message: 'oauth_rejected' });
    expect(env.scope.getState(env.shell.$player).userId).toBeNull();
  });

  it('a failed exchange says so and is logged; the one-time code is not retried', async () => {
    const env = setupAuth({ fake: { fail: ['oauth-login'] } });
    await allSettled(env.oauthRequested, { scope: env.scope, params: 'telegram' });
    await comeBack(env, env.assigned[0]!);
    expect(env.scope.getState(env.oauth.$status)).toEqual({ kind: 'failed', provider: 'telegram' });
    expect(env.logger.lines).toContainEqual(['error', 'oauth sign-in failed']);
  });

  it('a start that fails, or points anywhere but our site or an https page, sends the browser nowhere and says so', async () => {
    const failing = setupAuth({ fake: { fail: ['oauth'] } });
    await allSettled(failing.oauthRequested, { scope: failing.scope, params: 'google' });
    expect(failing.assigned).toEqual([]);
    expect(failing.scope.getState(failing.oauth.$startError)).toBe('oauth_start_failed');
    const hostile = setupAuth({ wrapAuth: (auth) => ({ ...auth, oauth: async () => ({ redirectUrl: 'javascript:alert(1)' }) }) as AuthPort });
    await allSettled(hostile.oauthRequested, { scope: hostile.scope, params: 'google' });
    expect(hostile.assigned).toEqual([]);
    expect(hostile.sessionStorage.get(OAUTH_RETURN_STORAGE_KEY)).toBeNull();
    expect(hostile.scope.getState(hostile.oauth.$startError)).toBe('oauth_start_failed');
  });

  it.each([
    ['/en/oauth/google/callback?code=a&state=b', true],
    ['https://accounts.example/o/oauth2/auth?x=1', true],
    ['http://accounts.example/', false],
    ['//evil.example/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
  ])('the start redirect %s is followed: %s', (url, ok) => {
    expect(isOAuthRedirect(url)).toBe(ok);
  });
});
