import { describe, expect, it } from 'vitest';
import { AccountTransferError } from '../../../domain/session/account-transfer.port';
import { jsonResponse, RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { HttpAccountTransfer } from './http-account-transfer';

const BASE = 'http://site.test/web-api';
const PHONE = { countryCode: '7', phone: '9001234567', captcha: null };

function setUp(answer: () => Response | Promise<Response>) {
  const server = scriptedServer(answer);
  return new HttpAccountTransfer({ baseUrl: BASE, fetch: server.fetch, logger: new RecordingLogger(), userConfig: { load: () => Promise.reject(new Error('unused')) } });
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof AccountTransferError ? error.code : `not an AccountTransferError: ${String(error)}`),
  );

describe('HttpAccountTransfer: which refusal the player is told (port AccountTransferError codes)', () => {
  // Rule: contracts/openapi web-api userTransferSendCode 400 = no code can go to that phone (phone-refused);
  // a 200 with success false, a 5xx, a failed request, a dismissed captcha or a failed fingerprint refresh are plain failures.
  it.each([
    ['400 from send-code: the phone cannot get a code', 'phone-refused', () => jsonResponse({ message: 'Phone is invalid', statusCode: 400 }, 400)],
    ['200 with success false: any other refusal', 'failed', () => jsonResponse({ success: false, message: 'Try later' })],
    ['5xx', 'failed', () => jsonResponse({ message: 'Service unavailable', statusCode: 503 }, 503)],
    ['no network', 'failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['400 captcha left unsolved (pipeline code 111)', 'failed', () => jsonResponse({ message: 'Captcha required', statusCode: 400, error_code: 111 }, 400)],
    ['400 fingerprint not refreshed (pipeline code 120)', 'failed', () => jsonResponse({ message: 'Fingerprint expired', statusCode: 400, error_code: 120 }, 400)],
  ] as const)('sendCode: %s -> %s', async (_rule, code, answer) => {
    await expect(codeOf(setUp(answer).sendCode(42, PHONE))).resolves.toBe(code);
  });

  it('sendCode: a 200 with success true resolves', async () => {
    await expect(setUp(() => jsonResponse({ success: true, message: 'Code sent' })).sendCode(42, PHONE)).resolves.toBeUndefined();
  });

  // Rule: check-code says "Wrong code" only when the server refused the code (400 or success false), never for a pipeline 400.
  it.each([
    ['400 from check-code: the code is wrong', 'wrong-code', () => jsonResponse({ message: 'Wrong code', statusCode: 400 }, 400)],
    ['200 with success false: the code is wrong', 'wrong-code', () => jsonResponse({ success: false, message: null })],
    ['5xx', 'failed', () => jsonResponse({ message: 'Service unavailable', statusCode: 503 }, 503)],
    ['400 captcha left unsolved (pipeline code 111)', 'failed', () => jsonResponse({ message: 'Captcha required', statusCode: 400, error_code: 111 }, 400)],
  ] as const)('checkCode: %s -> %s', async (_rule, code, answer) => {
    await expect(codeOf(setUp(answer).checkCode(42, '123456'))).resolves.toBe(code);
  });
});
