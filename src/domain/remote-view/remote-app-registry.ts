/**
 * The remote app registry (spec 000 §3 "Remote app registry entry", §4): one
 * entry per remote app with its state and how many remote views and remote
 * components on the page depend on it.
 */
export const RemoteAppState = {
  NotExist: -2,
  Error: -1,
  Loading: 1,
  Ready: 2,
} as const;
export type RemoteAppState = (typeof RemoteAppState)[keyof typeof RemoteAppState];

// spec 000 §4: the allowed transitions, and no others.
const ALLOWED: Readonly<Record<RemoteAppState, readonly RemoteAppState[]>> = {
  [RemoteAppState.NotExist]: [RemoteAppState.Loading, RemoteAppState.Ready],
  [RemoteAppState.Error]: [RemoteAppState.Loading, RemoteAppState.NotExist],
  [RemoteAppState.Loading]: [RemoteAppState.Error, RemoteAppState.Ready, RemoteAppState.NotExist],
  [RemoteAppState.Ready]: [RemoteAppState.NotExist],
};

/** The state's name, as the page shows it (data-remote-app-state) and logs it. */
export function remoteAppStateName(state: RemoteAppState): 'not-exist' | 'error' | 'loading' | 'ready' {
  switch (state) {
    case RemoteAppState.NotExist:
      return 'not-exist';
    case RemoteAppState.Error:
      return 'error';
    case RemoteAppState.Loading:
      return 'loading';
    case RemoteAppState.Ready:
      return 'ready';
  }
}

export function canTransition(from: RemoteAppState, to: RemoteAppState): boolean {
  return ALLOWED[from].includes(to);
}

export interface RemoteAppEntry {
  state: RemoteAppState;
  /** Remote views of this app on the page. */
  views: number;
  /** Remote components of this app on the page. */
  components: number;
  meta: Record<string, unknown>;
}

export const emptyRemoteAppEntry = (): RemoteAppEntry => ({ state: RemoteAppState.NotExist, views: 0, components: 0, meta: {} });

/** What a registry change means for the app: it lost its last view, or nothing depends on it any more. */
export type RemoteAppEvent = 'deactivated' | 'unmounted';

export type RemoteAppChange =
  | { ok: true; entry: RemoteAppEntry; events: RemoteAppEvent[] }
  | { ok: false; code: 'transition-not-allowed'; from: RemoteAppState; to: RemoteAppState };

/** Move the app to `to`; a transition the spec does not allow leaves the entry as it is and says so. */
export function transition(entry: RemoteAppEntry, to: RemoteAppState): RemoteAppChange {
  if (!canTransition(entry.state, to)) return { ok: false, code: 'transition-not-allowed', from: entry.state, to };
  return { ok: true, entry: { ...entry, state: to }, events: [] };
}

export type RemoteDependent = 'view' | 'component';

/** A remote view or component of the app was mounted. */
export function attach(entry: RemoteAppEntry, dependent: RemoteDependent): RemoteAppEntry {
  return dependent === 'view' ? { ...entry, views: entry.views + 1 } : { ...entry, components: entry.components + 1 };
}

/**
 * A remote view or component of the app went away. spec 000 §4: losing the
 * last view fires `deactivated`; with no dependent views or components left
 * the app returns to not-exist and `unmounted` fires. Detaching what was
 * never attached changes nothing.
 */
export function detach(entry: RemoteAppEntry, dependent: RemoteDependent): RemoteAppChange & { ok: true } {
  const count = dependent === 'view' ? entry.views : entry.components;
  if (count === 0) return { ok: true, entry, events: [] };
  const next: RemoteAppEntry = dependent === 'view' ? { ...entry, views: count - 1 } : { ...entry, components: count - 1 };
  const events: RemoteAppEvent[] = [];
  if (dependent === 'view' && next.views === 0) events.push('deactivated');
  if (next.views === 0 && next.components === 0) {
    events.push('unmounted');
    // Every state but not-exist may go to not-exist (spec 000 §4), so this never needs the guard's refusal.
    return { ok: true, entry: { ...next, state: RemoteAppState.NotExist }, events };
  }
  return { ok: true, entry: next, events };
}
