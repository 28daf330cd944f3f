import { createEffect, createEvent, createStore, sample } from 'effector';
import type { PhoneCountry, PhoneDirectoryPort, PhoneMask } from '../../domain/auth';
import type { LoggerPort } from '../../domain/shared';

export type DirectoryStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * What a phone form says when it is sent while the phone countries have not loaded (QA10 #3): the list failed, not
 * the player's number ("Choose the country code" or "wrong number of digits" blamed the player for it).
 */
export const PHONE_COUNTRIES_MISSING = 'auth_error_phone_countries';

/**
 * Phone countries and masks (spec 000 §7) for the phone login, SMS login,
 * phone registration and phone recovery forms. Loaded once per language
 * when a form first needs them; a failure is logged and retried on the next
 * need, or on `retried` (the phone field's Try again, or a form sent without
 * the list: QA10 #3).
 */
export function createPhoneDirectoryModel(deps: { phones: PhoneDirectoryPort; logger: LoggerPort }) {
  const needed = createEvent<string>();
  /** Load again for the language last needed (after a failure). */
  const retried = createEvent();

  const loadFx = createEffect(async (lang: string) => {
    const [countries, masks] = await Promise.all([deps.phones.countries(lang), deps.phones.masks()]);
    return { lang, countries, masks };
  });
  const logFx = createEffect((error: unknown) => deps.logger.error('phone directory failed', { error: String(error) }));

  const $countries = createStore<PhoneCountry[]>([]).on(loadFx.doneData, (_, r) => r.countries);
  const $masks = createStore<PhoneMask[]>([]).on(loadFx.doneData, (_, r) => r.masks);
  const $loadedLang = createStore<string | null>(null).on(loadFx.doneData, (_, r) => r.lang);
  const $status = createStore<DirectoryStatus>('idle')
    .on(loadFx, () => 'loading')
    .on(loadFx.done, () => 'ready')
    .on(loadFx.fail, () => 'error');
  /** The last load failed and none has succeeded since; stays true while a retry runs, so its Try again stays put. */
  const $failed = createStore(false)
    .on(loadFx.fail, () => true)
    .on(loadFx.done, () => false);
  const $wanted = createStore<string | null>(null).on(needed, (_, lang) => lang);

  sample({
    clock: needed,
    source: { lang: $loadedLang, pending: loadFx.pending },
    filter: ({ lang, pending }, wanted) => !pending && lang !== wanted,
    fn: (_, wanted) => wanted,
    target: loadFx,
  });
  sample({ clock: loadFx.failData, target: logFx });
  sample({ clock: retried, source: $wanted, filter: (lang): lang is string => lang !== null, target: needed });

  return { needed, retried, $countries, $masks, $status, $failed, $loading: loadFx.pending };
}

export type PhoneDirectoryModel = ReturnType<typeof createPhoneDirectoryModel>;
