/**
 * Whose country decides the policy logo (spec 001 §6, designed): a signed-in player's own country (the user
 * config's user_country_id) once it is known; a visitor's is the site's country (the site config's countryCode,
 * as the country directory numbers it), the only country the page knows before sign-in. Null: not known (yet),
 * and nothing is loaded.
 */
export function policyLogoCountryId(input: {
  sessionChecked: boolean;
  signedIn: boolean;
  playerCountryId: number | null;
  siteCountryId: number | null;
}): number | null {
  if (!input.sessionChecked) return null;
  return input.signedIn ? input.playerCountryId : input.siteCountryId;
}

/** The directory's id of a two-letter country code (the directory lowercases codes); null when it has none. */
export function countryIdOfCode(countries: readonly { id: number; countryCode: string }[], code: string | null): number | null {
  if (!code) return null;
  const wanted = code.toLowerCase();
  return countries.find((c) => c.countryCode.toLowerCase() === wanted)?.id ?? null;
}
