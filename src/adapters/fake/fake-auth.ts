import {
  decodeCredential,
  type AuthPort,
  type CaptchaAnswer,
  type CaptchaRequired,
  type LoginResult,
  type OAuthCompleteRequest,
  type OAuthProvider,
  oauthCallbackPath,
  type PasswordLoginRequest,
  type PhoneLoginRequest,
  type PhoneNumber,
  type SendSmsRequest,
  type SendSmsResult,
  type SmsCodeLoginRequest,
  type SocialLoginRequest,
  type SocialTwoStepRequest,
  type TokenLoginRequest,
  type TwoStepLoginRequest,
} from '../../domain/auth';
import { splitLanguagePrefix } from '../../domain/routing';
import { DEMO_PLAYER } from './fake-session';
import type { FakeWorld } from './fake-world';

/**
 * The offline auth service. Every account signs in as the demo player (the
 * fake session knows one player); what differs is how:
 *
 * | way                     | what works                                             |
 * |-------------------------|--------------------------------------------------------|
 * | e-mail or id + password | demo / 1001 / demo@example.com + demo1234              |
 * | two-step account        | twostep + demo1234, then code 123456                   |
 * | blocked account         | blocked + demo1234 → blocked                           |
 * | phone + password        | +7 9161234567 (Russia) or +44 7700900123 (UK), demo1234 |
 * | SMS                     | either demo phone; the code is always 1234             |
 * | token                   | auth_method_id=1, auth_token=demo-token, auth_sign=demo-sign |
 * | social                  | any login with pass demo-social                        |
 * | OAuth                   | any provider: the fake provider returns at once to the callback route with code demo-oauth-code |
 *
 * A password recovery replaces demo1234 with the new password
 * (world.state.demoPassword). With `?fake={"captcha":true}` every call that
 * takes a captcha asks for one until it carries the answer: the digits of
 * FAKE_CAPTCHA.prompt.
 */
export const FAKE_AUTH = {
  twoStepLogin: 'twostep',
  twoStepCode: '123456',
  blockedLogin: 'blocked',
  email: 'demo@example.com',
  smsCode: '1234',
  phones: [
    { countryCode: 'ru', telCode: '7', number: '9161234567' },
    { countryCode: 'gb', telCode: '44', number: '7700900123' },
  ] as readonly PhoneNumber[],
  token: { methodId: 1, token: 'demo-token', sign: 'demo-sign' },
  socialPass: 'demo-social',
  oauthCode: 'demo-oauth-code',
  smsResendSeconds: 60,
} as const;

export const FAKE_CAPTCHA = { id: 'fake-captcha', prompt: '4719', imageUrl: null } as const;

export class FakeAuthError extends Error {
  constructor(readonly code: 'bad-encoding') {
    super(code);
  }
}

/** Shared by the auth, registration and recovery fakes: the captcha knob. */
export function fakeCaptchaGate(world: FakeWorld, answer: CaptchaAnswer | null): CaptchaRequired | null {
  if (!world.state.captcha) return null;
  if (answer && answer.id === FAKE_CAPTCHA.id && answer.answer.trim() === FAKE_CAPTCHA.prompt) return null;
  return { kind: 'captcha-required', challenge: { ...FAKE_CAPTCHA } };
}

export const isDemoPhone = (phone: PhoneNumber): boolean =>
  FAKE_AUTH.phones.some((p) => p.telCode === phone.telCode && p.number === phone.number);

export const demoPasswordOf = (world: FakeWorld): string => world.state.demoPassword ?? DEMO_PLAYER.password;

function decoded(value: string): string {
  const plain = decodeCredential(value);
  // A raw password reaching the service is a bug in the caller, not a wrong password.
  if (plain === null) throw new FakeAuthError('bad-encoding');
  return plain;
}

export class FakeAuth implements AuthPort {
  constructor(private readonly world: FakeWorld) {}

  loginByPassword(request: PasswordLoginRequest): Promise<LoginResult> {
    return this.world.respond('login', () => {
      const captcha = fakeCaptchaGate(this.world, request.captcha);
      if (captcha) return captcha;
      const login = decoded(request.login).trim().toLowerCase();
      const password = decoded(request.password);
      const known = this.isDemoLogin(login) || login === FAKE_AUTH.twoStepLogin || login === FAKE_AUTH.blockedLogin;
      const passwordOk = password === demoPasswordOf(this.world);
      if (!known || !passwordOk) return { kind: 'wrong-credentials', fields: { login: !known, password: !passwordOk } };
      if (login === FAKE_AUTH.blockedLogin) return { kind: 'blocked', until: null };
      if (login === FAKE_AUTH.twoStepLogin) return { kind: 'two-step-required' };
      return this.signIn();
    });
  }

  loginByPhone(request: PhoneLoginRequest): Promise<LoginResult> {
    return this.world.respond('login', () => {
      const captcha = fakeCaptchaGate(this.world, request.captcha);
      if (captcha) return captcha;
      const known = isDemoPhone(request.phone);
      const passwordOk = decoded(request.password) === demoPasswordOf(this.world);
      if (!known || !passwordOk) return { kind: 'wrong-credentials', fields: { login: !known, password: !passwordOk } };
      return this.signIn();
    });
  }

  loginByToken(request: TokenLoginRequest): Promise<LoginResult> {
    return this.world.respond('login', () => {
      const { methodId, token, sign } = FAKE_AUTH.token;
      if (request.methodId !== methodId || request.token !== token || request.sign !== sign) {
        return { kind: 'wrong-credentials', fields: { login: true, password: true } };
      }
      return this.signIn();
    });
  }

  loginSocial(request: SocialLoginRequest): Promise<LoginResult> {
    return this.world.respond('login', () =>
      request.pass === FAKE_AUTH.socialPass && request.login !== ''
        ? this.signIn()
        : { kind: 'wrong-credentials', fields: { login: false, password: true } },
    );
  }

  loginBySmsCode(request: SmsCodeLoginRequest): Promise<LoginResult> {
    return this.world.respond('login', () => {
      if (!isDemoPhone(request.phone)) return { kind: 'wrong-credentials', fields: { login: true, password: false } };
      return request.code.trim() === FAKE_AUTH.smsCode ? this.signIn() : { kind: 'wrong-code' };
    });
  }

  loginByTwoStepCode(request: TwoStepLoginRequest): Promise<LoginResult> {
    return this.world.respond('login', () => {
      const login = decoded(request.login).trim().toLowerCase();
      const passwordOk = decoded(request.password) === demoPasswordOf(this.world);
      const known = login === FAKE_AUTH.twoStepLogin || this.isDemoLogin(login);
      if (!known || !passwordOk) return { kind: 'wrong-credentials', fields: { login: !known, password: !passwordOk } };
      // The demo account has no two-step protection: its password alone signs in.
      if (login !== FAKE_AUTH.twoStepLogin) return this.signIn();
      return request.code.trim() === FAKE_AUTH.twoStepCode ? this.signIn() : { kind: 'wrong-code' };
    });
  }

  loginSocialTwoStep(request: SocialTwoStepRequest): Promise<LoginResult> {
    return this.world.respond('login', () =>
      request.code.trim() === FAKE_AUTH.twoStepCode && request.pass === FAKE_AUTH.socialPass
        ? this.signIn()
        : { kind: 'wrong-code' },
    );
  }

  sendSms(request: SendSmsRequest): Promise<SendSmsResult> {
    return this.world.respond('sms', () => {
      const captcha = fakeCaptchaGate(this.world, request.captcha);
      if (captcha) return captcha;
      if (!isDemoPhone(request.phone)) return { kind: 'unknown-phone' };
      return { kind: 'sent', resendAfterSeconds: FAKE_AUTH.smsResendSeconds };
    });
  }

  logout(): Promise<void> {
    return this.world.respond('logout', () => {
      this.world.update({ signedIn: false, banLevel: 0, banVersion: 0 });
    });
  }

  rights(): Promise<string[]> {
    return this.world.respond('rights', () => (this.world.state.signedIn ? ['bet', 'deposit', 'withdraw'] : []));
  }

  /**
   * The fake provider agrees at once: the browser goes straight to our
   * callback route (in the return path's language) with the demo code and a
   * fresh state, as a real provider would after the player said yes.
   */
  oauth(provider: OAuthProvider, returnPath: string): Promise<{ redirectUrl: string }> {
    return this.world.respond('oauth', () => {
      const lng = splitLanguagePrefix(returnPath.split(/[?#]/, 1)[0] ?? '').lng ?? 'en';
      const state = `demo-${Math.random().toString(36).slice(2, 12)}`;
      this.world.update({ oauthState: state });
      const query = new URLSearchParams({ code: FAKE_AUTH.oauthCode, state });
      return { redirectUrl: `${oauthCallbackPath(lng, provider)}?${query.toString()}` };
    });
  }

  /** The demo code with the state last issued signs the demo player in; a state is good once. */
  completeOAuth(request: OAuthCompleteRequest): Promise<LoginResult> {
    return this.world.respond('oauth-login', () => {
      const issued = this.world.state.oauthState;
      this.world.update({ oauthState: null });
      if (issued === null || request.state !== issued || request.code !== FAKE_AUTH.oauthCode) return { kind: 'wrong-code' };
      return this.signIn();
    });
  }

  private isDemoLogin(login: string): boolean {
    return login === DEMO_PLAYER.login || login === String(DEMO_PLAYER.userId) || login === FAKE_AUTH.email;
  }

  private signIn(): LoginResult {
    this.world.update({ signedIn: true });
    return { kind: 'success', userId: DEMO_PLAYER.userId };
  }
}
