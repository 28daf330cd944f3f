import { combine, createEffect, createStore, sample, type Store } from 'effector';
import { countryIdOfCode, needsPolicyLogo, policyLogoCountryId, type PolicyLogoPort } from '../../domain/policy';
import type { LoggerPort } from '../../domain/shared';

export interface PolicyLogoDeps {
  logo: PolicyLogoPort;
  /** The country directory (id and two-letter code), to number the site's country for a visitor. */
  countries: (lang: string) => Promise<ReadonlyArray<{ id: number; countryCode: string }>>;
  logger: LoggerPort;
  $language: Store<string>;
  /** The start-up session check is done: whether a player is signed in is known. */
  $sessionChecked: Store<boolean>;
  $signedIn: Store<boolean>;
  /** The signed-in player's user_country_id once the user config is in; null otherwise. */
  $playerCountryId: Store<number | null>;
  /** The site config's countryCode; null until the config is loaded. */
  $siteCountryCode: Store<string | null>;
}

/**
 * The policy logo (spec 001 §6, §7): requested once per page, when the country that counts (policyLogoCountryId:
 * the signed-in player's, else the site's) is one of the listed ids; never shown, so nothing is rendered and
 * nothing reaches the accessibility tree. A failed load, or a failed country lookup, is logged as a warning only
 * and not retried (designed: nothing on the page depends on it).
 */
export function createPolicyLogoModel(deps: PolicyLogoDeps) {
  const lookUpSiteCountryFx = createEffect(async ({ code, lang }: { code: string; lang: string }) => countryIdOfCode(await deps.countries(lang), code));
  const $siteCountryId = createStore<number | null>(null).on(lookUpSiteCountryFx.doneData, (_, id) => id);
  const $lookedUp = createStore(false).on(lookUpSiteCountryFx, () => true);

  // A visitor's country is looked up only when it is needed: the session check found nobody signed in.
  sample({
    clock: [deps.$sessionChecked.updates, deps.$signedIn.updates, deps.$siteCountryCode.updates],
    source: { checked: deps.$sessionChecked, signedIn: deps.$signedIn, code: deps.$siteCountryCode, lang: deps.$language, done: $lookedUp },
    filter: ({ checked, signedIn, code, done }) => checked && !signedIn && code !== null && !done,
    fn: ({ code, lang }) => ({ code: code as string, lang }),
    target: lookUpSiteCountryFx,
  });

  const $countryId = combine(
    { sessionChecked: deps.$sessionChecked, signedIn: deps.$signedIn, playerCountryId: deps.$playerCountryId, siteCountryId: $siteCountryId },
    policyLogoCountryId,
  );

  const loadFx = createEffect(() => deps.logo.load());
  const $requested = createStore(false).on(loadFx, () => true);
  const $loaded = createStore(false).on(loadFx.done, () => true);
  sample({
    clock: $countryId,
    source: $requested,
    filter: (requested, countryId) => !requested && needsPolicyLogo(countryId),
    fn: () => undefined,
    target: loadFx,
  });

  const warnFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.warn(`${operation} failed`, { operation, error: String(error) }),
  );
  sample({ clock: loadFx.failData, fn: (error) => ({ operation: 'getPolicyLogo', error }), target: warnFx });
  sample({ clock: lookUpSiteCountryFx.failData, fn: (error) => ({ operation: 'policy logo country lookup', error }), target: warnFx });

  return { $countryId, $requested, $loaded };
}

export type PolicyLogoModel = ReturnType<typeof createPolicyLogoModel>;
