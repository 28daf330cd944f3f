import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { COOKIES_AGREE_TIME_STORAGE_KEY } from '../../domain/cookies-agreement';
import { COOKIES_AGREE } from '../../domain/preferences';
import { agreeTypeOf, createCookieConsentModel } from './cookie-consent.model';

function setup({ popup = true as boolean | null, agreeType = null as number | null, logEnabled = true, logFails = false } = {}) {
  const clock = new FakeClock();
  const local = new MemoryStorage();
  const logged: number[] = [];
  const log = {
    log: async (time: number) => {
      if (logFails) throw new Error('503');
      logged.push(time);
    },
  };
  const warnings: string[] = [];
  const logger = { info: () => {}, warn: (m: string) => void warnings.push(m), error: () => {} };
  const configLoaded = createEvent<boolean | null>();
  const $consentPopup = createStore<boolean | null>(popup).on(configLoaded, (_, v) => v);
  const $agreeType = createStore<number | null>(agreeType);
  const signedIn = createEvent();
  const model = createCookieConsentModel({ local, clock, log, logger, $consentPopup, $agreeType, $logEnabled: createStore(logEnabled), signedIn });
  // the shell takes the choice into the preferences
  $agreeType.on(model.agreeTypeChosen, (_, type) => type);
  const scope = fork();
  return { clock, local, logged, warnings, model, scope, signedIn, configLoaded, $agreeType };
}

describe('cookie consent (spec 001 §2 "cookies agree"; spec 000 §3, §5, §7)', () => {
  it('the banner shows while the config asks for consent and there is no answer; not before the config is known', async () => {
    const { model, scope, configLoaded } = setup({ popup: null });
    expect(scope.getState(model.$bannerShown)).toBe(false);
    await allSettled(configLoaded, { scope, params: true });
    expect(scope.getState(model.$bannerShown)).toBe(true);
  });

  it('spec 000 §5: with the consent popup off there is no banner (all consent is assumed)', () => {
    const { model, scope } = setup({ popup: false });
    expect(scope.getState(model.$bannerShown)).toBe(false);
  });

  it('an answer already stored (cookiesAgreeType) shows no banner', () => {
    const { model, scope } = setup({ agreeType: COOKIES_AGREE.NECESSARY });
    expect(scope.getState(model.$bannerShown)).toBe(false);
  });

  it.each([
    ['Accept all: cookiesAgreeType 2', COOKIES_AGREE.ALL],
    ['Necessary only: cookiesAgreeType 0', COOKIES_AGREE.NECESSARY],
    ['functional only: cookiesAgreeType 1', COOKIES_AGREE.FUNCTIONAL],
  ])('spec 000 §3 %s is stored in the preferences, the time kept for the log, and the banner goes', async (_rule, type) => {
    const { model, scope, local, clock, $agreeType } = setup();
    await allSettled(model.chosen, { scope, params: type });
    expect(scope.getState($agreeType)).toBe(type);
    expect(local.get(COOKIES_AGREE_TIME_STORAGE_KEY)).toBe(String(clock.now()));
    expect(scope.getState(model.$bannerShown)).toBe(false);
  });

  it('the banner\'s own choice: marketing comes with functional cookies', () => {
    expect(agreeTypeOf({ functional: false, marketing: false })).toBe(COOKIES_AGREE.NECESSARY);
    expect(agreeTypeOf({ functional: true, marketing: false })).toBe(COOKIES_AGREE.FUNCTIONAL);
    expect(agreeTypeOf({ functional: false, marketing: true })).toBe(COOKIES_AGREE.ALL);
    expect(agreeTypeOf({ functional: true, marketing: true })).toBe(COOKIES_AGREE.ALL);
  });

  it('spec 000 §7: after login, with the log on and a time stored, the time is posted and then removed', async () => {
    const { model, scope, local, clock, logged, signedIn } = setup();
    await allSettled(model.chosen, { scope, params: COOKIES_AGREE.ALL });
    const agreedAt = clock.now();
    clock.advance(60_000);
    await allSettled(signedIn, { scope });
    expect(logged).toEqual([agreedAt]);
    expect(local.get(COOKIES_AGREE_TIME_STORAGE_KEY)).toBeNull();
    await allSettled(signedIn, { scope });
    expect(logged).toEqual([agreedAt]);
  });

  it('spec 000 §7: no log when logging is off or no time is stored', async () => {
    const off = setup({ logEnabled: false });
    await allSettled(off.model.chosen, { scope: off.scope, params: COOKIES_AGREE.ALL });
    await allSettled(off.signedIn, { scope: off.scope });
    expect(off.logged).toEqual([]);
    expect(off.local.get(COOKIES_AGREE_TIME_STORAGE_KEY)).not.toBeNull();

    const none = setup();
    await allSettled(none.signedIn, { scope: none.scope });
    expect(none.logged).toEqual([]);
  });

  it('a failed log is a warning and keeps the time for the next login', async () => {
    const { model, scope, local, warnings, signedIn } = setup({ logFails: true });
    await allSettled(model.chosen, { scope, params: COOKIES_AGREE.NECESSARY });
    await allSettled(signedIn, { scope });
    expect(warnings).toEqual(['cookies-agreement log failed']);
    expect(local.get(COOKIES_AGREE_TIME_STORAGE_KEY)).not.toBeNull();
  });
});
