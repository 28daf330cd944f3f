import {
  isOAuthProvider,
  type CaptchaAnswer,
  type FullRegistration,
  type OneClickRegistration,
  type PhoneRegistration,
  type RegistrationCommon,
  type RegistrationField,
  type RegistrationOptions,
  type RegistrationPort,
  type RegistrationResult,
  type SocialRegistration,
} from '../../../domain/auth';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { isCaptchaErrorCode } from '../../../domain/captcha/captcha.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas, type RegistrationInvalidSchema, type RegistrationRequestSchema } from '../generated/web-api.schemas';
import { HttpAdapterError, messageOf, serverCodeOf, statusOf } from '../http-adapter.error';
import { callOperation } from '../http-call';
import { callOperationByStatus, type BodiesOf } from '../http-outcome';
import { CAPTCHA_HEADER, type Fetch } from '../pipeline/request-pipeline';
import { captchaRequired, isServerFailure } from './auth.mapper';

type RegistrationRequestDto = ReturnType<typeof RegistrationRequestSchema.parse>;
type InvalidFields = ReturnType<typeof RegistrationInvalidSchema.parse>['fields'];
type FieldCode = NonNullable<InvalidFields[keyof InvalidFields]>;

/** The wire's field names (snake case) and the form fields they are. */
const FIELDS: Record<keyof InvalidFields, RegistrationField> = {
  email: 'email',
  phone_number: 'phone',
  password: 'password',
  first_name: 'firstName',
  last_name: 'lastName',
  ref_code: 'refCode',
  country_id: 'countryId',
  currency_id: 'currencyId',
};

/**
 * The server sends a reason code per field; the form shows a dictionary key.
 * Codes without a text of their own for that field fall back to "required"
 * (the field is highlighted, the player sees which one).
 */
function fieldErrorKey(field: RegistrationField, code: FieldCode): string {
  switch (field) {
    case 'email':
      return code === 'taken' ? 'registration_error_email_taken' : code === 'required' ? 'registration_error_required' : 'registration_error_email';
    case 'phone':
      return code === 'taken' ? 'registration_error_phone_taken' : code === 'required' ? 'auth_error_phone_empty' : 'auth_error_phone_length';
    case 'password':
      return code === 'too_short' ? 'auth_error_password_short' : 'registration_error_required';
    case 'refCode':
      return 'registration_error_promo';
    default:
      return 'registration_error_required';
  }
}

const registerSchemas = {
  201: responseSchemas.register['201'],
  400: responseSchemas.register['400'],
  422: responseSchemas.register['422'],
};

/**
 * RegistrationPort over web-api's designed registration calls (tag
 * registration): the options the forms offer, and one `register` call whose
 * body says which of the four types it is. Outcomes are statuses: 201
 * registered (the session cookie signs the player in), 400 with a captcha
 * error code asks for a captcha, 422 names the rejected fields. Anything else
 * (network, 5xx, a body the contract does not allow) rejects with an
 * HttpAdapterError, logged with the operation name; the form keeps its values.
 */
export class HttpRegistration implements RegistrationPort {
  private readonly client;

  constructor(private readonly deps: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: deps.baseUrl, fetch: deps.fetch });
  }

  async options(lang: string): Promise<RegistrationOptions> {
    const dto = await callOperation(this.deps.logger, 'getRegistrationOptions', responseSchemas.getRegistrationOptions['200'], () =>
      this.client.GET('/api/auth/registration/options', { params: { query: { lng: lang } } }),
    );
    return {
      countries: dto.countries.map((c) => ({ id: c.id, name: c.name, code: c.code })),
      currencies: dto.currencies.map((c) => ({ id: c.id, iso: c.iso })),
      bonuses: dto.bonuses.map((b) => ({ id: b.id, choice: b.choice })),
      defaultCountryId: dto.default_country_id,
      defaultCurrencyId: dto.default_currency_id,
      // Providers the site has no sign-in button for are left out.
      socialProviders: dto.social_providers.filter(isOAuthProvider),
    };
  }

  oneClick(request: OneClickRegistration): Promise<RegistrationResult> {
    return this.register(request.captcha, { type: 'one_click', ...common(request) });
  }

  phone(request: PhoneRegistration): Promise<RegistrationResult> {
    return this.register(request.captcha, {
      type: 'phone',
      ...common(request),
      phone_number: request.phone.number,
      country_code: request.phone.countryCode,
      password: request.password,
    });
  }

  full(request: FullRegistration): Promise<RegistrationResult> {
    return this.register(request.captcha, {
      type: 'full',
      ...common(request),
      email: request.email,
      password: request.password,
      first_name: request.firstName,
      last_name: request.lastName,
    });
  }

  social(request: SocialRegistration): Promise<RegistrationResult> {
    return this.register(request.captcha, { type: 'social', ...common(request), provider: request.provider });
  }

  private async register(captcha: CaptchaAnswer | null, body: RegistrationRequestDto): Promise<RegistrationResult> {
    let answer: Awaited<ReturnType<typeof callOperationByStatus<BodiesOf<typeof registerSchemas>>>>;
    try {
      answer = await callOperationByStatus<BodiesOf<typeof registerSchemas>>(this.deps.logger, 'register', registerSchemas, () =>
        this.client.POST('/api/auth/registration', { params: { header: captcha ? { [CAPTCHA_HEADER]: captcha.answer } : {} }, body }),
      );
    } catch (error) {
      // A 5xx or an unreadable answer is the server's failure (QA14 #3), as the login says it; a network failure stays one.
      if (isServerFailure(error)) return { kind: 'server-error' };
      throw error;
    }
    switch (answer.status) {
      case 201:
        return {
          kind: 'registered',
          userId: answer.body.userId,
          type: answer.body.type,
          credentials: answer.body.credentials ? { login: answer.body.credentials.login, password: answer.body.credentials.password } : null,
        };
      case 422: {
        const fields: Partial<Record<RegistrationField, string>> = {};
        for (const [wire, code] of Object.entries(answer.body.fields) as [keyof InvalidFields, FieldCode | undefined][]) {
          if (code !== undefined) fields[FIELDS[wire]] = fieldErrorKey(FIELDS[wire], code);
        }
        return { kind: 'invalid', fields };
      }
      case 400: {
        if (isCaptchaErrorCode(serverCodeOf(answer.body))) return captchaRequired();
        // Any other 400 is a request the contract does not expect from us: an error, logged.
        const failure = new HttpAdapterError('http', statusOf(answer.body, 400), 'register', messageOf(answer.body), serverCodeOf(answer.body));
        this.deps.logger.error(failure.message, { operation: 'register', code: failure.code, status: failure.status, serverCode: failure.serverCode });
        throw failure;
      }
    }
  }
}

const common = (request: RegistrationCommon) => ({
  country_id: request.countryId,
  currency_id: request.currencyId,
  ref_code: request.refCode,
  first_deposit_bonus_choice: request.firstDepositBonusChoice,
});
