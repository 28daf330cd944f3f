import { createEffect, createEvent, createStore, sample, scopeBind, type Event, type Store, type StoreWritable } from 'effector';
import type { CouponContext, CouponSettings, CouponState, OddsChange } from '../../domain/coupon';
import type { KeyValueStoragePort, LoggerPort } from '../../domain/shared';
import {
  adoptStoredCoupon,
  COUPON_SETTINGS_STORAGE_KEY,
  COUPON_STORAGE_KEY,
  readStoredCoupon,
  readStoredSettings,
  serializeCoupon,
  serializeSettings,
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
 * - A coupon from another tab is read with the same bounded reader as at start and adopted
 *   (adoptStoredCoupon): the selections and choices are storage's, the success coupon, limits, account and
 *   this tab's live prices and marks stay. A coupon placed in another tab is stored empty, so it empties here.
 * - A record that is not a coupon (not JSON, another version, removed) loses nothing: the slip stays as it
 *   is and the record is logged; the next change here writes the slip back.
 * - What was adopted is what storage holds, so it is not written back: two tabs never echo each other.
 * - A placement on its way here is left alone: its answer takes the placed selections out of whatever the
 *   slip then holds (markPlaced), so selections added in another tab meanwhile stay.
 * - Selections another tab added or took out are told (the returned event), so a slip that empties while
 *   the player looks at it says why.
 */
export function persistCoupon<Q extends OddsQuestion>(
  units: PersistedUnits<Q>,
  deps: { storage: KeyValueStoragePort; logger?: LoggerPort | undefined },
): { slipChangedElsewhere: Event<SlipChangedElsewhere> } {
  const { $coupon, $settings, $ctx, $oddsConfirmation, started } = units;
  const { storage } = deps;

  // What storage holds as far as this tab knows: written here, or adopted from another tab.
  const $couponInStorage = createStore(serializeCoupon($coupon.getState()));
  const $settingsInStorage = createStore(serializeSettings($settings.getState()));

  const persistCouponFx = createEffect((stored: string) => storage.set(COUPON_STORAGE_KEY, stored));
  const persistSettingsFx = createEffect((stored: string) => storage.set(COUPON_SETTINGS_STORAGE_KEY, stored));
  // Written when what is stored changes: limits, the quick coupon's visibility or a success coupon do not write.
  sample({
    clock: $coupon.map(serializeCoupon).updates,
    source: $couponInStorage,
    filter: (inStorage, next) => next !== inStorage,
    fn: (_, next) => next,
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
    source: { coupon: $coupon, ctx: $ctx },
    fn: ({ coupon, ctx }, raw) => {
      const stored = readStoredCoupon(raw, ctx);
      if (!stored) return { ok: false as const, raw };
      const adopted = adoptStoredCoupon(coupon, stored, ctx);
      return { ok: true as const, coupon: adopted, change: selectionsChange(coupon, adopted) };
    },
  });
  const couponAdopted = sample({
    clock: couponRead,
    filter: (read) => read.ok,
    fn: (read) => (read as { ok: true; coupon: CouponState }).coupon,
  });
  const slipChangedElsewhere = sample({
    clock: couponRead,
    filter: (read) => read.ok && (read.change.removed > 0 || read.change.added > 0),
    fn: (read) => (read as { ok: true; change: SlipChangedElsewhere }).change,
  });
  $couponInStorage.on(couponAdopted, (_, coupon) => serializeCoupon(coupon));
  $coupon.on(couponAdopted, (_, coupon) => coupon);
  $oddsConfirmation.on(couponAdopted, (asking, coupon) =>
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
