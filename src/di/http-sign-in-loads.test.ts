import { afterEach, describe, expect, it, vi } from 'vitest';
import webApi from '../../contracts/openapi/web-api.json';
import type { RequestPipeline } from '../adapters/http/pipeline/request-pipeline';
import { createContainer, resolveModels } from './container';

/** The contract's example answer of one GET operation (contracts/openapi/web-api.json). */
function example(path: string, name?: string): unknown {
  const paths = webApi.paths as unknown as Record<string, { get: { responses: Record<string, { content: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> }> } }>;
  const content = Object.values(paths[path]!.get.responses['200']!.content)[0]!;
  return name ? content.examples![name]!.value : content.example;
}

const SIGNED_IN_LOADS = {
  'account/data': '/api/internal/v1/account/data',
  'user/config': '/api/internal/v1/user/config',
  payments: '/api/internal/v1/payments/main-account',
  'promo-codes': '/api/v1/coupons/promo-codes',
} as const;

/**
 * A web-api that signs the player in: the signed-in calls want the bearer gettoken gave, and answer 401 without it.
 * Every other service is down (the start-up is not under test).
 */
function signInServer() {
  const calls: { path: string; bearer: string | null; status: number }[] = [];
  let signedIn = false;
  const token = 'tok-after-sign-in';
  const answer = (path: string, request: Request): Response => {
    if (path === '/api/auth/logout' && request.method === 'POST') {
      signedIn = false;
      return Response.json({ success: true });
    }
    if (path === '/api/auth/login' && request.method === 'POST') {
      signedIn = true;
      return Response.json({ status: 'success', userId: 1001 });
    }
    if (path === '/api/auth/session') return Response.json({ userId: signedIn ? 1001 : null });
    if (path === '/user/gettoken') {
      return signedIn ? Response.json({ token, expiresAt: Math.floor(Date.now() / 1000) + 3600 }) : Response.json({ message: 'Unauthorized' }, { status: 401 });
    }
    const load = Object.values(SIGNED_IN_LOADS).find((p) => p === path);
    if (load) {
      if (!signedIn || request.headers.get('Authorization') !== `Bearer ${token}`) return Response.json({ message: 'Unauthorized' }, { status: 401 });
      return Response.json(load === SIGNED_IN_LOADS['user/config'] ? example(load, 'result') : example(load));
    }
    return Response.json({ message: 'not in this test' }, { status: 503 });
  };
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/web-api/')) return Response.json({}, { status: 503 });
    const path = url.pathname.slice('/web-api'.length);
    const response = answer(path, request);
    calls.push({ path, bearer: request.headers.get('Authorization'), status: response.status });
    return response;
  });
  const count = (path: string) => calls.filter((c) => c.path === path).length;
  /** The server ends the session (a sign-out in another tab, a revocation): the token and gettoken are refused from now on. */
  const endSession = () => {
    signedIn = false;
  };
  return { fetch, calls, count, endSession };
}

describe('HTTP build: the signed-in loads after a sign-in (QA11 #11)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
  });

  it('the token is fetched before account/data, user/config, payments and promo codes go out, and each is loaded once', async () => {
    const server = signInServer();
    vi.stubGlobal('fetch', server.fetch);
    const models = resolveModels(await createContainer({ adapters: 'http', apiBase: 'http://api.test', search: '' }));
    const { login } = models.auth;
    login.fieldChanged({ field: 'login', value: 'demo' });
    login.fieldChanged({ field: 'passwordLogin', value: 'demo1234' });
    login.submitted();

    await vi.waitFor(() => expect(models.shell.$player.getState().userId).toBe(1001));
    await vi.waitFor(() => {
      for (const path of [SIGNED_IN_LOADS['account/data'], SIGNED_IN_LOADS['user/config']]) {
        expect(server.calls.some((c) => c.path === path && c.status === 200)).toBe(true);
      }
    });
    // let any second load of the same thing arrive
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signedInCalls = server.calls.filter((c) => (Object.values(SIGNED_IN_LOADS) as string[]).includes(c.path));
    expect(signedInCalls.filter((c) => c.status === 401)).toEqual([]);
    expect(server.count('/user/gettoken')).toBe(1);
    const firstLoad = server.calls.findIndex((c) => (Object.values(SIGNED_IN_LOADS) as string[]).includes(c.path));
    expect(server.calls.findIndex((c) => c.path === '/user/gettoken')).toBeLessThan(firstLoad);
    expect(server.count(SIGNED_IN_LOADS['account/data'])).toBe(1);
    expect(server.count(SIGNED_IN_LOADS['user/config'])).toBe(1);
  });
});

describe('HTTP build: the server ends the session (QA11 #4, #8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
  });

  it('a final 401 signs the player out in place and says why (the inactivity dialog with this reason), without reloading the page', async () => {
    const server = signInServer();
    vi.stubGlobal('fetch', server.fetch);
    const container = await createContainer({ adapters: 'http', apiBase: 'http://api.test', search: '' });
    const models = resolveModels(container);
    const { login } = models.auth;
    login.fieldChanged({ field: 'login', value: 'demo' });
    login.fieldChanged({ field: 'passwordLogin', value: 'demo1234' });
    login.submitted();
    await vi.waitFor(() => expect(models.shell.$player.getState().userId).toBe(1001));
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === SIGNED_IN_LOADS['user/config'] && c.status === 200)).toBe(true));
    expect(models.session.notifications.$queue.getState()).toEqual([]);

    server.endSession();
    const pipeline = container.get<RequestPipeline>(Symbol.for('HttpRequestPipeline'));
    const refused = await pipeline.fetch(new Request(`http://api.test/web-api${SIGNED_IN_LOADS.payments}`));
    expect(refused.status).toBe(401);
    expect(server.count('/user/gettoken')).toBe(2);
    expect(models.shell.$player.getState().userId).toBeNull();
    expect(models.session.notifications.$queue.getState()).toEqual([
      expect.objectContaining({ kind: 'autologoff', titleKey: 'modal_autologoff_inactivity_title', textKey: 'session_ended_info' }),
    ]);
  });
});
