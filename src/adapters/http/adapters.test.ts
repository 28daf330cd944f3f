import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpBlocking } from './blocking/http-blocking';
import { HttpSiteConfig } from './config/http-site-config';
import { HttpDictionary } from './i18n/http-dictionary';
import { HttpSession } from './session/http-session';
import { FakeClock } from './pipeline/test-clock';
import { jsonResponse, RecordingLogger, scriptedServer } from './pipeline/test-doubles';

const contract = (service: string) => JSON.parse(readFileSync(resolve(__dirname, '../../../contracts/openapi', `${service}.json`), 'utf8'));
const example = (service: string, path: string, method: string, status = '200') =>
  contract(service).paths[path][method].responses[status].content['application/json'].example;

describe('HTTP adapters map contract examples to the domain', () => {
  it('HttpSiteConfig: config/all.json with lang and country header, maintenance in ms', async () => {
    const server = scriptedServer(() => jsonResponse(example('bff-config', '/config/all.json', 'get')));
    const adapter = new HttpSiteConfig({ baseUrl: 'http://site.test/bff-api', fetch: server.fetch, clock: new FakeClock(), logger: new RecordingLogger(), countryCode: 'GB' });
    const config = await adapter.load('en');
    const url = new URL(server.requests[0]!.url);
    expect(url.pathname).toBe('/bff-api/config/all.json');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(server.requests[0]!.headers.get('x-country-code')).toBe('GB');
    expect(config).toMatchObject({ defaultLanguage: 'en', termsConfirmation: true, idleLogoffMinutes: 30, appVersion: '2026.01.1' });
    expect(config.maintenance?.startAt).toBe(1767225600 * 1000);
  });

  it('HttpSiteConfig retries 5 times at 1000 ms, then fails with a typed error', async () => {
    const clock = new FakeClock();
    const server = scriptedServer(() => jsonResponse({ message: 'down' }, 503));
    const adapter = new HttpSiteConfig({ baseUrl: 'http://site.test/bff-api', fetch: server.fetch, clock, logger: new RecordingLogger() });
    const result = adapter.load('en').catch((e: unknown) => e);
    await clock.advance(5_000);
    expect(await result).toMatchObject({ code: 'http', status: 503, operation: 'getSiteConfig' });
    expect(server.requests).toHaveLength(6);
  });

  it('HttpSiteConfig: an invalid config is a typed error, not a crash', async () => {
    const server = scriptedServer(() => jsonResponse({ languages: 'en' }));
    const logger = new RecordingLogger();
    const clock = new FakeClock();
    const adapter = new HttpSiteConfig({ baseUrl: 'http://site.test/bff-api', fetch: server.fetch, clock, logger });
    const result = adapter.load('en').catch((e: unknown) => e);
    await clock.advance(5_000);
    expect(await result).toMatchObject({ code: 'invalid-response', operation: 'getSiteConfig' });
    expect(logger.entries[0]?.context).toMatchObject({ operation: 'getSiteConfig' });
  });

  it('HttpBlocking: displayTypeId 1 is blocked with templateTypeId as the reason', async () => {
    const server = scriptedServer(() => jsonResponse({ displayTypeId: 1, templateTypeId: 4 }));
    const adapter = new HttpBlocking({ baseUrl: 'http://site.test/blocks-api', fetch: server.fetch, clock: new FakeClock(), logger: new RecordingLogger() });
    await expect(adapter.check({ isAuthenticated: false, url: '/en/live' })).resolves.toEqual({ isBlocked: true, reason: 4 });
    expect(await server.requests[0]!.json()).toEqual({ auth: false, url: '/en/live' });
  });

  it('HttpDictionary: route ids travel as a comma list', async () => {
    const server = scriptedServer(() => jsonResponse(example('dictionaries', '/api/v1/dictionaries', 'get')));
    const adapter = new HttpDictionary({ baseUrl: 'https://cdn.test/dictionaries-api', fetch: server.fetch, logger: new RecordingLogger() });
    await expect(adapter.load('en', ['home', 'coupon'])).resolves.toMatchObject({ main_error: 'Error' });
    expect(new URL(server.requests[0]!.url).searchParams.get('routeIds')).toBe('home,coupon');
  });

  it('HttpSession: check and a failed logout with the server message', async () => {
    const server = scriptedServer((r) => {
      const path = new URL(r.url).pathname;
      if (path.endsWith('/api/auth/session')) return jsonResponse({ userId: null });
      return jsonResponse({ success: false, message: 'Session is busy' });
    });
    const session = new HttpSession({ baseUrl: 'http://site.test/web-api', fetch: server.fetch, logger: new RecordingLogger() });
    await expect(session.check()).resolves.toMatchObject({ userId: null });
    await expect(session.logout()).rejects.toMatchObject({ message: 'Session is busy', operation: 'logout' });
  });
});
