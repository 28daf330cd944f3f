import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_HEADER, type RequestPipeline } from '../adapters/http/pipeline/request-pipeline';
import { StoredFingerprint } from '../adapters/http/fingerprint/stored-fingerprint';
import type { CaptchaChallengeModel as CaptchaChallengeModelType } from '../application/captcha/captcha-challenge.model';
import { CaptchaPort, type CaptchaPort as CaptchaPortType } from '../domain/captcha/captcha.port';
import { FingerprintPort } from '../domain/fingerprint/fingerprint.port';
import { createContainer, resolveModels } from './container';
import { CaptchaChallengeModel } from './tokens';

describe('HTTP build wiring (spec 001 §3, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 400 with a captcha code opens the modal and retries with its answer', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (!request.url.includes('/web-api/')) return new Response('{}', { status: 503 });
        seen.push(request);
        return seen.length === 1 ? Response.json({ error_code: 111 }, { status: 400 }) : Response.json({ ok: true });
      }),
    );
    const container = await createContainer({ adapters: 'http', apiBase: 'http://api.test', search: '' });
    const model = container.get<CaptchaChallengeModelType>(CaptchaChallengeModel);
    const pipeline = container.get<RequestPipeline>(Symbol.for('HttpRequestPipeline'));
    const response = pipeline.fetch(new Request('http://api.test/web-api/something', { method: 'POST', body: '{}' }));
    await vi.waitFor(() => expect(model.$challenge.getState()).not.toBeNull());
    model.answered('k7x2');
    await expect((await response).status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get(CAPTCHA_HEADER)).toBe('k7x2');
  });

  it('binds the captcha modal model as the CaptchaPort the pipeline calls', async () => {
    const container = await createContainer({ adapters: 'http', apiBase: 'http://api.test', search: '' });
    const model = container.get<CaptchaChallengeModelType>(CaptchaChallengeModel);
    expect(resolveModels(container).captcha).toBe(model);
    const answer = container.get<CaptchaPortType>(CaptchaPort).challenge();
    expect(model.$challenge.getState()).not.toBeNull();
    model.answered('k7x2');
    await expect(answer).resolves.toBe('k7x2');
  });

  it('binds the stored fingerprint over the browser script', async () => {
    const container = await createContainer({ adapters: 'http', apiBase: 'http://api.test', search: '' });
    const fingerprint = container.get<StoredFingerprint>(FingerprintPort);
    expect(fingerprint).toBeInstanceOf(StoredFingerprint);
    const record = await fingerprint.refresh();
    expect(record?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint.current()).toEqual(record);
  });

  it('the fake build shows the same modal, without a picture service', async () => {
    const container = await createContainer({ adapters: 'fake', apiBase: '', search: '' });
    const model = resolveModels(container).captcha;
    const answer = container.get<CaptchaPortType>(CaptchaPort).challenge();
    expect(model.$challenge.getState()).toMatchObject({ refreshable: false });
    model.cancelled();
    await expect(answer).resolves.toBeNull();
  });
});
