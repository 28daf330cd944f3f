/** spec 001 §7: the policy logo is loaded, hidden, for these country ids. */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

export const needsPolicyLogo = (countryId: number | null): boolean =>
  countryId !== null && POLICY_LOGO_COUNTRY_IDS.includes(countryId);

/** What arrived: the image is never shown, only requested. */
export interface PolicyLogo {
  contentType: string;
  byteLength: number;
}

/** Requests the policy logo image (web-api policy/logo.agif). */
export interface PolicyLogoPort {
  load(): Promise<PolicyLogo>;
}
export const PolicyLogoPort = Symbol.for('PolicyLogoPort');
