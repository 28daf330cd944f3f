import { combine, createEffect, createEvent, createStore, sample, type Event, type Store } from 'effector';
import { COOKIES_AGREE_TIME_STORAGE_KEY, parseCookiesAgreeTime, type CookiesAgreementLogPort } from '../../domain/cookies-agreement';
import { COOKIES_AGREE } from '../../domain/preferences';
import type { ClockPort, KeyValueStoragePort, LoggerPort } from '../../domain/shared';

/** spec 000 §3 cookiesAgreeType: 0 necessary only, 1 functional, 2 functional and marketing. */
export type CookiesAgreeType = (typeof COOKIES_AGREE)[keyof typeof COOKIES_AGREE];

export interface CookieConsentDeps {
  /** Local storage: the agreement time survives until the log takes it. */
  local: KeyValueStoragePort;
  clock: ClockPort;
  log: CookiesAgreementLogPort;
  logger?: LoggerPort;
  /** The site config's cookieConsentPopup; null until the config is loaded. */
  $consentPopup: Store<boolean | null>;
  /** The stored preference cookiesAgreeType; null when the visitor has not answered. */
  $agreeType: Store<number | null>;
  /** The cookies-agreement log is on. */
  $logEnabled: Store<boolean>;
  /** A sign-in that just happened (a login, not a session restored on load). */
  signedIn: Event<unknown>;
}

/** The choice from the banner's own choice: functional and marketing (marketing includes functional). */
export const agreeTypeOf = ({ functional, marketing }: { functional: boolean; marketing: boolean }): CookiesAgreeType =>
  marketing ? COOKIES_AGREE.ALL : functional ? COOKIES_AGREE.FUNCTIONAL : COOKIES_AGREE.NECESSARY;

/**
 * The cookie consent (spec 000 §3, §5, §7; spec 001 §2 "cookies agree" notification, §5):
 * - the banner shows while the site config asks for it (cookieConsentPopup) and the visitor has not answered;
 *   with the setting off there is no banner and all consent is assumed (the preference rules say so);
 * - an answer (`chosen`) becomes cookiesAgreeType in the preferences (`agreeTypeChosen`, wired to the shell:
 *   functional cookies then persist, marketing analytics may start) and its time is kept in local storage;
 * - after a login, with the log on and a time stored, the time is posted to the cookies-agreement log and then
 *   removed; a failed post is logged as a warning and the time stays for the next login.
 */
export function createCookieConsentModel(deps: CookieConsentDeps) {
  const chosen = createEvent<CookiesAgreeType>();
  /** The preference to store (wired to the shell's preferencesChanged). */
  const agreeTypeChosen = createEvent<CookiesAgreeType>();

  const rememberFx = createEffect((time: number) => deps.local.set(COOKIES_AGREE_TIME_STORAGE_KEY, String(time)));
  const logFx = createEffect(async () => {
    const time = parseCookiesAgreeTime(deps.local.get(COOKIES_AGREE_TIME_STORAGE_KEY));
    if (time === null) return null;
    await deps.log.log(time);
    deps.local.remove(COOKIES_AGREE_TIME_STORAGE_KEY);
    return time;
  });
  const warnFx = createEffect((error: unknown) => deps.logger?.warn('cookies-agreement log failed', { error: String(error) }));

  /** The site asks and the visitor has not answered. */
  const $unanswered = combine(deps.$consentPopup, deps.$agreeType, (popup, type) => popup === true && type === null);
  const $answeredHere = createStore(false).on(chosen, () => true);
  const $bannerShown = combine($unanswered, $answeredHere, (unanswered, answered) => unanswered && !answered);

  sample({ clock: chosen, source: $unanswered, filter: (unanswered) => unanswered, fn: (_, type) => type, target: agreeTypeChosen });
  sample({ clock: agreeTypeChosen, fn: () => deps.clock.now(), target: rememberFx });
  sample({ clock: deps.signedIn, source: deps.$logEnabled, filter: (on) => on, fn: () => undefined, target: logFx });
  sample({ clock: logFx.failData, target: warnFx });

  return { chosen, agreeTypeChosen, $bannerShown };
}

export type CookieConsentModel = ReturnType<typeof createCookieConsentModel>;
