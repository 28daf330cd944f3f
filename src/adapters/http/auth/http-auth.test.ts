import { describe, expect, it } from 'vitest';
import { encodeCredential } from '../../../domain/auth';
import { RecordingLogger } from '../pipeline/test-doubles';
import { HttpAuth } from './http-auth';

const login = (fetch: (request: Request) => Promise<Response>) =>
  new HttpAuth({ baseUrl: 'http://site.test/web-api', fetch, logger: new RecordingLogger() }).loginByPassword({
    login: encodeCredential('demo'),
    password: encodeCredential('demo1234'),
    save: true,
    componentsData: null,
    captcha: null,
  });

describe('HttpAuth: what a failed login call is (QA11 #15)', () => {
  it.each([
    ['a 500 with a JSON error', () => Response.json({ message: 'Internal Server Error' }, { status: 500 })],
    ['a 502 HTML page', () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['a 200 the contract does not allow', () => Response.json({ status: 'maybe' })],
  ])('%s is the server\'s failure (server-error), not the connection', async (_, answer) => {
    await expect(login(async () => answer())).resolves.toEqual({ kind: 'server-error' });
  });

  it('a request that never got an answer stays a failure the form calls a connection problem', async () => {
    await expect(login(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({ code: 'network' });
  });

  it.each([
    ['a 503', () => Response.json({ message: 'Service Unavailable' }, { status: 503 })],
    ['a 200 the contract does not allow', () => Response.json({ sent: 'maybe' })],
  ])('sending an SMS code: %s is the server\'s failure (server-error), not the connection', async (_, answer) => {
    const auth = new HttpAuth({ baseUrl: 'http://site.test/web-api', fetch: async () => answer(), logger: new RecordingLogger() });
    await expect(auth.sendSms({ phone: { countryCode: 'ru', telCode: '+7', number: '9161234567' }, captcha: null })).resolves.toEqual({ kind: 'server-error' });
  });

  it('a declared 400 is still a refused credential', async () => {
    await expect(login(async () => Response.json({ message: 'Wrong login or password' }, { status: 400 }))).resolves.toMatchObject({ kind: 'wrong-credentials' });
  });
});
