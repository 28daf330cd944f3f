import { sample, type Event, type EventCallable, type Store } from 'effector';
import type { FirstDepositBonusChoice } from '../../domain/auth';
import { welcomeNoticeFor, type SignInOrigin, type WelcomeNotice } from '../../domain/notices';
import type { NotificationInput } from './notifications.model';

/**
 * The welcome-user widget (spec 001 §1; design in domain/notices/welcome.ts): a confirmed sign-in that came from a
 * registration queues one welcome notice with the first-deposit bonus the player chose; other sign-ins queue none.
 */
export function createWelcomeModel(deps: {
  /** A sign-in the session took, and where it came from. */
  signInConfirmed: Event<{ from: SignInOrigin }>;
  /** The first-deposit bonus choice of the registration form. */
  $bonusChoice: Store<FirstDepositBonusChoice>;
  notified: EventCallable<NotificationInput>;
}) {
  const notice = sample({ clock: deps.signInConfirmed, source: deps.$bonusChoice, fn: (choice, { from }) => welcomeNoticeFor(from, choice) });
  sample({ clock: notice, filter: (n): n is WelcomeNotice => n !== null, target: deps.notified });
  return { notice };
}
