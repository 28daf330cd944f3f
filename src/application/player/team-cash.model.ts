import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import type { MainAccountPaymentsPort } from '../../domain/payments';
import {
  TEAM_CASH_MARKER_EXPIRY_MS,
  countCompletedPayments,
  shouldLoadSecondPaymentsPage,
  teamCashModalDecision,
  type TeamCashMarkers,
} from '../../domain/player';
import type { ClockPort, CookiesPort, LoggerPort } from '../../domain/shared';

export type TeamCashStep = 'step-one' | 'step-two';

/**
 * The marker cookies, one per player (design: the spec names no cookie; with the player's id in the name, a
 * second player on the same browser gets their own modal).
 */
export const teamCashCookieName = (marker: keyof TeamCashMarkers, userId: number): string =>
  `${marker === 'stepOneShown' ? 'team_cash_step_one' : 'team_cash_activated'}_${userId}`;

export interface TeamCashDeps {
  payments: MainAccountPaymentsPort;
  /** The markers: written with the 372-day expiry (spec 001 §9). */
  cookies: CookiesPort;
  clock: ClockPort;
  logger: LoggerPort;
  /** The signed-in player's id, null for a visitor: a sign-in and a session restored at start both set it. */
  $userId: Store<number | null>;
  /**
   * Another notice or modal is on screen: the team-cash modal waits until it has gone (spec 001 §9:
   * notification groups, one at a time).
   */
  $otherOnScreen?: Store<boolean>;
}

interface CheckResult {
  userId: number;
  completedCount: number;
}

/** A modal decided for a player, and the marker its showing writes. */
interface Decided {
  userId: number;
  step: TeamCashStep;
  mark: keyof TeamCashMarkers;
}

/**
 * The team-cash modal (spec 001 §4, §6, §9), for a signed-in player only: when a player is signed in the main
 * account's payments are read, page 1 and, if it held fewer than 5 completed payments and the list goes on,
 * page 2; the completed ones (status 2) are counted and teamCashModalDecision says what shows: 3 shows step one
 * once, 4 shows step two and marks the offer activated, after which nothing shows. The marker is written when
 * the modal comes on screen, with the 372-day expiry, so a modal that never showed (the page was closed while it
 * waited its turn) is decided again on the next load. A failed read is logged and shows nothing.
 */
export function createTeamCashModel(deps: TeamCashDeps) {
  /** The close button or Escape. */
  const closed = createEvent();

  const readMarkers = (userId: number): TeamCashMarkers => ({
    stepOneShown: deps.cookies.get(teamCashCookieName('stepOneShown', userId)) !== null,
    activated: deps.cookies.get(teamCashCookieName('activated', userId)) !== null,
  });

  const checkFx = createEffect(async (userId: number): Promise<CheckResult> => {
    const first = await deps.payments.page(1);
    let completedCount = countCompletedPayments(first.payments);
    // spec 001 §4: page 2 only when page 1 had fewer than 5 completed payments (and there is a page 2)
    if (shouldLoadSecondPaymentsPage(completedCount) && first.payments.length > 0 && first.totalCount > first.payments.length) {
      completedCount += countCompletedPayments((await deps.payments.page(2)).payments);
    }
    return { userId, completedCount };
  });
  const decideFx = createEffect(({ userId, completedCount }: CheckResult): Decided | null => {
    const decision = teamCashModalDecision({ isAuthenticated: true, completedCount, markers: readMarkers(userId) });
    return decision.kind === 'none' ? null : { userId, step: decision.step, mark: decision.mark };
  });
  // Written when the modal shows, not when it is closed: a player who saw it and left the page without OK has had
  // their "once" (spec 001 §4), and should not meet it again on every load until they press a button.
  const markFx = createEffect(({ userId, mark }: Decided) => {
    deps.cookies.set(teamCashCookieName(mark, userId), '1', { expiresAt: deps.clock.now() + TEAM_CASH_MARKER_EXPIRY_MS, path: '/' });
  });
  const logFx = createEffect((error: unknown) =>
    deps.logger.warn('team cash: payments read failed', { operation: 'payments', error: String(error) }),
  );

  const $otherOnScreen = deps.$otherOnScreen ?? createStore(false);
  /** Decided but waiting for the screen to be free. */
  const $pending = createStore<Decided | null>(null);
  /** On screen. */
  const $step = createStore<TeamCashStep | null>(null);

  const playerSeen = sample({ clock: deps.$userId.updates, filter: (id): id is number => id !== null });
  sample({ clock: playerSeen, target: checkFx });
  // a player who signed out (or another who signed in) while the payments were read sees nothing of it
  sample({ clock: checkFx.doneData, source: deps.$userId, filter: (userId, result) => userId === result.userId, fn: (_, result) => result, target: decideFx });
  sample({ clock: checkFx.failData, target: logFx });
  $pending.on(decideFx.doneData, (pending, step) => step ?? pending);

  const free = sample({
    clock: [$pending.updates, $otherOnScreen.updates],
    source: { pending: $pending, other: $otherOnScreen, step: $step },
    filter: ({ pending, other, step }) => pending !== null && !other && step === null,
    fn: ({ pending }) => pending!,
  });
  $step.on(free, (_, decided) => decided.step).reset(closed);
  sample({ clock: free, target: markFx });
  $pending.reset(free);

  // a waiting modal is the player's it was decided for: another player's check decides again
  $pending.reset(deps.$userId.updates);
  const signedOut = deps.$userId.updates.filter({ fn: (id) => id === null });
  $step.reset(signedOut);

  return { closed, $step, checkFx };
}

export type TeamCashModel = ReturnType<typeof createTeamCashModel>;
