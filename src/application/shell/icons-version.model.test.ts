import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { CookieOptions, CookiesPort } from '../../domain/shared';
import { ICONS_VERSION } from '../../domain/shell';
import { createIconsVersionModel } from './icons-version.model';

class MapCookies implements CookiesPort {
  readonly jar = new Map<string, { value: string; options?: CookieOptions }>();
  get(name: string) {
    return this.jar.get(name)?.value ?? null;
  }
  set(name: string, value: string, options?: CookieOptions) {
    this.jar.set(name, { value, options });
  }
  remove(name: string) {
    this.jar.delete(name);
  }
}

function setup(initial: boolean | null) {
  const cookies = new MapCookies();
  const consentChanged = createEvent<boolean | null>();
  const $functionalAgreed = createStore<boolean | null>(initial).on(consentChanged, (_, agreed) => agreed);
  const model = createIconsVersionModel({ cookies, $functionalAgreed });
  return { cookies, consentChanged, model, scope: fork() };
}

describe('spec 001 §3 icons_version, a functional cookie (spec 001 §5, as window_width)', () => {
  it('with functional cookies agreed it is written: the icon set\'s version, path /, a year', async () => {
    const { cookies, model, scope } = setup(true);
    await allSettled(model.started, { scope });
    expect(cookies.jar.get('icons_version')).toEqual({ value: ICONS_VERSION, options: { maxAgeSeconds: 31_536_000, path: '/' } });
  });

  it('with necessary cookies only it is not written, and one written before is removed', async () => {
    const { cookies, model, scope } = setup(false);
    cookies.set('icons_version', 'old');
    await allSettled(model.started, { scope });
    expect(cookies.get('icons_version')).toBeNull();
  });

  it('nothing is written before the consent is known; it follows the answer', async () => {
    const { cookies, consentChanged, model, scope } = setup(null);
    await allSettled(model.started, { scope });
    expect(cookies.get('icons_version')).toBeNull();
    await allSettled(consentChanged, { scope, params: true });
    expect(cookies.get('icons_version')).toBe(ICONS_VERSION);
    await allSettled(consentChanged, { scope, params: false });
    expect(cookies.get('icons_version')).toBeNull();
  });
});
