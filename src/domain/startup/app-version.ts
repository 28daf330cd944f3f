/**
 * App-version watch (spec 001 §4 App version, §9: checks start after 60 s).
 * The first reported version is the baseline; a later, different version
 * emits an update event. Design: the event is emitted once per distinct new
 * version, so the periodic check does not re-raise the notice for a build
 * the player has already been told about.
 */
export interface AppVersionState {
  firstSeen: string | null;
  lastNotified: string | null;
}

export const INITIAL_APP_VERSION_STATE: AppVersionState = { firstSeen: null, lastNotified: null };

export function appVersionReported(
  state: AppVersionState,
  reported: string,
): { state: AppVersionState; updateAvailable: boolean } {
  const version = reported.trim();
  if (version === '') return { state, updateAvailable: false };
  if (state.firstSeen === null) return { state: { ...state, firstSeen: version }, updateAvailable: false };
  if (version === state.firstSeen || version === state.lastNotified) return { state, updateAvailable: false };
  return { state: { ...state, lastNotified: version }, updateAvailable: true };
}
