import { createEffect, createEvent, createStore, sample, scopeBind, type Event, type Store, type StoreWritable } from 'effector';
import type { CouponContext, CouponSettings, CouponState, OddsChange } from '../../domain/coupon';
import type { ClockPort, KeyValueStoragePort, LoggerPort } from '../../domain/shared';
import {
  adoptStoredCoupon,
  COUPON_SETTINGS_STORAGE_KEY,
  COUPON_STORAGE_KEY,
  mergeStoredSlip,
  noteOwnChange,
  readStoredRemovals,
  readStoredSettings,
  readStoredSlip,
  serializeCoupon,
  serializeSettings,
  type SlipRemovals,
} from './coupon-storage';

/** An odds question the model asks (the model's OddsConfirmation): about the slip, the server's answer or one-click. */
interface OddsQuestion {
  source: 'slip' | 'server' | 'one-click';
  changes: readonly OddsChange[];
}

interface PersistedUnits<Q extends OddsQuestion> {
  $coupon: StoreWritable<CouponState>;
  $settings: StoreWritable<CouponSettings>;
  $ctx: Store<CouponContext>;
  /** The odds question open in this tab; one about selections another tab took out of the slip is closed. */
  $oddsConfirmation: StoreWritable<Q | null>;
  /** The model's start: from then on, changes other tabs make are heard. */
  started: Event<void>;
}

/** What another tab did to the slip's selections, as this tab heard it. */
export interface SlipChangedElsewhere {
  /** Selections this slip had that the other tab's slip no longer has (placed there, or removed). */
  removed: number;
  /** Selections the other tab added. */
  added: number;
  /** The other tab's slip is empty: its coupon was placed or cleared there. */
  emptied: boolean;
}

function selectionsChange(before: CouponState, after: CouponState): SlipChangedElsewhere {
  const had = new Set(before.bets.map((bet) => bet.id));
  const has = new Set(after.bets.map((bet) => bet.id));
  return {
    removed: before.bets.filter((bet) => !has.has(bet.id)).length,
    added: after.bets.filter((bet) => !had.has(bet.id)).length,
    emptied: after.bets.length === 0,
  };
}

/**
 * One slip per browser: the coupon and its settings are written to local storage when what is stored
 * changes, and what another tab writes there is taken into this tab (KeyValueStoragePort.onExternalChange).
 *
 * - Local storage has no compare-and-set, so two tabs can write at once: a tab that has not yet heard of a
 *   placement stores the placed selections beside its new pick. The record therefore carries, beside the
 *   selections, the removals this tab knows of (derived here from each change of the slip: a selection
 *   that is gone was placed, removed, replaced or cleared), and a record from another tab is merged with
 *   this slip (mergeStoredSlip), not put in its place: a removed selection does not come back, a pick made
 *   here meanwhile is not lost. The merged slip is adopted (adoptStoredCoupon: the success coupon, limits,
 *   account and this tab's live prices and marks stay) and, when it holds what the record lacks, written
 *   back once; the other tab then reaches the same slip and writes nothing.
 * - A record that is not a coupon (not JSON, another version, removed) loses nothing: the slip stays as it
 *   is and the record is logged; the next change here writes the slip back.
 * - What was adopted is what storage holds (or what was written back), so it is not written again: two
 *   tabs never echo each other.
 * - A placement on its way here is left alone: its answer takes the placed selections out of whatever the
 *   slip then holds (markPlaced), so selections added in another tab meanwhile stay.
 * - Selections another tab added or took out are told (the returned event), so a slip that empties while
 *   the player looks at it says why.
 */
export function persistCoupon<Q extends OddsQuestion>(
  units: PersistedUnits<Q>,
  deps: { storage: KeyValueStoragePort; clock: Pick<ClockPort, 'now'>; logger?: LoggerPort | undefined },
): { slipChangedElsewhere: Event<SlipChangedElsewhere> } {
  const { $coupon, $settings, $ctx, $oddsConfirmation, started } = units;
  const { storage, clock } = deps;

  // The removals this tab knows of (its own and other tabs'), and the slip they were last noted against.
  const $removals = createStore<SlipRemovals>(readStoredRemovals(storage.get(COUPON_STORAGE_KEY), clock.now()));
  const $noted = createStore<CouponState>($coupon.getState());
  // What storage holds as far as this tab knows: written here, or adopted from another tab.
  const $couponInStorage = createStore(serializeCoupon($coupon.getState(), $removals.getState()));
  const $settingsInStorage = createStore(serializeSettings($settings.getState()));

  const persistCouponFx = createEffect((stored: string) => storage.set(COUPON_STORAGE_KEY, stored));
  const persistSettingsFx = createEffect((stored: string) => storage.set(COUPON_SETTINGS_STORAGE_KEY, stored));
  // A change made here: what left the slip is a removal. Adopting another tab's slip is not (see below).
  const changedHere = sample({
    clock: $coupon.updates,
    source: { noted: $noted, removals: $removals },
    filter: ({ noted }, next) => next !== noted,
    fn: ({ noted, removals }, next) => {
      const nextRemovals = noteOwnChange(removals, noted, next, clock.now());
      return { coupon: next, removals: nextRemovals, stored: serializeCoupon(next, nextRemovals) };
    },
  });
  $noted.on(changedHere, (_, change) => change.coupon);
  $removals.on(changedHere, (_, change) => change.removals);
  // Written when what is stored changes: limits, the quick coupon's visibility or a success coupon do not write.
  sample({
    clock: changedHere,
    source: $couponInStorage,
    filter: (inStorage, change) => change.stored !== inStorage,
    fn: (_, change) => change.stored,
    target: persistCouponFx,
  });
  sample({
    clock: $settings.map(serializeSettings).updates,
    source: $settingsInStorage,
    filter: (inStorage, next) => next !== inStorage,
    fn: (_, next) => next,
    target: persistSettingsFx,
  });
  $couponInStorage.on(persistCouponFx, (_, stored) => stored);
  $settingsInStorage.on(persistSettingsFx, (_, stored) => stored);

  // ---- changes made in other tabs ----------------------------------------
  const couponChangedElsewhere = createEvent<string | null>();
  const settingsChangedElsewhere = createEvent<string | null>();
  // Listened to for the page's life (a second start listens no more).
  let listening = false;
  const listenFx = createEffect(() => {
    if (listening || !storage.onExternalChange) return;
    listening = true;
    const coupon = scopeBind(couponChangedElsewhere, { safe: true });
    const settings = scopeBind(settingsChangedElsewhere, { safe: true });
    storage.onExternalChange(COUPON_STORAGE_KEY, (raw) => coupon(raw));
    storage.onExternalChange(COUPON_SETTINGS_STORAGE_KEY, (raw) => settings(raw));
  });
  sample({ clock: started, target: listenFx });

  const couponRead = sample({
    clock: couponChangedElsewhere,
    source: { coupon: $coupon, ctx: $ctx, removals: $removals },
    fn: ({ coupon, ctx, removals }, raw) => {
      const now = clock.now();
      const stored = readStoredSlip(raw, ctx, now);
      if (!stored) return { ok: false as const, raw };
      const merged = mergeStoredSlip(coupon, removals, stored, now, ctx);
      const adopted = adoptStoredCoupon(coupon, merged.coupon, ctx);
      return {
        ok: true as const,
        coupon: adopted,
        removals: merged.removals,
        stored: serializeCoupon(adopted, merged.removals),
        writeBack: merged.writeBack,
        change: selectionsChange(coupon, adopted),
      };
    },
  });
  type Adopted = Extract<typeof couponRead extends Event<infer R> ? R : never, { ok: true }>;
  const couponAdopted = sample({
    clock: couponRead,
    filter: (read): read is Adopted => read.ok,
  });
  const slipChangedElsewhere = sample({
    clock: couponAdopted,
    filter: (read) => read.change.removed > 0 || read.change.added > 0,
    fn: (read) => read.change,
  });
  // Noted before the slip changes, so the adoption is not taken for a change made here.
  $noted.on(couponAdopted, (_, read) => read.coupon);
  $removals.on(couponAdopted, (_, read) => read.removals);
  $couponInStorage.on(couponAdopted, (_, read) => read.stored);
  $coupon.on(couponAdopted, (_, read) => read.coupon);
  sample({ clock: couponAdopted, filter: (read) => read.writeBack, fn: (read) => read.stored, target: persistCouponFx });
  $oddsConfirmation.on(couponAdopted, (asking, { coupon }) =>
    asking !== null && asking.source !== 'one-click' && asking.changes.some((change) => !coupon.bets.some((bet) => bet.id === change.betId))
      ? null
      : asking,
  );

  const settingsRead = sample({
    clock: settingsChangedElsewhere,
    fn: (raw) => {
      const settings = readStoredSettings(raw);
      return settings ? { ok: true as const, settings } : { ok: false as const, raw };
    },
  });
  const settingsAdopted = sample({
    clock: settingsRead,
    filter: (read) => read.ok,
    fn: (read) => (read as { ok: true; settings: CouponSettings }).settings,
  });
  $settingsInStorage.on(settingsAdopted, (_, settings) => serializeSettings(settings));
  $settings.on(settingsAdopted, (_, settings) => settings);
  // The coupon's auto max is the setting's (the model keeps them equal); the other tab's stake came with its coupon.
  $coupon.on(settingsAdopted, (coupon, settings) =>
    coupon.isActiveAutoMax === settings.isAutoMax ? coupon : { ...coupon, isActiveAutoMax: settings.isAutoMax },
  );

  const unreadableFx = createEffect(({ key, raw }: { key: string; raw: string | null }) =>
    deps.logger?.warn('coupon: another tab left a record that is not readable; this tab keeps its own', {
      key,
      removed: raw === null,
      length: raw?.length ?? 0,
    }),
  );
  sample({
    clock: couponRead,
    filter: (read) => !read.ok,
    fn: (read) => ({ key: COUPON_STORAGE_KEY, raw: read.ok ? null : read.raw }),
    target: unreadableFx,
  });
  sample({
    clock: settingsRead,
    filter: (read) => !read.ok,
    fn: (read) => ({ key: COUPON_SETTINGS_STORAGE_KEY, raw: read.ok ? null : read.raw }),
    target: unreadableFx,
  });
  return { slipChangedElsewhere };
}
