import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import type { LoggerPort } from '../../domain/shared';
import {
  newestFirst,
  supportVisitor,
  type SupportHistoryPort,
  type SupportRequest,
  type SupportSettings,
  type SupportSettingsPort,
  type SupportVisitor,
  type SupportWidgetChoice,
  type SupportWidgetPort,
} from '../../domain/support';

export interface SupportDeps {
  settings: SupportSettingsPort;
  widget: SupportWidgetPort;
  history: SupportHistoryPort;
  logger: LoggerPort;
  /** The `support` config group as loaded at start (spec 001 §7); null while there is none. */
  $group: Store<unknown>;
  /** The signed-in player (userId null: a visitor). */
  $player: Store<{ userId: number | null; name: string | null }>;
  $lang: Store<string>;
}

/** The chat widget: not asked for yet, loading its script, opened, or failed (the player is told, with the support page). */
export type SupportWidgetState = 'idle' | 'opening' | 'open' | 'failed';

/** The support history's read (spec 001 §6), for a signed-in player only; idle before any. */
export type SupportHistoryState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'loaded'; requests: readonly SupportRequest[] }
  | { kind: 'failed' };

interface OpenRequest {
  settings: SupportSettings;
  visitor: SupportVisitor | null;
}

/**
 * The support button (spec 001 §1) and the support history (spec 001 §6). The widget comes from the `support`
 * config group: a group that cannot be read is logged once and means no widget (the button is then a link to the
 * support page). Opening loads the provider's script through the widget port; a failure leaves everything else as
 * it was and says so. The history is read each time the modal opens, for the player signed in at the time; a
 * sign-out closes it and an answer for another player is dropped.
 */
export function createSupportModel(deps: SupportDeps) {
  /** The chat was asked for (the support button, or the support page's Chat with us). */
  const chatRequested = createEvent();
  /** The failure message was dismissed. */
  const failureDismissed = createEvent();
  /** The support history modal was opened (the support button's menu). */
  const historyOpened = createEvent();
  const historyClosed = createEvent();
  /** The support page came on screen: the history is read there, without the modal. */
  const historyShown = createEvent();
  const historyRetried = createEvent();

  const $choice: Store<SupportWidgetChoice> = deps.$group.map((group) => deps.settings.read(group));
  const $widgetSettings = $choice.map((choice) => (choice.kind === 'widget' ? choice.settings : null));

  const logInvalidFx = createEffect((reason: string) => deps.logger.warn('support config group invalid: no widget', { reason }));
  sample({ clock: $choice.updates, filter: (c) => c.kind === 'invalid', fn: (c) => (c.kind === 'invalid' ? c.reason : ''), target: logInvalidFx });

  const openFx = createEffect((request: OpenRequest) => deps.widget.open(request.settings, request.visitor));
  const logOpenFailedFx = createEffect((error: unknown) =>
    deps.logger.error('support widget failed to open', { code: (error as { code?: string }).code ?? 'unknown', message: String((error as Error).message ?? error) }),
  );

  const $widget = createStore<SupportWidgetState>('idle')
    .on(openFx, () => 'opening')
    .on(openFx.done, () => 'open')
    .on(openFx.fail, () => 'failed')
    .on(failureDismissed, (state) => (state === 'failed' ? 'idle' : state));

  sample({
    clock: chatRequested,
    source: { settings: $widgetSettings, player: deps.$player, pending: openFx.pending },
    filter: (s) => s.settings !== null && !s.pending,
    fn: ({ settings, player }): OpenRequest => ({ settings: settings!, visitor: supportVisitor(settings!.provider, player) }),
    target: openFx,
  });
  sample({ clock: openFx.failData, target: logOpenFailedFx });

  const $userId = deps.$player.map((p) => p.userId);
  const loadHistoryFx = createEffect(async ({ userId, lang }: { userId: number; lang: string }) => ({ userId, requests: await deps.history.list(lang) }));
  const logHistoryFailedFx = createEffect((error: unknown) => deps.logger.error('support history failed to load', { message: String((error as Error).message ?? error) }));

  const $history = createStore<SupportHistoryState>({ kind: 'idle' }).on(loadHistoryFx, () => ({ kind: 'loading' }));
  const $historyModalOpen = createStore(false).on(historyClosed, () => false);
  // spec 001 §6: the modal is for authenticated users only
  sample({ clock: historyOpened, source: $userId, filter: (id) => id !== null, fn: () => true, target: $historyModalOpen });

  sample({
    clock: [historyOpened, historyShown, historyRetried],
    source: { userId: $userId, lang: deps.$lang, history: $history },
    // spec 001 §6: authenticated users only; a retry only after a failure
    filter: (s) => s.userId !== null && s.history.kind !== 'loading',
    fn: ({ userId, lang }) => ({ userId: userId!, lang }),
    target: loadHistoryFx,
  });
  sample({
    clock: loadHistoryFx.doneData,
    source: { userId: $userId, history: $history },
    filter: (s, done) => s.userId === done.userId && s.history.kind === 'loading',
    fn: (_, done): SupportHistoryState => ({ kind: 'loaded', requests: newestFirst(done.requests) }),
    target: $history,
  });
  sample({
    clock: loadHistoryFx.fail,
    source: $history,
    filter: (history) => history.kind === 'loading',
    fn: (): SupportHistoryState => ({ kind: 'failed' }),
    target: $history,
  });
  sample({ clock: loadHistoryFx.failData, target: logHistoryFailedFx });
  // Signing out closes the player's history and forgets it.
  sample({ clock: $userId.updates, filter: (id) => id === null, fn: (): SupportHistoryState => ({ kind: 'idle' }), target: $history });
  sample({ clock: $userId.updates, filter: (id) => id === null, fn: () => false, target: $historyModalOpen });

  return {
    chatRequested,
    failureDismissed,
    historyOpened,
    historyClosed,
    historyShown,
    historyRetried,
    $choice,
    $widget,
    $history,
    $historyModalOpen,
    $signedIn: $userId.map((id) => id !== null),
  };
}

export type SupportModel = ReturnType<typeof createSupportModel>;
