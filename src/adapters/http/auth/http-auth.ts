import type {
  AuthPort,
  CaptchaAnswer,
  LoginResult,
  OAuthCompleteRequest,
  OAuthProvider,
  PasswordLoginRequest,
  PhoneLoginRequest,
  SendSmsRequest,
  SendSmsResult,
  SmsCodeLoginRequest,
  SocialLoginRequest,
  SocialTwoStepRequest,
  TokenLoginRequest,
  TwoStepLoginRequest,
} from '../../../domain/auth';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import { CAPTCHA_HEADER, type Fetch } from '../pipeline/request-pipeline';
import { loginFailureToDomain, loginToDomain, sendSmsFailureToDomain, sendSmsToDomain, type LoginResultDto } from './auth.mapper';

const captchaHeader = (captcha: CaptchaAnswer | null) => (captcha ? { [CAPTCHA_HEADER]: captcha.answer } : {});

/**
 * AuthPort over web-api's login calls (tag auth, designed paths under
 * /api/auth). The two-step calls of the contract take the twoStepToken the
 * first step answered with, so the adapter keeps the last one it received;
 * the port's stateless two-step request is therefore sent as token plus code.
 * OAuth: `oauth` asks startOAuth for the provider's start URL; the
 * provider's callback is exchanged by oauthLogin (completeOAuth).
 */
export class HttpAuth implements AuthPort {
  private readonly client;
  private twoStepToken: string | null = null;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  private async login(operation: string, codeStep: boolean, send: () => ReturnType<typeof this.client.POST>): Promise<LoginResult> {
    let dto: LoginResultDto;
    try {
      dto = await callOperation(this.options.logger, operation, responseSchemas.loginByLogin['200'], send);
    } catch (error) {
      return loginFailureToDomain(error, codeStep);
    }
    this.twoStepToken = dto.status === 'two-step-required' ? dto.twoStepToken : null;
    return loginToDomain(dto);
  }

  loginByPassword(request: PasswordLoginRequest): Promise<LoginResult> {
    return this.login('loginByLogin', false, () =>
      this.client.POST('/api/auth/login', {
        params: { header: captchaHeader(request.captcha) },
        body: { login: request.login, password: request.password, save: request.save, componentsData: request.componentsData ?? '' },
      }),
    );
  }

  loginByPhone(request: PhoneLoginRequest): Promise<LoginResult> {
    return this.login('loginByPhone', false, () =>
      this.client.POST('/api/auth/login/phone', {
        params: { header: captchaHeader(request.captcha) },
        body: { phone_number: request.phone.number, country_code: request.phone.countryCode, password: request.password },
      }),
    );
  }

  loginByToken(request: TokenLoginRequest): Promise<LoginResult> {
    return this.login('loginByToken', false, () =>
      this.client.POST('/api/auth/login/token', { body: { method_id: request.methodId, token: request.token, sign: request.sign, lng: request.lng } }),
    );
  }

  loginSocial(request: SocialLoginRequest): Promise<LoginResult> {
    return this.login('loginSocial', false, () =>
      this.client.POST('/api/auth/login/social', { body: { login: request.login, pass: request.pass, recaptcha_response: request.recaptchaResponse ?? '' } }),
    );
  }

  loginBySmsCode(request: SmsCodeLoginRequest): Promise<LoginResult> {
    return this.login('loginBySmsCode', true, () =>
      this.client.POST('/api/auth/login/sms', { body: { phone_number: request.phone.number, country_code: request.phone.countryCode, code: request.code } }),
    );
  }

  async loginByTwoStepCode(request: TwoStepLoginRequest): Promise<LoginResult> {
    const twoStepToken = this.twoStepToken ?? (await this.firstStepToken(request));
    if (twoStepToken === null) return { kind: 'wrong-credentials', fields: { login: true, password: true } };
    return this.login('loginTwoStep', true, () => this.client.POST('/api/auth/login/two-step', { body: { twoStepToken, code: request.code } }));
  }

  /** The port's two-step request carries the credentials: sign in again for a token when none is held. */
  private async firstStepToken(request: TwoStepLoginRequest): Promise<string | null> {
    await this.loginByPassword({ login: request.login, password: request.password, save: request.save, componentsData: null, captcha: null });
    return this.twoStepToken;
  }

  async loginSocialTwoStep(request: SocialTwoStepRequest): Promise<LoginResult> {
    if (this.twoStepToken === null) await this.loginSocial({ login: request.login, pass: request.pass, recaptchaResponse: null });
    const twoStepToken = this.twoStepToken;
    if (twoStepToken === null) return { kind: 'wrong-credentials', fields: { login: true, password: true } };
    return this.login('loginSocialTwoStep', true, () =>
      this.client.POST('/api/auth/login/social/two-step', { body: { twoStepToken, code: request.code } }),
    );
  }

  async sendSms(request: SendSmsRequest): Promise<SendSmsResult> {
    try {
      const dto = await callOperation(this.options.logger, 'sendLoginSms', responseSchemas.sendLoginSms['200'], () =>
        this.client.POST('/api/auth/sms/send', {
          params: { header: captchaHeader(request.captcha) },
          body: { 'phone-number': request.phone.number, 'phone-code': request.phone.telCode, captcha: request.captcha?.answer ?? '' },
        }),
      );
      return sendSmsToDomain(dto);
    } catch (error) {
      return sendSmsFailureToDomain(error);
    }
  }

  async logout(): Promise<void> {
    const result = await callOperation(this.options.logger, 'logout', responseSchemas.logout['200'], () => this.client.POST('/api/auth/logout'));
    if (!result.success) throw new HttpAdapterError('http', 500, 'logout', result.message ?? 'main_error');
  }

  async rights(): Promise<string[]> {
    const dto = await callOperation(this.options.logger, 'getRights', responseSchemas.getRights['200'], () => this.client.GET('/api/auth/rights'));
    return [...dto.rights];
  }

  /** The contract's OAuth call: exchange the provider's callback code for a session. */
  async completeOAuth(request: OAuthCompleteRequest): Promise<LoginResult> {
    return this.login('oauthLogin', false, () =>
      this.client.POST('/api/auth/oauth', { body: { provider: request.provider, code: request.code, state: request.state, redirect_uri: request.redirectUri } }),
    );
  }

  /** The provider's start URL (designed startOAuth); the provider calls back to oauthLogin. */
  async oauth(provider: OAuthProvider, returnPath: string): Promise<{ redirectUrl: string }> {
    const dto = await callOperation(this.options.logger, 'startOAuth', responseSchemas.startOAuth['200'], () =>
      this.client.GET('/api/auth/oauth/{provider}/start', { params: { path: { provider }, query: { returnPath } } }),
    );
    return { redirectUrl: dto.redirectUrl };
  }
}
