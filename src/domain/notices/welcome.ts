import type { FirstDepositBonusChoice } from '../auth';

/**
 * The welcome-user widget (spec 001 §1; the notifications' "welcome" kind, spec 001 §2). Design, as leading sites
 * greet a new player: once, right after a registration whose sign-in the session took, a welcome notice says the
 * account is ready and names the next step, the first deposit, with the first-deposit bonus the player chose on the
 * form (sport, casino and games, or none: spec 001 §3 first_deposit_bonus_choice), and a link to make it.
 *
 * Only after a registration, never on a login or a restored session: a returning player needs no welcome, and the
 * notification queue shows one notice at a time (spec 001 §9), so a welcome on every sign-in would hold back the
 * notices a returning player does need (the convert-account and other notices that come with a sign-in). It does not
 * name the player either: the header already does, and the page should say the name once. It is a 'welcome' kind,
 * so it closes by itself after 10 s like the other transient notices (NOTIFICATION_AUTO_CLOSE_MS), or with its close
 * button; the deposit stays one click away in the header after it goes.
 */
export interface WelcomeNotice {
  kind: 'welcome';
  titleKey: 'welcome_title';
  textKey: `welcome_text_${FirstDepositBonusChoice}`;
  /** Queued once even if the sign-in is confirmed twice. */
  dedupeKey: 'welcome';
}

/** Where a confirmed sign-in came from (the auth session model's sources); null: a session restored at start. */
export type SignInOrigin = 'registration' | 'login-form' | 'token' | 'oauth' | null;

/** The welcome notice for a confirmed sign-in, or null: only a registration's sign-in is welcomed. */
export function welcomeNoticeFor(origin: SignInOrigin, choice: FirstDepositBonusChoice): WelcomeNotice | null {
  if (origin !== 'registration') return null;
  return { kind: 'welcome', titleKey: 'welcome_title', textKey: `welcome_text_${choice}`, dedupeKey: 'welcome' };
}
