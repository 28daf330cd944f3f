import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaServicePort, CaptchaState } from '../../domain/captcha/captcha-service.port';
import { createCaptchaChallengeModel } from './captcha-challenge.model';

const state = (image: string): CaptchaState => ({ success: false, type: 'image', time: 0, errorMessage: null, image });

function setup(service: CaptchaServicePort | null = null) {
  const model = createCaptchaChallengeModel({ service });
  const scope = fork();
  return { model, scope, port: model.portIn(scope) };
}

/** Lets the effects started by opening a challenge run. */
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('captcha challenge model (spec 001 §7: a captcha error code raises a challenge; retry with the answer)', () => {
  it('a challenge opens the modal and resolves with the answer', async () => {
    const { model, scope, port } = setup();
    const answer = port.challenge();
    expect(scope.getState(model.$challenge)).toEqual({ image: null, loading: false, error: null, refreshable: false, retry: false });
    await allSettled(model.answered, { scope, params: ' k7x2 ' });
    await expect(answer).resolves.toBe('k7x2');
    expect(scope.getState(model.$challenge)).toBeNull();
  });

  it('a challenge after a refused answer says so, and a new picture is loaded for it', async () => {
    const update = vi.fn().mockResolvedValueOnce(state('img-1')).mockResolvedValueOnce(state('img-2'));
    const { model, scope, port } = setup({ update, validate: vi.fn(), time: vi.fn() });
    const first = port.challenge({ retry: false });
    await flush();
    expect(scope.getState(model.$challenge)).toMatchObject({ image: 'img-1', retry: false });
    await allSettled(model.answered, { scope, params: 'wrong' });
    await expect(first).resolves.toBe('wrong');
    const second = port.challenge({ retry: true });
    await flush();
    expect(scope.getState(model.$challenge)).toMatchObject({ image: 'img-2', retry: true });
    await allSettled(model.answered, { scope, params: 'k7x2' });
    await expect(second).resolves.toBe('k7x2');
    expect(scope.getState(model.$challenge)).toBeNull();
  });

  it('cancel resolves null, so the 400 reaches the caller', async () => {
    const { model, scope, port } = setup();
    const answer = port.challenge();
    await allSettled(model.cancelled, { scope });
    await expect(answer).resolves.toBeNull();
    expect(scope.getState(model.$challenge)).toBeNull();
  });

  it('an empty answer keeps the challenge open', async () => {
    const { model, scope, port } = setup();
    const answer = port.challenge();
    await allSettled(model.answered, { scope, params: '   ' });
    expect(scope.getState(model.$challenge)).not.toBeNull();
    await allSettled(model.answered, { scope, params: 'ok' });
    await expect(answer).resolves.toBe('ok');
  });

  it('a second challenge while one is open shares it (one picture, one answer)', async () => {
    const update = vi.fn(async () => state('data:image/png;base64,AAA'));
    const { model, scope, port } = setup({ update, validate: vi.fn(), time: vi.fn() });
    const first = port.challenge();
    const second = port.challenge();
    await flush();
    expect(update).toHaveBeenCalledTimes(1);
    await allSettled(model.answered, { scope, params: 'abc' });
    await expect(Promise.all([first, second])).resolves.toEqual(['abc', 'abc']);
  });

  it('shows the service picture and a new one on refresh', async () => {
    const update = vi.fn().mockResolvedValueOnce(state('img-1')).mockResolvedValueOnce(state('img-2'));
    const { model, scope, port } = setup({ update, validate: vi.fn(), time: vi.fn() });
    void port.challenge();
    await flush();
    expect(scope.getState(model.$challenge)?.image).toBe('img-1');
    await allSettled(model.refreshRequested, { scope });
    expect(scope.getState(model.$challenge)?.image).toBe('img-2');
  });

  it('a failed picture load shows a message and still accepts an answer', async () => {
    const update = vi.fn(async () => Promise.reject(new Error('offline')));
    const { model, scope, port } = setup({ update, validate: vi.fn(), time: vi.fn() });
    const answer = port.challenge();
    await flush();
    expect(scope.getState(model.$challenge)).toMatchObject({ image: null, error: 'captcha_load_failed' });
    await allSettled(model.answered, { scope, params: 'abc' });
    await expect(answer).resolves.toBe('abc');
  });
});
