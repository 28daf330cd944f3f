import { createEffect, createEvent, sample, type Store } from 'effector';
import {
  ICONS_VERSION_COOKIE,
  ICONS_VERSION_COOKIE_MAX_AGE_SECONDS,
  ICONS_VERSION_COOKIE_PATH,
  iconsVersionCookieValue,
} from '../../domain/shell';
import type { CookiesPort } from '../../domain/shared';

/**
 * Keeps the icons_version cookie (spec 001 §3; design in domain/shell/icons-version.ts) in step with the consent:
 * written once functional cookies are agreed, removed when they are not. `$functionalAgreed` is null until the
 * consent is known (the site config says whether it is asked), so nothing is written before.
 */
export function createIconsVersionModel(deps: { cookies: CookiesPort; $functionalAgreed: Store<boolean | null>; version?: string }) {
  const started = createEvent();
  const writeFx = createEffect((functional: boolean) => {
    const value = iconsVersionCookieValue(functional, deps.version);
    const current = deps.cookies.get(ICONS_VERSION_COOKIE);
    if (value === null) {
      if (current !== null) deps.cookies.remove(ICONS_VERSION_COOKIE, ICONS_VERSION_COOKIE_PATH);
    } else if (current !== value) {
      deps.cookies.set(ICONS_VERSION_COOKIE, value, { maxAgeSeconds: ICONS_VERSION_COOKIE_MAX_AGE_SECONDS, path: ICONS_VERSION_COOKIE_PATH });
    }
  });
  sample({
    clock: [started, deps.$functionalAgreed.updates],
    source: deps.$functionalAgreed,
    filter: (agreed): agreed is boolean => agreed !== null,
    target: writeFx,
  });
  return { started };
}
