import * as z from 'zod/mini';
import type { MaintenanceWindow, SiteConfig } from '../../domain/config';
import type { Limit } from '../../domain/limits';
import type { ClockPort, KeyValueStoragePort, LoggerPort } from '../../domain/shared';
import { siteConfigKnobSchema } from './site-config-knob';

/**
 * The state of the offline world the fake adapters serve. One switch puts it
 * in any state a guard or notice reads: the `fake` query parameter, whose
 * value is URL-encoded JSON merged over the current state, e.g.
 *
 *   /en/?fake={"signedIn":true,"banLevel":53,"banVersion":1}
 *   /en/?fake={"blockingReason":4}
 *   /en/?fake={"config":{"registrationEnabled":false}}
 *   /en/?fake={"configGroups":{"coupon":{"bonusBetEnabled":false}}}
 *   /en/?fake={"maintenance":{"startsInMinutes":60,"durationMinutes":120}}
 *   /en/?fake={"latencyMs":800,"fail":["dictionary"]}
 *   /en/?fake={"reportedAppVersion":"2.0.0"}   (the update notice after 60 s)
 *   /en/?fake={"captcha":true}
 *   /en/?fake={"signedIn":true,"oddsMoves":1}   (the next placement answers odds-changed)
 *   /en/?fake={"lineEpoch":1736164800000}   (the fake line's world began then)
 *   /en/?fake={"signedIn":true,"completedPayments":3}   (the team-cash modal, step one)
 *   /en/?fake={"signedIn":true,"settledCoupons":30}   (30 older settled coupons: the bet history's second page)
 *   /en/?fake={"missingMiddleware":["registration"]}   (registration names a guard the registry lacks: 500)
 *   /en/?fake=reset
 *
 * The state is kept in session storage, so it survives reloads and in-app
 * navigation in that tab. The fake line's epoch (when its world began) is
 * kept in local storage, for the whole browser: the line is a function of
 * the seed and the epoch, so every reload and tab continues one timeline.
 * README "Fake adapters" documents every key.
 */
export interface FakeWorldState {
  signedIn: boolean;
  banLevel: number;
  banVersion: number;
  blockingReason: number | null;
  config: Partial<SiteConfig>;
  /** Config groups (config/group/get) by name, each merged over the demo group of that name (fake-config-groups.ts). */
  configGroups: Record<string, Record<string, unknown>>;
  /** Maintenance relative to page load; null when none is planned. */
  maintenance: { startsInMinutes: number; durationMinutes: number; notifyHoursBefore?: number } | null;
  latencyMs: number;
  /** Operation names that always fail: config, configGroups, dictionary, session, login, logout, block, games, placement, limits (the coupon's), history (the bet history and one placed coupon by its id), get-limits, set-limit, limit-action, delete-limit, limit-ping (the limit service's), payments (the main account's payments list), line-feed (the live feed's batches stop reaching the page, which says updates are paused; `failTimes` drops the next N batches, about 4 a second), remote-view (the micro-frontends' render; `failTimes` fails the next N, which the remote view's retries recover from). */
  fail: string[];
  /** Operation names that fail the next N times, then succeed (a retry recovers). */
  failTimes: Record<string, number>;
  /**
   * The next N placements find every selection's price moved up 0.05 in the
   * line, as if the feed moved it while the request was in flight (the
   * odds-changed answer, fake-bet-placement.ts); each placement uses one.
   */
  oddsMoves: number;
  /** Auth calls (login, SMS, registration, recovery) ask for a captcha until it is answered (fake-auth.ts). */
  captcha: boolean;
  /** The demo account's password after a password recovery; null keeps the demo password. */
  demoPassword: string | null;
  /** The main account's money; null until a bet moves it from the demo money (fake-accounts.ts accountMoney). */
  balance: number | null;
  /** Money of the demo player's other accounts (bonus, extra currencies) by account id, once a bet or a payout moved it. */
  accountBalances: Record<string, number>;
  /** Odds changes per second of the live feed (the benchmark uses 1000); null for the demo pace. */
  feedRate: number | null;
  /** The build version the app-version check reports; null reports the config's version (no update). */
  reportedAppVersion: string | null;
  /** Redirect service answers: landing path → target URL. */
  redirects: Record<string, string>;
  /** Terms changed since the demo player accepted them (confirm-terms). */
  termsChanged: boolean;
  /** The demo player must transfer the account (account-transfer modal). */
  requiredTransfer: boolean;
  /** Convert-account status of the demo player: 0 not allowed, 1 main, 2 additional. */
  convertStatus: number;
  /** Where the one-tap sign-in sends the browser (redirectUrl). */
  oneTapRedirectUrl: string | null;
  /** Which one-tap script the offline site uses: the stand-in, or Google's real script (fails offline). */
  oneTapScript: 'fake' | 'google';
  /** The demo player's active account as the server has it; null: none active (the update loop retries). */
  activeAccountId: number | null;
  /** Currency ids of extra accounts the demo player opened (add currency). */
  addedCurrencyIds: number[];
  /** Demo accounts the player removed (remove currency). */
  removedAccountIds: number[];
  /** The state the fake OAuth start issued last; its callback must bring it back (fake-auth.ts). */
  oauthState: string | null;
  /** When the fake line's world began (ms); null: this browser's first visit (kept in local storage). */
  lineEpoch: number | null;
  /** The demo player's responsible-gaming limits as the limit service holds them; null: the demo limits (fake-limits.ts). */
  rgLimits: Limit[] | null;
  /**
   * When the demo player was signed in (ms on the world clock), oldest first; the current one has no end.
   * Kept by `update` and the load; the demo's session limit counts the signed-in time of the day from them
   * (fake-limits.ts). As a knob it says how long the player has been signed in:
   * `{"signedIn":true,"signedInSpans":[{"from":<ms>,"to":null}]}`.
   */
  signedInSpans: SignedInSpan[];
  /**
   * Completed deposits (status 2) in the demo player's main-account payments list, newest first beside one
   * pending payment (fake-main-account-payments.ts); 3 or 4 bring the team-cash modal (spec 001 §4, §9). The demo
   * player has 12, which fill more than one page of the payment history and bring no modal; 0 empties the list.
   */
  completedPayments: number;
  /** Settled coupons the bet history lists below the ledger's, older than this visit (fake-settled-coupons.ts); 0: none. */
  settledCoupons: number;
  /** Named route guards left out of the route-middleware registry, so a route naming one is a 500 "Unknown middleware" (spec 000 §8). */
  missingMiddleware: string[];
  /**
   * The demo player's security fields of the user config (spec 000 §3), merged over the demo's
   * (fake-user-config.ts): protection_level, protection_methods (any of the five), activation_type,
   * changed_pass_day_count, phone_code, phone_number, user_email. The office's security page shows them.
   */
  userConfig: FakeUserConfigPatch;
}

export interface FakeUserConfigPatch {
  protection_level?: number | null;
  protection_methods?: Partial<Record<'is_changed_password' | 'enable_two_factor_auth' | 'enable_phone_binding' | 'enable_security_question' | 'enable_email_auth', boolean>>;
  activation_type?: 0 | 1 | 2 | 3;
  changed_pass_day_count?: number | null;
  phone_code?: string | null;
  phone_number?: string | null;
  user_email?: string | null;
}

export interface SignedInSpan {
  from: number;
  to: number | null;
}

/** How long a closed sign-in span is kept: the session limit counts one day, so two cover any time zone. */
export const SIGNED_IN_SPANS_KEPT_MS = 2 * 86_400_000;
const SIGNED_IN_SPANS_MAX = 100;

/** The spans after the player is (still) signed in or out at `now`: a sign-in opens one, a sign-out closes it. */
export function withSignedIn(spans: readonly SignedInSpan[], signedIn: boolean, now: number): SignedInSpan[] {
  const last = spans.at(-1);
  const open = last !== undefined && last.to === null;
  const next =
    signedIn && !open ? [...spans, { from: now, to: null }] : !signedIn && open ? [...spans.slice(0, -1), { from: last.from, to: Math.max(last.from, now) }] : [...spans];
  return next.filter((span) => span.to === null || span.to >= now - SIGNED_IN_SPANS_KEPT_MS).slice(-SIGNED_IN_SPANS_MAX);
}

/** Signed-in time (ms) between `from` and `to`, an open span counting up to `to`. */
export function signedInMs(spans: readonly SignedInSpan[], from: number, to: number): number {
  return spans.reduce((sum, span) => sum + Math.max(0, Math.min(span.to ?? to, to) - Math.max(span.from, from)), 0);
}

/** The demo player's completed payments: enough for a payment history of two pages, not 3 or 4 (no team-cash modal). */
export const DEMO_COMPLETED_PAYMENTS = 12;

export const DEFAULT_FAKE_WORLD: FakeWorldState = {
  signedIn: false,
  banLevel: 0,
  banVersion: 0,
  blockingReason: null,
  config: {},
  configGroups: {},
  maintenance: null,
  latencyMs: 0,
  fail: [],
  failTimes: {},
  oddsMoves: 0,
  captcha: false,
  demoPassword: null,
  balance: null,
  accountBalances: {},
  feedRate: null,
  reportedAppVersion: null,
  redirects: {},
  termsChanged: false,
  requiredTransfer: false,
  convertStatus: 0,
  oneTapRedirectUrl: null,
  oneTapScript: 'fake',
  activeAccountId: 5001,
  addedCurrencyIds: [],
  removedAccountIds: [],
  oauthState: null,
  lineEpoch: null,
  rgLimits: null,
  signedInSpans: [],
  completedPayments: DEMO_COMPLETED_PAYMENTS,
  settledCoupons: 0,
  missingMiddleware: [],
  userConfig: {},
};

const finite = z.number().check(z.refine(Number.isFinite));
/** An epoch in ms: from 2000 to 2100, enough to reject garbage and keep every game time safe. */
const epochSchema = z.int().check(z.gte(946_684_800_000), z.lte(4_102_444_800_000));
const worldPatch = z.partial(
  z.object({
    signedIn: z.boolean(),
    banLevel: z.int(),
    banVersion: z.int(),
    blockingReason: z.nullable(z.int()),
    config: siteConfigKnobSchema,
    configGroups: z.record(z.string(), z.record(z.string(), z.unknown())),
    maintenance: z.nullable(
      z.object({ startsInMinutes: finite, durationMinutes: finite, notifyHoursBefore: z.optional(finite) }),
    ),
    latencyMs: z.int().check(z.gte(0), z.lte(60000)),
    fail: z.array(z.string()),
    failTimes: z.record(z.string(), z.int().check(z.gte(0))),
    oddsMoves: z.int().check(z.gte(0), z.lte(100)),
    captcha: z.boolean(),
    demoPassword: z.nullable(z.string().check(z.maxLength(200))),
    balance: z.nullable(finite.check(z.gte(0))),
    accountBalances: z.record(z.string(), finite.check(z.gte(0))),
    feedRate: z.nullable(z.int().check(z.gte(1), z.lte(100000))),
    reportedAppVersion: z.nullable(z.string().check(z.maxLength(100))),
    redirects: z.record(z.string(), z.string()),
    termsChanged: z.boolean(),
    requiredTransfer: z.boolean(),
    convertStatus: z.int().check(z.gte(0), z.lte(2)),
    oneTapRedirectUrl: z.nullable(z.string()),
    oneTapScript: z.enum(['fake', 'google']),
    activeAccountId: z.nullable(z.int()),
    addedCurrencyIds: z.array(z.int()),
    removedAccountIds: z.array(z.int()),
    oauthState: z.nullable(z.string().check(z.maxLength(100))),
    signedInSpans: z.array(z.object({ from: finite, to: z.nullable(finite) })).check(z.maxLength(SIGNED_IN_SPANS_MAX)),
    lineEpoch: z.nullable(epochSchema),
    completedPayments: z.int().check(z.gte(0), z.lte(1000)),
    settledCoupons: z.int().check(z.gte(0), z.lte(500)),
    missingMiddleware: z.array(z.string().check(z.maxLength(100))),
    userConfig: z.partial(
      z.object({
        protection_level: z.nullable(z.int().check(z.gte(0), z.lte(100))),
        protection_methods: z.partial(
          z.object({
            is_changed_password: z.boolean(),
            enable_two_factor_auth: z.boolean(),
            enable_phone_binding: z.boolean(),
            enable_security_question: z.boolean(),
            enable_email_auth: z.boolean(),
          }),
        ),
        activation_type: z.literal([0, 1, 2, 3]),
        changed_pass_day_count: z.nullable(z.int().check(z.gte(0), z.lte(100_000))),
        phone_code: z.nullable(z.string().check(z.maxLength(10))),
        phone_number: z.nullable(z.string().check(z.maxLength(30))),
        user_email: z.nullable(z.string().check(z.maxLength(200))),
      }),
    ),
    rgLimits: z.nullable(
      z.array(
        z.object({
          limitType: z.int(),
          limitValue: finite,
          limitState: z.enum(['ACTIVE', 'PENDING', 'INACTIVE']),
          startedAt: z.int(),
          endsAt: z.int(),
          limitBalance: z.nullable(finite),
          needApprove: z.boolean(),
          measure: z.string().check(z.maxLength(20)),
          label: z.string().check(z.maxLength(200)),
        }),
      ),
    ),
  }),
);

export const FAKE_WORLD_STORAGE_KEY = 'fake-world';
/** Local storage key of the fake line's epoch: one timeline per browser, whatever the tab. */
export const FAKE_WORLD_EPOCH_STORAGE_KEY = 'fake-world-epoch';

export type FakeWorldParseResult = { state: FakeWorldState; error: string | null };

/** Apply a `fake` query value to a state. A malformed value changes nothing and says why. */
export function applyFakeQuery(state: FakeWorldState, raw: string | null): FakeWorldParseResult {
  if (raw === null || raw === '') return { state, error: null };
  if (raw === 'reset') return { state: DEFAULT_FAKE_WORLD, error: null };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { state, error: 'fake: not JSON' };
  }
  const parsed = worldPatch.safeParse(json);
  if (!parsed.success) return { state, error: `fake: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const patch = parsed.data;
  const config: Partial<SiteConfig> = { ...state.config, ...patch.config };
  return {
    state: {
      ...state,
      ...patch,
      config,
      configGroups: mergeGroups(state.configGroups, patch.configGroups ?? {}),
    } as FakeWorldState,
    error: null,
  };
}

function readEpoch(raw: string | null): number | null {
  const parsed = epochSchema.safeParse(raw === null ? null : Number(raw));
  return parsed.success ? parsed.data : null;
}

function mergeGroups(
  current: Record<string, Record<string, unknown>>,
  patch: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const merged = { ...current };
  for (const [name, group] of Object.entries(patch)) merged[name] = { ...current[name], ...group };
  return merged;
}

/** The mutable world shared by every fake adapter of one page. */
export class FakeWorld {
  state: FakeWorldState;
  readonly loadedAt: number;

  /**
   * When the fake line's world began: the `lineEpoch` knob, else the epoch
   * this browser stored on its first visit, else now (stored for the next
   * load). `?fake=reset` starts a new one.
   */
  readonly lineEpoch: number;

  constructor(
    private readonly storage: KeyValueStoragePort,
    readonly clock: ClockPort,
    search: string,
    /** Browser-wide storage for the line's epoch; the tab's storage when not given (tests). */
    local: KeyValueStoragePort = storage,
    /** Where a malformed `fake` value, or a stored state that no longer parses, is said. */
    logger?: Pick<LoggerPort, 'warn'>,
  ) {
    this.loadedAt = clock.now();
    // A stored state that does not parse (an older build's, or one a bug let through) is dropped for the defaults,
    // so a bad state never sticks for the tab (QA10 #13).
    const stored = applyFakeQuery(DEFAULT_FAKE_WORLD, storage.get(FAKE_WORLD_STORAGE_KEY));
    if (stored.error) logger?.warn('fake: the stored state was dropped', { error: stored.error });
    const query = new URLSearchParams(search).get('fake');
    const fromQuery = applyFakeQuery(stored.state, query);
    if (fromQuery.error) logger?.warn('fake: the value was ignored', { error: fromQuery.error });
    // A sign-in by the knob opens a span; a sign-out by it (or a reset) closes the open one.
    this.state = { ...fromQuery.state, signedInSpans: withSignedIn(fromQuery.state.signedInSpans, fromQuery.state.signedIn, this.loadedAt) };
    this.queryError = fromQuery.error;
    this.persist();
    const kept = query === 'reset' ? null : readEpoch(local.get(FAKE_WORLD_EPOCH_STORAGE_KEY));
    this.lineEpoch = this.state.lineEpoch ?? kept ?? this.loadedAt;
    if (this.lineEpoch !== kept) local.set(FAKE_WORLD_EPOCH_STORAGE_KEY, String(this.lineEpoch));
  }

  /** Why the `fake` query was ignored, if it was. */
  readonly queryError: string | null;

  update(patch: Partial<FakeWorldState>): void {
    const signedIn = patch.signedIn ?? this.state.signedIn;
    this.state = { ...this.state, ...patch, signedInSpans: withSignedIn(patch.signedInSpans ?? this.state.signedInSpans, signedIn, this.clock.now()) };
    this.persist();
  }

  /** Whether this call of `operation` fails; a `failTimes` entry is used up by each failure. */
  fails(operation: string): boolean {
    if (this.state.fail.includes(operation)) return true;
    const left = this.state.failTimes[operation] ?? 0;
    if (left <= 0) return false;
    this.update({ failTimes: { ...this.state.failTimes, [operation]: left - 1 } });
    return true;
  }

  /** Wait the configured latency, then fail when the operation is set to fail. */
  async respond<T>(operation: string, produce: () => T): Promise<T> {
    if (this.state.latencyMs > 0) {
      await new Promise<void>((resolve) => this.clock.setTimeout(resolve, this.state.latencyMs));
    }
    if (this.fails(operation)) throw new Error(`Fake ${operation} failure`);
    return produce();
  }

  maintenanceWindow(): MaintenanceWindow | null {
    const m = this.state.maintenance;
    if (!m) return null;
    const startAt = this.loadedAt + m.startsInMinutes * 60_000;
    const finishAt = startAt + m.durationMinutes * 60_000;
    // spec 001 §9: default maintenance notice window is 24 h before the start
    const notifyStartDate = startAt - (m.notifyHoursBefore ?? 24) * 3_600_000;
    return { notifyStartDate, notifyEndDate: finishAt, startAt, finishAt };
  }

  private persist(): void {
    this.storage.set(FAKE_WORLD_STORAGE_KEY, JSON.stringify(this.state));
  }
}
