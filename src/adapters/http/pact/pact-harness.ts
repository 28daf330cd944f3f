import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { InteractionWithResponse } from '@pact-foundation/pact/src/v4/http/interactionWithResponse';
import type { TestFunction } from '@pact-foundation/pact/src/v4/http/types';
import type { CaptchaPort } from '../../../domain/captcha/captcha.port';
import type { FingerprintPort, FingerprintRecord } from '../../../domain/fingerprint/fingerprint.port';
import type { ClockPort, TimerHandle } from '../../../domain/shared/clock.port';
import { createRequestPipeline, type RequestPipeline } from '../pipeline/request-pipeline';
import { MemoryCookies, RecordingLogger } from '../pipeline/test-doubles';
import { PROVIDER_STATES } from './provider-states';

// No telemetry calls on a closed network (STACK.md).
process.env.PACT_DO_NOT_TRACK = 'true';

/**
 * The Pact mock server runs on its own thread and records a matched request
 * there; on a loaded machine a test could finish, and Pact ask the mock what
 * it received, before the last match was recorded: a flaky "expected but not
 * received" although the adapter had its answer. So after each test body the
 * harness waits (up to 2 s, polling) until the mock reports every interaction
 * matched; a real mismatch still fails, just as before, once that wait is over.
 */
type MatchingPact = { mockServerMatchedSuccessfully(port: number): boolean };
const executeTest = InteractionWithResponse.prototype.executeTest;
InteractionWithResponse.prototype.executeTest = function <T>(this: InteractionWithResponse, testFn: TestFunction<T>): Promise<T | undefined> {
  const pact = (this as unknown as { pact: MatchingPact }).pact;
  return executeTest.call(this, async (mock) => {
    const value = await testFn(mock);
    for (let waited = 0; waited < 2000 && !pact.mockServerMatchedSuccessfully(mock.port); waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return value;
  }) as Promise<T | undefined>;
};

/** The consumer name in every pact. */
export const CONSUMER = 'betting-web';
export const PACT_DIR = resolve(__dirname, '../../../../contracts/pacts');
const OPENAPI_DIR = resolve(__dirname, '../../../../contracts/openapi');

/** One pact per backend service, named after its OpenAPI document (contracts/openapi/<provider>.json). */
export const pactWith = (provider: string): PactV4 =>
  new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: (process.env.PACT_LOG_LEVEL as 'warn' | undefined) ?? 'warn' });

/** The path part of a service's server URL (variables at their defaults): '/web-api', '/dictionaries-api', '/mf/casino'. */
export function servicePath(provider: string): string {
  const doc = JSON.parse(readFileSync(resolve(OPENAPI_DIR, `${provider}.json`), 'utf8')) as {
    servers: { url: string; variables?: Record<string, { default: string }> }[];
  };
  const server = doc.servers[0]!;
  const url = server.url.replace(/\{(\w+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? '');
  return new URL(url, 'http://placeholder.invalid').pathname.replace(/\/$/, '');
}

/** Retry delays in real time but at once: the pact tests count requests, not milliseconds. */
export const immediateClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback): TimerHandle => {
    const id = setTimeout(callback, 0);
    return { cancel: () => clearTimeout(id) };
  },
  setInterval: (callback): TimerHandle => {
    const id = setInterval(callback, 1);
    return { cancel: () => clearInterval(id) };
  },
};

/**
 * Real time for the request pipeline, whose one timer is the request's time limit (REQUEST_TIMEOUT_MS): at
 * once, it would give every request up before the mock server answered. The adapters' retry delays keep
 * immediateClock.
 */
export const realClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback, ms): TimerHandle => {
    const id = setTimeout(callback, ms);
    return { cancel: () => clearTimeout(id) };
  },
  setInterval: (callback, ms): TimerHandle => {
    const id = setInterval(callback, ms);
    return { cancel: () => clearInterval(id) };
  },
};

/** Demo data the pacts share with the reference provider's states. */
export const DEMO = {
  userId: 1001,
  token: 'demo-token-1001',
  freshToken: 'fresh-token-1001',
  expiredToken: 'expired-token-1001',
  captchaAnswer: 'x7k2p',
  staleFingerprint: 'fp-stale-0001',
  freshFingerprint: 'fp-fresh-0002',
} as const;

export interface TestPipeline extends RequestPipeline {
  logger: RecordingLogger;
  /** Requests that went out, as the pipeline sent them. */
  sent: Request[];
  counts: { signedOut: number; termsRequired: number; challenges: number; fingerprintRefreshes: number };
}

export interface TestPipelineOptions {
  /** A bearer token the player holds (valid for 10 minutes). */
  token?: string;
  /** A fingerprint record in store. */
  fingerprint?: string;
  /** What the fingerprint refresh produces; null when it fails. */
  freshFingerprint?: string | null;
  /** What the player types into the captcha modal; null dismisses it. */
  captchaAnswer?: string | null;
  termsConfirmation?: boolean;
}

/** The real request pipeline over the real fetch (the Pact mock server), with counting doubles for the UI ports. */
export function testPipeline(mockUrl: string, options: TestPipelineOptions = {}): TestPipeline {
  const logger = new RecordingLogger();
  const sent: Request[] = [];
  const counts = { signedOut: 0, termsRequired: 0, challenges: 0, fingerprintRefreshes: 0 };
  const expiresAt = Math.floor(Date.now() / 1000) + 600;
  let fingerprint: FingerprintRecord | null = options.fingerprint
    ? { token: options.fingerprint, componentsData: 'components', expiresAt }
    : null;
  const fingerprintPort: FingerprintPort = {
    current: () => fingerprint,
    refresh: async () => {
      counts.fingerprintRefreshes += 1;
      fingerprint = options.freshFingerprint ? { token: options.freshFingerprint, componentsData: 'components', expiresAt } : null;
      return fingerprint;
    },
  };
  const captcha: CaptchaPort = {
    challenge: async () => {
      counts.challenges += 1;
      return options.captchaAnswer ?? null;
    },
  };
  const pipeline = createRequestPipeline({
    fetch: (request) => {
      sent.push(request.clone());
      return fetch(request);
    },
    webApiBaseUrl: `${mockUrl}${servicePath('web-api')}`,
    clock: realClock,
    cookies: new MemoryCookies(),
    logger,
    captcha,
    fingerprint: fingerprintPort,
    onSignedOut: () => {
      counts.signedOut += 1;
    },
    onTermsRequired: () => {
      counts.termsRequired += 1;
    },
    termsConfirmationEnabled: () => options.termsConfirmation ?? true,
  });
  if (options.token) pipeline.tokens.set({ value: options.token, expiresAt });
  return { ...pipeline, logger, sent, counts };
}

/** Adapter options for one service on the mock server. */
export const adapterOptions = (mockUrl: string, provider: string, pipeline: TestPipeline) => ({
  baseUrl: `${mockUrl}${servicePath(provider)}`,
  fetch: pipeline.fetch,
  clock: immediateClock,
  logger: pipeline.logger,
});

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type Json = Record<string, unknown>;
const documents = new Map<string, Json>();
const documentOf = (provider: string): Json => {
  let doc = documents.get(provider);
  if (!doc) {
    doc = JSON.parse(readFileSync(resolve(OPENAPI_DIR, `${provider}.json`), 'utf8')) as Json;
    documents.set(provider, doc);
  }
  return doc;
};
const deref = (doc: Json, node: Json): Json => {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return deref(doc, ref.slice(2).split('/').reduce<Json>((at, key) => at[key] as Json, doc));
};

/**
 * The OpenAPI example of an operation's response body (a named one from
 * `examples` when given), deep-copied: pact bodies start from the contract's
 * own examples so they stay valid against it. `status` 'request' reads the request body's example.
 */
export function exampleOf<T = Json>(provider: string, operationId: string, status: string, name?: string): T {
  const doc = documentOf(provider);
  for (const item of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
    for (const op of Object.values(item)) {
      if (op.operationId !== operationId) continue;
      const response = deref(doc, status === 'request' ? (op.requestBody as Json) : (op.responses as Record<string, Json>)[status]!);
      const media = Object.values(response.content as Record<string, Json>)[0]!;
      const examples = media.examples as Record<string, { value: unknown }> | undefined;
      const value = name ? examples?.[name]?.value : (media.example ?? Object.values(examples ?? {})[0]?.value);
      if (value === undefined) throw new Error(`no example for ${operationId} ${status} ${name ?? ''}`);
      return structuredClone(value) as T;
    }
  }
  throw new Error(`no operation ${operationId} in ${provider}`);
}

/** Response builder shorthand: a JSON body with its content type. */
export const jsonBody =
  (body: unknown) =>
  (b: { headers(h: Record<string, string>): { jsonBody(body: unknown): unknown } }): void => {
    b.headers({ 'Content-Type': 'application/json' }).jsonBody(body);
  };

/** The Accept header every JSON call sends (client.ts). */
export const ACCEPT_JSON = { Accept: 'application/json' } as const;

/**
 * An ApiError body as the pipeline and the adapters read it: `statusCode` exact (the client prefers it to
 * the HTTP status, so it decides whether a failure is worth repeating) and the codes it acts on exact
 * (`error_code` 111 asks for a captcha, `exception_code` 1 for confirming terms); the message any string.
 */
export const apiError = (statusCode: number, message: string, codes: { error_code?: number; exception_code?: number } = {}) => ({
  message: MatchersV3.like(message),
  statusCode,
  ...codes,
});

/**
 * getToken without a session answers 401: the refresh the pipeline makes after a 401 fails, and the
 * player is signed out. A test of that path registers it beside its own 401 interaction.
 */
export const refusedTokenRefresh = (pact: PactV4) =>
  pact
    .addInteraction()
    .given(PROVIDER_STATES.anonymous)
    .uponReceiving('a request for a fresh user token without a session')
    .withRequest('GET', '/web-api/user/gettoken', (b) => b.query({ force_refresh: 'true' }).headers(ACCEPT_JSON))
    .willRespondWith(401, jsonBody(MatchersV3.like(exampleOf('web-api', 'getToken', '401'))));

/** A token expiry far in the future, as an example value (seconds). */
export const FAR_FUTURE_S = 4102444800;
