import { describe, expect, it } from 'vitest';
import { exampleOf } from '../pact/pact-harness';
import { FakeClock } from '../pipeline/test-clock';
import { jsonResponse, RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { errorText } from '../../../domain/notices';
import { HttpAccounts } from './http-accounts';

type AccountData = { activeAccountId: number | null } & Record<string, unknown>;

function setUp(answer: () => Response) {
  const server = scriptedServer(answer);
  const clock = new FakeClock();
  const accounts = new HttpAccounts({ baseUrl: 'http://site.test/web-api', fetch: server.fetch, clock, logger: new RecordingLogger(), language: () => 'en', useV2: () => false });
  return { server, clock, accounts };
}

describe('HttpAccounts: the account-update poll is the application\'s, not repeated in the adapter (spec 000 §4)', () => {
  it('data without an active account is one request, returned as it is', async () => {
    const data = { ...exampleOf<AccountData>('web-api', 'getAccountData', '200'), activeAccountId: null };
    const t = setUp(() => jsonResponse(data));
    const loaded = t.accounts.load();
    await t.clock.advance(60_000);
    await expect(loaded).resolves.toBeInstanceOf(Array);
    expect(t.server.requests).toHaveLength(1);
  });

  it('a transient failure is still retried at 2500 ms', async () => {
    let calls = 0;
    const t = setUp(() => (++calls < 3 ? jsonResponse({ message: 'down', statusCode: 503 }, 503) : jsonResponse(exampleOf('web-api', 'getAccountData', '200'))));
    const loaded = t.accounts.load();
    await t.clock.advance(60_000);
    await expect(loaded).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ isActive: true })]));
    expect(t.server.requests).toHaveLength(3);
  });

  it('adding a currency is the add call alone: the application polls the account data after it', async () => {
    const t = setUp(() => jsonResponse(exampleOf('web-api', 'addCurrency', '200')));
    await expect(t.accounts.addCurrency(1)).resolves.toBeUndefined();
    expect(t.server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /web-api/api/internal/v1/office/currency']);
  });
});

describe('HttpAccounts: a failed office change carries the server\'s words for the player only when it sent some (spec 000 §8, QA10 #1)', () => {
  const failure = async (answer: () => Response) => {
    const t = setUp(answer);
    const result = t.accounts.setActive(5003).then(() => null, (error: unknown) => error);
    await t.clock.advance(60_000);
    return result;
  };

  it.each([
    ['spec 000 §8: a JSON-API refusal gives its details', () => jsonResponse({ message: 'Bad Request', statusCode: 400, errors: [{ detail: 'Account is frozen.' }] }, 400), 'Account is frozen.'],
    ['spec 000 §8: { success: false, message } gives the message', () => jsonResponse({ success: false, message: 'Not now.' }), 'Not now.'],
    ['QA10 #1: a network failure ("Failed to fetch") gives none', () => { throw new TypeError('Failed to fetch'); }, null],
    ['QA10 #1: an error status without details ({ message }) gives none', () => jsonResponse({ message: 'Internal Server Error', statusCode: 500 }, 500), null],
    ['QA10 #1: { success: false } without a message gives none', () => jsonResponse({ success: false, message: null }), null],
  ])('%s', async (_rule, answer, text) => {
    expect(errorText(await failure(answer))).toBe(text);
  });
});
