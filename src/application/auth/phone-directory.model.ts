import { createEffect, createEvent, createStore, sample } from 'effector';
import type { PhoneCountry, PhoneDirectoryPort, PhoneMask } from '../../domain/auth';
import type { LoggerPort } from '../../domain/shared';

export type DirectoryStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Phone countries and masks (spec 000 §7) for the phone login, SMS login,
 * phone registration and phone recovery forms. Loaded once per language
 * when a form first needs them; a failure is logged and retried on the next
 * need.
 */
export function createPhoneDirectoryModel(deps: { phones: PhoneDirectoryPort; logger: LoggerPort }) {
  const needed = createEvent<string>();

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

  sample({
    clock: needed,
    source: { lang: $loadedLang, pending: loadFx.pending },
    filter: ({ lang, pending }, wanted) => !pending && lang !== wanted,
    fn: (_, wanted) => wanted,
    target: loadFx,
  });
  sample({ clock: loadFx.failData, target: logFx });

  return { needed, $countries, $masks, $status };
}

export type PhoneDirectoryModel = ReturnType<typeof createPhoneDirectoryModel>;
