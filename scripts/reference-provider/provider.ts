import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DEMO_GAMES } from '../../src/adapters/fake/fake-games-preview';
import { FakeDictionary } from '../../src/adapters/fake/fake-dictionary';
import { DEMO_PLAYER } from '../../src/adapters/fake/fake-session';
import { DEMO_SITE_CONFIG } from '../../src/adapters/fake/fake-site-config';
import { FakeWorld } from '../../src/adapters/fake/fake-world';
import { FakeLine } from '../../src/adapters/fake/line';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import type { Game } from '../../src/domain/line/line';
import type { ClockPort, KeyValueStoragePort } from '../../src/domain/shared';
import { exampleBody, findRoute, loadRoutes, successStatus, type Route } from './openapi-routes';

/**
 * The reference provider: every operation of contracts/openapi served on one
 * origin (service path + operation path), from the fake adapters' demo data
 * where a fake exists (site config, dictionaries, games, the sports line, the
 * demo player) and from the contract's own examples everywhere else. So the
 * demo data has one source (src/adapters/fake and contracts/openapi), and the
 * provider states of contracts/README.md change what it answers.
 */

type Params = Record<string, unknown>;
const memoryStorage = (): KeyValueStoragePort => {
  const values = new Map<string, string>();
  return { get: (k) => values.get(k) ?? null, set: (k, v) => void values.set(k, v), remove: (k) => void values.delete(k) };
};
const systemClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (cb, ms) => {
    const id = setTimeout(cb, ms);
    return { cancel: () => clearTimeout(id) };
  },
  setInterval: (cb, ms) => {
    const id = setInterval(cb, ms);
    return { cancel: () => clearInterval(id) };
  },
};

interface ProviderWorld {
  /** Valid bearer tokens and their players. */
  tokens: Map<string, number>;
  expired: Set<string>;
  /** Browser sessions (the ref_session cookie) and their players. */
  sessions: Map<string, number>;
  /** The player user/gettoken issues a token for when no cookie says otherwise (provider states). */
  tokenUser: { userId: number; token: string } | null;
  failing: Map<string, number>;
  captcha: { answer: string; operation: string } | null;
  fingerprint: { stale: string; fresh: string } | null;
  termsRequired: boolean;
  blocked: { url: string; reason: number } | null;
  limits: unknown[];
  coupons: Set<string>;
  placement: { status: number; body: Params } | null;
  placedByKey: Map<string, { status: number; body: unknown }>;
  seoMissing: Set<string>;
  games: typeof DEMO_GAMES;
  redirect: { from: string; to: string; code: number } | null;
  termsChanged: boolean;
  twoStep: boolean;
}

const freshWorld = (): ProviderWorld => ({
  tokens: new Map(),
  expired: new Set(),
  sessions: new Map(),
  tokenUser: null,
  failing: new Map(),
  captcha: null,
  fingerprint: null,
  termsRequired: false,
  blocked: null,
  limits: [],
  coupons: new Set(['AB12CD']),
  placement: null,
  placedByKey: new Map(),
  seoMissing: new Set(),
  games: DEMO_GAMES,
  redirect: null,
  termsChanged: false,
  twoStep: false,
});

const str = (v: unknown) => String(v);
const num = (v: unknown) => Number(v);

export interface ReferenceProvider {
  server: Server;
  /** Sets up one provider state (contracts/README.md lists them). Unknown states throw. */
  setUp(state: string, params: Params): Params;
  reset(): void;
}

export function createReferenceProvider(): ReferenceProvider {
  const routes = loadRoutes();
  const fakeWorld = new FakeWorld(memoryStorage(), systemClock, '');
  const dictionary = new FakeDictionary(fakeWorld);
  const line = new FakeLine({ clock: systemClock });
  let world = freshWorld();

  const signIn = (p: Params) => {
    world.tokens.set(str(p.token), num(p.userId));
    world.tokenUser = { userId: num(p.userId), token: str(p.token) };
  };

  /** One entry per provider state name: what it sets up. */
  const STATE_SETUP: Record<string, (p: Params) => void> = {
    [PROVIDER_STATES.anonymous]: () => {},
    [PROVIDER_STATES.signedIn]: signIn,
    [PROVIDER_STATES.tokenExpired]: (p) => void world.expired.add(str(p.token)),
    [PROVIDER_STATES.failing]: (p) => void world.failing.set(str(p.operation), num(p.status)),
    [PROVIDER_STATES.captchaRequired]: (p) => void (world.captcha = { answer: str(p.answer), operation: str(p.operation) }),
    [PROVIDER_STATES.fingerprintExpired]: (p) => void (world.fingerprint = { stale: str(p.fingerprint), fresh: str(p.fresh) }),
    [PROVIDER_STATES.termsRequired]: (p) => {
      signIn(p);
      world.termsRequired = true;
    },
    [PROVIDER_STATES.blocked]: (p) => void (world.blocked = { url: str(p.url), reason: num(p.reason) }),
    [PROVIDER_STATES.limitPending]: (p) => {
      signIn(p);
      const type = num(p.limitType);
      world.limits = [{ limitType: type, limitValue: 2000, limitState: 'PENDING', startedAt: 1767312000, endsAt: 1767398400, limitBalance: null, needApprove: true, measure: 'RUB', label: `Limit of type ${type}` }];
    },
    [PROVIDER_STATES.couponExists]: (p) => void world.coupons.add(str(p.code)),
    [PROVIDER_STATES.couponMissing]: (p) => void world.coupons.delete(str(p.code)),
    [PROVIDER_STATES.balanceTooLow]: (p) => {
      signIn(p);
      world.placement = { status: 402, body: { balance: num(p.balance) } };
    },
    [PROVIDER_STATES.oddsChanged]: (p) => {
      signIn(p);
      world.placement = { status: 409, body: { changes: [{ betId: str(p.betId), oldCoef: 1.85, newCoef: num(p.newCoef) }] } };
    },
    [PROVIDER_STATES.stakeOutOfLimits]: (p) => {
      signIn(p);
      world.placement = { status: 422, body: { maxAmount: num(p.maxAmount) } };
    },
    [PROVIDER_STATES.selectionLocked]: (p) => {
      signIn(p);
      world.placement = { status: 423, body: { betIds: [str(p.betId)] } };
    },
    [PROVIDER_STATES.placedBets]: signIn,
    [PROVIDER_STATES.lineOpen]: () => {},
    [PROVIDER_STATES.seoPageMissing]: (p) => void world.seoMissing.add(str(p.path)),
    [PROVIDER_STATES.pageMoved]: (p) => void (world.redirect = { from: str(p.from), to: str(p.to), code: num(p.code) }),
    [PROVIDER_STATES.twoStepRequired]: () => void (world.twoStep = true),
    [PROVIDER_STATES.termsChanged]: (p) => {
      signIn(p);
      world.termsChanged = true;
    },
    [PROVIDER_STATES.gamesListed]: (p) => {
      world.games = DEMO_GAMES.filter((g) => g.id === num(p.gameId));
    },
  };

  const provider: ReferenceProvider = {
    server: createServer((req, res) => {
      handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error), statusCode: 500 }));
    }),
    setUp(state, params) {
      const setup = STATE_SETUP[state];
      if (!setup) throw new Error(`unknown provider state: ${state}`);
      setup(params);
      return {};
    },
    reset() {
      world = freshWorld();
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://provider.local');
    const body = await readBody(req);
    if (url.pathname === '/_pact/provider-states' && req.method === 'POST') {
      const { state, params, action } = JSON.parse(body || '{}') as { state?: string; params?: Params; action?: string };
      if (action === 'teardown') return send(res, 200, {});
      // Every interaction names one state, so each setup starts from a fresh world.
      provider.reset();
      try {
        return send(res, 200, state ? provider.setUp(state, params ?? {}) : {});
      } catch (error) {
        return send(res, 400, { message: String(error) });
      }
    }
    if (url.pathname === '/_health') return send(res, 200, { ok: true });
    const found = findRoute(routes, req.method ?? 'GET', url.pathname);
    if (!found) return send(res, 404, { message: 'Not found', statusCode: 404 });
    const { route, params } = found;
    const failing = world.failing.get(route.operationId);
    if (failing) return send(res, failing, { message: 'Service unavailable', statusCode: failing });

    const cookieSession = /(?:^|;\s*)ref_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    if (bearer && world.expired.has(bearer)) return send(res, 401, { message: 'Token expired', statusCode: 401 });
    const tokenUser = bearer ? world.tokens.get(bearer) ?? null : null;
    if (bearer && tokenUser === null && route.acceptsBearer) return send(res, 401, { message: 'Token expired', statusCode: 401 });
    const userId = tokenUser ?? (cookieSession ? world.sessions.get(cookieSession) ?? null : null);
    if (route.bearer && tokenUser === null) return send(res, 401, { message: 'Token expired', statusCode: 401 });
    if (world.termsRequired && route.bearer) return send(res, 451, { message: 'Terms changed', statusCode: 451, exception_code: 1 });
    if (world.fingerprint && req.headers['x-fingerprint'] === world.fingerprint.stale) {
      return send(res, 400, { message: 'Fingerprint expired', statusCode: 400, error_code: 120 });
    }
    if (world.captcha && route.service !== 'captcha' && world.captcha.operation === route.operationId && req.headers['x-captcha'] !== world.captcha.answer) {
      return send(res, 400, { message: 'Captcha required', statusCode: 400, error_code: 111 });
    }
    const json = body ? (JSON.parse(body) as Params) : {};
    const q = (name: string) => url.searchParams.get(name);
    const ok = (value: unknown, status = Number(successStatus(route))) => send(res, status, value);
    const example = (status = successStatus(route), name?: string) => exampleBody(route, status, name);

    switch (route.operationId) {
      case 'getSiteConfig':
        return ok(siteConfigDto(example() as Params, q('lang') ?? 'en'));
      case 'getDictionary':
        return ok({ lang: q('lang'), keys: await dictionary.load(q('lang') ?? 'en', (q('routeIds') ?? '').split(',')) });
      case 'getBlock': {
        const blocked = world.blocked && world.blocked.url === json.url ? world.blocked : null;
        return ok({ displayTypeId: blocked ? 1 : 0, templateTypeId: blocked ? blocked.reason : null });
      }
      case 'getGamesPreviewLight':
        return ok({ Success: true, Value: { [q('groupId') ?? '7']: world.games.map((g) => ({ GT: g.id, GN: g.name, R: g.route, OR: g.oldRoute ?? null, CRID: [1], GF: null })) } });
      case 'getLineEvents':
      case 'getLiveEvents': {
        const section = route.operationId === 'getLiveEvents' ? 'live' : 'line';
        const games = await line.games({
          section,
          ...(q('sportId') ? { sportId: Number(q('sportId')) } : {}),
          ...(q('champId') ? { champId: Number(q('champId')) } : {}),
          limit: Number(q('count') ?? 50),
        });
        return ok({ events: games.map(eventDto) });
      }
      case 'getSession':
        res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        return void res.end(userId === null ? '' : String(userId));
      case 'getToken': {
        const session = cookieSession ? world.sessions.get(cookieSession) : undefined;
        if (session !== undefined) {
          const token = `ref-${session}-${Date.now().toString(36)}`;
          world.tokens.set(token, session);
          return ok({ token, expiresAt: Math.floor(Date.now() / 1000) + 3600 });
        }
        if (world.tokenUser) return ok({ token: world.tokenUser.token, expiresAt: Math.floor(Date.now() / 1000) + 3600 });
        return send(res, 401, { message: 'No session', statusCode: 401 });
      }
      case 'checkAuthSession':
        return ok({ userId });
      case 'loginSocial':
        if (world.twoStep) return ok({ status: 'two-step-required', twoStepToken: 'ts_4f9a', method: 'sms' });
        return ok(example());
      case 'loginByLogin': {
        if (world.twoStep) return ok({ status: 'two-step-required', twoStepToken: 'ts_4f9a', method: 'sms' });
        const login = decodeCredential(str(json.login));
        const password = decodeCredential(str(json.password));
        if ((login !== DEMO_PLAYER.login && login !== String(DEMO_PLAYER.userId)) || password !== DEMO_PLAYER.password) {
          return send(res, 400, { message: 'Wrong login or password', statusCode: 400, errors: [{ detail: 'Wrong login or password', code: 'login_pass' }] });
        }
        const sid = `s${Math.random().toString(36).slice(2)}`;
        world.sessions.set(sid, DEMO_PLAYER.userId);
        res.setHeader('Set-Cookie', `ref_session=${sid}; Path=/; HttpOnly; SameSite=Lax`);
        return ok({ status: 'success', userId: DEMO_PLAYER.userId });
      }
      case 'logout':
        if (bearer) world.tokens.delete(bearer);
        if (cookieSession) world.sessions.delete(cookieSession);
        res.setHeader('Set-Cookie', 'ref_session=; Path=/; Max-Age=0');
        return ok({ success: true, message: null });
      case 'getPolicyLogo':
        res.writeHead(200, { 'Content-Type': 'image/gif' });
        return void res.end(PIXEL_GIF);
      case 'getLimits':
        return ok(world.limits);
      case 'setLimit':
        return ok({ success: true, title: 'Limit saved' });
      case 'limitAction':
        return ok({ success: true, title: q('action') === '1' ? 'Limit approved' : 'Limit rejected' });
      case 'deleteLimit':
        return ok({ success: true, title: null });
      case 'pingLimits':
        return ok({ sessionRemainingHours: null });
      case 'placeBet': {
        const key = str(req.headers['idempotency-key']);
        const replay = world.placedByKey.get(key);
        if (replay) return send(res, replay.status, replay.body);
        const answer = world.placement
          ? { status: world.placement.status, body: { ...(example(String(world.placement.status)) as Params), ...world.placement.body } }
          : { status: 201, body: { ...(example('201') as Params), amount: json.amount, coef: json.coef } };
        world.placedByKey.set(key, answer);
        return send(res, answer.status, answer.body);
      }
      case 'getCouponByCode':
        if (!world.coupons.has(params[0]!)) return send(res, 404, { message: 'Not found', statusCode: 404 });
        return ok({ ...(example() as Params), code: params[0] });
      case 'getSeoContent':
      case 'getPageVisual':
      case 'getPageData':
        if (world.seoMissing.has(q('path') ?? '')) return send(res, 404, { message: 'Not found', statusCode: 404 });
        return ok(example());
      case 'redirectLight': {
        const moved = world.redirect && world.redirect.from === json.url ? world.redirect : null;
        return ok(moved ? { redirect: true, code: moved.code, url: moved.to, reasons: ['moved'], breadcrumbs: [] } : { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
      }
      case 'getAgreementRulesStatus':
        return ok({ result: world.termsChanged, updatedAt: world.termsChanged ? 1767225600 : null });
      case 'validateCaptcha':
        if (world.captcha && json.captcha === world.captcha.answer) return ok({ success: true, type: 'none', time: nowS(), error_message: null });
        return ok({ success: false, type: 'image', time: nowS(), error_message: 'Wrong code' });
      default: {
        const value = example();
        if (value === undefined) return send(res, 200, {});
        return ok(value);
      }
    }
  }

  return provider;
}

const nowS = () => Math.floor(Date.now() / 1000);

/** The smallest GIF: 1×1, transparent. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Credentials may arrive URL-encoded or as base64 of UTF-8 (spec 001 §5); the demo accepts both. */
function decodeCredential(value: string): string {
  const plain = decodeURIComponent(value);
  if (plain === DEMO_PLAYER.login || plain === DEMO_PLAYER.password || plain === String(DEMO_PLAYER.userId)) return plain;
  try {
    return Buffer.from(value, 'base64').toString('utf8');
  } catch {
    return plain;
  }
}

/** The fake's SiteConfig back on the wire; fields the domain does not carry come from the contract's example. */
function siteConfigDto(example: Params, _lang: string): Params {
  const c = DEMO_SITE_CONFIG;
  return {
    ...example,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    countryCode: c.countryCode,
    companyName: c.companyName,
    maintenance: null,
    customize: { twelveHourCountries: c.twelveHourCountries, minimumAgeIcon: c.minimumAgeIcon, socialLinks: c.socialLinks },
    features: {
      registrationEnabled: c.registrationEnabled,
      registrationAsPage: c.registrationAsPage,
      identificationEnabled: c.identificationEnabled,
      paymentRouteAvailable: c.paymentRouteAvailable,
      paymentRequiresAuth: c.paymentRequiresAuth,
      statisticsEnabled: c.statisticsEnabled,
      loginAvailable: c.loginAvailable,
      isAccountSite: c.isAccountSite,
      promoBonusToOffer: c.promoBonusToOffer,
      slotFirstDepositRedirect: c.slotFirstDepositRedirect,
      rechargeModal: c.rechargeModal,
      termsConfirmation: c.termsConfirmation,
      oneClickEnabled: c.oneClickEnabled,
      idleLogoffMinutes: c.idleLogoffMinutes,
      cookieConsentPopup: c.cookieConsentPopup,
    },
    appVersion: c.appVersion,
    availability: c.availability,
    disabledPathFragments: c.disabledPathFragments,
    blockedPageUrl: c.blockedPageUrl,
  };
}

/** A fake line game as an events-API event: main (first) market only, as lists carry it. */
function eventDto(game: Game): Params {
  const main = game.markets[0];
  return {
    id: game.id,
    sportId: game.sportId,
    sportName: game.sportName,
    champId: game.champId,
    champName: game.champName,
    opponent1: game.home,
    opponent2: game.away,
    startTime: Math.floor(game.startTime / 1000),
    isLive: game.isLive,
    statusId: game.status,
    timeSeconds: game.isLive ? game.timeSeconds : null,
    score: game.isLive ? { full: game.formattedScore || `${game.score.home}:${game.score.away}`, periods: [game.formattedScore || `${game.score.home}:${game.score.away}`] } : null,
    outcomes: (main?.outcomes ?? []).map((o) => ({ market: main!.id, typeId: o.typeId, param: null, coef: o.coef, blockId: 0, isBlocked: o.isBlocked })),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export type { Route };
