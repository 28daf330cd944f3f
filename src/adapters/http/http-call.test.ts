import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client';
import type { webApiPaths } from './generated';
import { responseSchemas } from './generated/web-api.schemas';
import { callOperation } from './http-call';
import { HttpAdapterError, messageOf, statusOf } from './http-adapter.error';
import { jsonResponse, RecordingLogger } from './pipeline/test-doubles';

function rightsCall(fetch: (r: Request) => Promise<Response>) {
  const logger = new RecordingLogger();
  const client = createHttpClient<webApiPaths>({ baseUrl: 'http://site.test/web-api', fetch });
  const run = () => callOperation(logger, 'getRights', responseSchemas.getRights['200'], () => client.GET('/api/auth/rights'));
  return { logger, run };
}

describe('callOperation: every failure is an HttpAdapterError (spec 000 §8, 001 §8)', () => {
  it('returns the validated body', async () => {
    const { run } = rightsCall(async () => jsonResponse({ rights: ['bet'] }));
    await expect(run()).resolves.toEqual({ rights: ['bet'] });
  });

  it('a body the contract does not allow is invalid-response, logged with the operation name', async () => {
    const { run, logger } = rightsCall(async () => jsonResponse({ rights: 'bet' }));
    const error = await run().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid-response', operation: 'getRights' });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', context: expect.objectContaining({ operation: 'getRights', code: 'invalid-response' }) }));
  });

  it('a body that is not JSON is invalid-response', async () => {
    const { run } = rightsCall(async () => new Response('<html>', { status: 200 }));
    await expect(run()).rejects.toMatchObject({ code: 'invalid-response' });
  });

  it('a cancelled request is status close, code 499, never shown and not logged as an error', async () => {
    const { run, logger } = rightsCall(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const error = (await run().catch((e: unknown) => e)) as HttpAdapterError;
    expect(error.code).toBe('cancelled');
    expect(error.isSilent).toBe(true);
    expect(error.toRequestFailure()).toEqual({ status: 'close', code: 499 });
    expect(logger.entries.filter((e) => e.level === 'error')).toHaveLength(0);
  });

  it('a network failure is "Failed to fetch"', async () => {
    const { run } = rightsCall(async () => {
      throw new TypeError('fetch failed');
    });
    const error = (await run().catch((e: unknown) => e)) as HttpAdapterError;
    expect(error.toRequestFailure()).toEqual({ status: 'network', message: 'Failed to fetch' });
  });

  it('a JSON-API error becomes its details joined by a newline', async () => {
    const { run } = rightsCall(async () => jsonResponse({ errors: [{ detail: 'Phone is invalid' }, { detail: 'Code is required' }] }, 422));
    await expect(run()).rejects.toMatchObject({ code: 'http', status: 422, message: 'Phone is invalid\nCode is required' });
  });

  it.each([
    ['statusCode wins', { statusCode: 403, status: 409 }, 400, 403],
    ['then status', { status: 409 }, 400, 409],
    ['then the response status', { message: 'x' }, 418, 418],
    ['default 500', null, 0, 500],
  ])('status: %s', (_rule, body, responseStatus, expected) => {
    expect(statusOf(body, responseStatus)).toBe(expected);
  });

  it('falls back to main_error when the server says nothing useful', () => {
    expect(messageOf({})).toBe('main_error');
  });
});
