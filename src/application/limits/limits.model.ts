import { combine, createEffect, createEvent, createStore, merge, sample, type Store } from 'effector';
import {
  LimitAction,
  LimitsError,
  limitFailureMessage,
  limitSuccessMessage,
  readLimits,
  withoutPendingDepositLimits,
  type Limit,
  type LimitActionResult,
  type LimitMessage,
  type LimitsPort,
  type UnreadableLimit,
} from '../../domain/limits';
import type { LimitSettingPort } from '../../domain/limit-settings';
import type { ClockPort, LoggerPort } from '../../domain/shared';
import { limitSections, readLimitDraft, type LimitRow } from './limit-rows';

export interface LimitsModelDeps {
  limits: LimitsPort;
  setting: LimitSettingPort;
  clock: ClockPort;
  logger: LoggerPort;
  $isAuthenticated: Store<boolean>;
  /** spec 001 §4: the feature flag under which a disabled deposit field disables the money sections. */
  $depositDisablesSections: Store<boolean>;
}

/** Dictionary keys of what the screen says about a value before anything is sent. */
export const LIMIT_DRAFT_ERROR_KEYS = {
  empty: 'limits_error_choose',
  invalidAmount: 'limits_error_amount',
  /** QA8 18: an amount above LIMIT_AMOUNT_MAX is told so, with the maximum (the {max} value). */
  tooLarge: 'limits_error_amount_too_large',
  invalidOption: 'limits_error_option',
  same: 'limits_error_same',
} as const;

export type LimitsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The step the player confirms: a new value, or cancelling a pending change or the limit itself. */
export type LimitConfirmation = { kind: 'set'; type: number; value: number } | { kind: 'cancel'; type: number };

/** What an action came to, shown in the field it was about. */
export interface LimitOutcome {
  type: number;
  tone: 'success' | 'error';
  message: LimitMessage;
}

type ActionKind = 'set' | 'cancel' | 'approve' | 'reject';
type ActionDone = { kind: ActionKind; type: number; result: LimitActionResult };

const serverTitle = (error: unknown): string | null => (error instanceof LimitsError ? error.serverTitle : null);

/**
 * The responsible-gaming limits screen (spec 001 §2–§5, §8): loads the
 * player's limits, keeps the value chosen in each field until it is saved,
 * asks to confirm a new value or a cancellation, approves or rejects a
 * pending deposit limit, and says what came of it: success as the server's
 * title or limits_success, a failure as the server's title or the
 * confirm-limit / cancel-limit key (a failed save is a failed confirmation).
 * A failed load is only logged (spec 001 §8); the screen offers to load again.
 */
export function createLimitsModel(deps: LimitsModelDeps) {
  const opened = createEvent();
  const valueChosen = createEvent<{ type: number; value: string }>();
  /** Save pressed in a field: checks the chosen value and asks to confirm it. */
  const changeRequested = createEvent<number>();
  /** Cancel pressed in a field: asks to confirm dropping the pending change or ending the limit. */
  const cancelRequested = createEvent<number>();
  const confirmed = createEvent();
  const confirmDismissed = createEvent();
  const approveRequested = createEvent<number>();
  const rejectRequested = createEvent<number>();
  const outcomeDismissed = createEvent();
  const signedOut = createEvent();

  const nowS = () => Math.floor(deps.clock.now() / 1000);
  const fetchFx = createEffect(async ({ dropPendingDeposits }: { dropPendingDeposits: boolean }) => {
    // QA18 #6: a malformed record (a value below zero) is no limit: left out and counted, the others kept
    const { limits, unreadable } = readLimits(await deps.limits.list());
    // spec 001 §4: rejecting refreshes the list, which drops pending deposit limits
    return { limits: dropPendingDeposits ? withoutPendingDepositLimits(limits) : limits, unreadable, nowS: nowS() };
  });
  const actionFx = createEffect(async ({ kind, type, value }: { kind: ActionKind; type: number; value?: number }): Promise<ActionDone> => {
    const result =
      kind === 'set'
        ? await deps.setting.set(type, value!)
        : kind === 'cancel'
          ? await deps.limits.delete(type)
          : await deps.limits.respondToPending(type, kind === 'approve' ? LimitAction.Approve : LimitAction.Reject);
    return { kind, type, result };
  });
  const logFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.warn(`${operation} failed`, { operation, error: String(error) }),
  );

  const $limits = createStore<Limit[]>([]).on(fetchFx.doneData, (_, { limits }) => limits).reset(signedOut);
  const $nowS = createStore(0).on(fetchFx.doneData, (_, d) => d.nowS);
  /** QA18 #6: the records of the last list that could not be read as limits (the screen says how many). */
  const $unreadable = createStore<UnreadableLimit[]>([]).on(fetchFx.doneData, (_, d) => d.unreadable).reset(signedOut);
  const $status = createStore<LimitsStatus>('idle')
    .on(fetchFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
    .on(fetchFx.done, () => 'ready')
    .on(fetchFx.fail, (status) => (status === 'ready' ? 'ready' : 'error'))
    .reset(signedOut);
  /** The value chosen in each field (by limit type), kept until it is saved: a refusal or a failure keeps it. */
  const $drafts = createStore<Record<number, string>>({})
    .on(valueChosen, (drafts, { type, value }) => ({ ...drafts, [type]: value }))
    .on(actionFx.done, (drafts, { params }) => {
      if (params.kind !== 'set') return drafts;
      const { [params.type]: _saved, ...rest } = drafts;
      return rest;
    })
    .reset(signedOut);
  const $draftErrors = createStore<Record<number, string>>({})
    .on(valueChosen, (errors, { type }) => {
      const { [type]: _cleared, ...rest } = errors;
      return rest;
    })
    .reset(signedOut);
  const $confirmation = createStore<LimitConfirmation | null>(null)
    .on(confirmDismissed, () => null)
    .on(valueChosen, (confirmation, { type }) => (confirmation?.type === type ? null : confirmation))
    .reset(signedOut);
  const $outcome = createStore<LimitOutcome | null>(null)
    .on([changeRequested, cancelRequested, outcomeDismissed], () => null)
    .reset(signedOut);
  const $busy = actionFx.pending;
  const $sections = combine($limits, $nowS, deps.$depositDisablesSections, (limits, now, flag) => limitSections(limits, now, flag));
  const $rows = $sections.map((sections) => sections.flatMap((s) => s.rows));

  sample({ clock: opened, source: $busy, filter: (busy) => !busy, fn: () => ({ dropPendingDeposits: false }), target: fetchFx });
  sample({ clock: deps.$isAuthenticated.updates, filter: (signedIn) => !signedIn, fn: () => undefined, target: signedOut });

  // Save: spec 001 §5 options only from the fixed lists; a money amount above zero; the value it has asks nothing
  const checked = sample({
    clock: changeRequested,
    source: { drafts: $drafts, rows: $rows },
    filter: ({ rows }, type) => rows.some((r) => r.type === type && !r.disabled),
    fn: ({ drafts, rows }, type): { type: number; error: string; value?: undefined } | { type: number; value: number; error?: undefined } => {
      const draft = readLimitDraft(type, drafts[type]);
      const row = rows.find((r) => r.type === type) as LimitRow;
      if (draft.kind === 'empty') return { type, error: LIMIT_DRAFT_ERROR_KEYS.empty };
      if (draft.kind === 'too-large') return { type, error: LIMIT_DRAFT_ERROR_KEYS.tooLarge };
      if (draft.kind === 'invalid') return { type, error: row.options.length > 0 && row.info.unit !== 'money' ? LIMIT_DRAFT_ERROR_KEYS.invalidOption : LIMIT_DRAFT_ERROR_KEYS.invalidAmount };
      if (row.current?.limitValue === draft.value && !row.pending) return { type, error: LIMIT_DRAFT_ERROR_KEYS.same };
      return { type, value: draft.value };
    },
  });
  sample({
    clock: checked,
    source: $draftErrors,
    filter: (_, c) => c.error !== undefined,
    fn: (errors, c) => ({ ...errors, [c.type]: c.error as string }),
    target: $draftErrors,
  });
  sample({
    clock: checked,
    filter: (c) => c.value !== undefined,
    fn: ({ type, value }): LimitConfirmation => ({ kind: 'set', type, value: value as number }),
    target: $confirmation,
  });
  sample({
    clock: cancelRequested,
    source: $rows,
    filter: (rows, type) => rows.some((r) => r.type === type && (r.cancel === 'pending' || r.cancel === 'active')),
    fn: (_, type): LimitConfirmation => ({ kind: 'cancel', type }),
    target: $confirmation,
  });

  sample({
    clock: confirmed,
    source: { confirmation: $confirmation, busy: $busy },
    filter: ({ confirmation, busy }) => confirmation !== null && !busy,
    fn: ({ confirmation }) => confirmation as LimitConfirmation,
    target: actionFx,
  });
  sample({ clock: actionFx, fn: () => null, target: [$confirmation, $outcome] });
  // Approve or reject: only a deposit limit awaiting the player's approval, one action at a time.
  sample({
    clock: merge([
      approveRequested.map((type) => ({ kind: 'approve' as const, type })),
      rejectRequested.map((type) => ({ kind: 'reject' as const, type })),
    ]),
    source: { rows: $rows, busy: $busy },
    filter: ({ rows, busy }, { type }) => !busy && rows.some((r) => r.type === type && r.awaitingApproval),
    fn: (_, response) => response,
    target: actionFx,
  });

  // spec 001 §8: success shows the server title or a success message; then the list is read again
  sample({
    clock: actionFx.doneData,
    fn: ({ type, result }): LimitOutcome => ({ type, tone: 'success', message: limitSuccessMessage(result.title) }),
    target: $outcome,
  });
  sample({ clock: actionFx.doneData, fn: ({ kind }) => ({ dropPendingDeposits: kind === 'reject' }), target: fetchFx });
  // spec 001 §8: a failed approve (or save) says confirm-limit error, a failed cancel or reject cancel-limit error; a server title overrides
  sample({
    clock: actionFx.fail,
    fn: ({ params, error }): LimitOutcome => ({
      type: params.type,
      tone: 'error',
      message: limitFailureMessage(
        params.kind === 'set' || params.kind === 'approve' ? 'approve-failed' : params.kind === 'reject' ? 'reject-failed' : 'cancel-failed',
        serverTitle(error),
      ),
    }),
    target: $outcome,
  });
  // spec 001 §8: fetch failures are only logged
  sample({ clock: fetchFx.failData, fn: (error) => ({ operation: 'get-limits', error }), target: logFx });
  sample({
    clock: fetchFx.doneData,
    filter: ({ unreadable }) => unreadable.length > 0,
    fn: ({ unreadable }) => ({ operation: 'read-limits', error: `unreadable limits: ${JSON.stringify(unreadable)}` }),
    target: logFx,
  });
  sample({ clock: actionFx.fail, fn: ({ params, error }) => ({ operation: `limit-${params.kind}`, error }), target: logFx });

  return {
    opened,
    valueChosen,
    changeRequested,
    cancelRequested,
    confirmed,
    confirmDismissed,
    approveRequested,
    rejectRequested,
    outcomeDismissed,
    fetchFx,
    actionFx,
    $limits,
    $unreadable,
    $status,
    $sections,
    $drafts,
    $draftErrors,
    $confirmation,
    $outcome,
    $busy,
    $loading: fetchFx.pending,
  };
}

export type LimitsModel = ReturnType<typeof createLimitsModel>;

/**
 * Design: the feature flag of spec 001 §4 is the `depositDisablesSections`
 * key of the `responsible` config group (loaded at start, spec 001 §7); off
 * unless the group says true.
 */
export const depositDisablesSections = (groups: Readonly<Record<string, Readonly<Record<string, unknown>>>>): boolean =>
  groups.responsible?.depositDisablesSections === true;
