import { describe, expect, it } from 'vitest';
import { RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { HttpSessionBootstrap } from './http-session-bootstrap';

const text = (body: string, headers: Record<string, string> = {}) => () =>
  new Response(body === '' ? null : body, { status: 200, headers: { 'Content-Type': 'text/plain', ...headers } });

function setUp(answer: () => Response) {
  const logger = new RecordingLogger();
  const session = new HttpSessionBootstrap({ baseUrl: 'http://site.test/web-api', fetch: scriptedServer(answer).fetch, logger });
  return { session, logger };
}

describe('HttpSessionBootstrap (GET /session: the player id as text, empty for a visitor)', () => {
  it('a signed-in player: the id', async () => {
    expect(await setUp(text('1001')).session.userId()).toBe(1001);
  });

  it('QA11 #9: a visitor\'s empty answer with Content-Length: 0 is no session, not an invalid response that is logged as an error', async () => {
    const { session, logger } = setUp(text('', { 'Content-Length': '0' }));
    expect(await session.userId()).toBeNull();
    expect(logger.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('an answer that is no id is still refused', async () => {
    const { session, logger } = setUp(text('<html>'));
    await expect(session.userId()).rejects.toThrow();
    expect(logger.entries.some((e) => e.level === 'error')).toBe(true);
  });
});
