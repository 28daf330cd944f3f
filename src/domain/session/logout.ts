/**
 * spec 000 §4 Logout, as data: the use case runs these steps in order; on a
 * failure of any step it reloads the page (spec 000 §4) and raises an error
 * with the server message (spec 001 §8).
 */
export const LOGOUT_STEPS = [
  'disconnect',
  'clear-auth-cookies',
  'reset-ban-level',
  'clear-user-id',
  'clear-remembered-active-account',
  'reset-profile-ids',
  'go-home-or-reload',
] as const;
export type LogoutStep = (typeof LOGOUT_STEPS)[number];

/** spec 000 §4: the ban level is set to 0 on logout. */
export const BAN_LEVEL_AFTER_LOGOUT = 0;

/** spec 000 §8: logout confirmation asks header_you_sure with logout and cancel buttons. */
export const LOGOUT_CONFIRMATION_KEY = 'header_you_sure';

export type LogoutFinish = { kind: 'go-home'; path: string } | { kind: 'reload' };

/**
 * spec 000 §4: after logout the player goes home in the current language, or
 * the page reloads; on failure it reloads. Design: reload when there is no
 * language to build home from, or when staying on the page would keep
 * signed-in state in memory (the caller says so with `reloadRequired`).
 */
export function logoutFinish(input: { succeeded: boolean; language: string | null; reloadRequired: boolean }): LogoutFinish {
  if (!input.succeeded || input.reloadRequired || !input.language) return { kind: 'reload' };
  return { kind: 'go-home', path: `/${input.language}` };
}
