import type { CaptchaServicePort, CaptchaState } from '../../../domain/captcha/captcha-service.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { captchaPaths } from '../generated';
import { CaptchaResultSchema, responseSchemas } from '../generated/captcha.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

export const toDomain = (dto: ReturnType<typeof CaptchaResultSchema.parse>): CaptchaState => ({
  success: dto.success,
  type: dto.type,
  time: dto.time,
  errorMessage: dto.error_message,
  image: dto.image ?? null,
});

/** CaptchaServicePort over the captcha API (validate, update, gettime). */
export class HttpCaptchaService implements CaptchaServicePort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<captchaPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async validate(answer: string): Promise<CaptchaState> {
    return toDomain(
      await callOperation(this.options.logger, 'validateCaptcha', responseSchemas.validateCaptcha['200'], () =>
        this.client.POST('/validate', { body: { captcha: answer } }),
      ),
    );
  }

  async update(): Promise<CaptchaState> {
    return toDomain(
      await callOperation(this.options.logger, 'updateCaptcha', responseSchemas.updateCaptcha['200'], () => this.client.GET('/update')),
    );
  }

  async time(): Promise<CaptchaState> {
    return toDomain(
      await callOperation(this.options.logger, 'getCaptchaTime', responseSchemas.getCaptchaTime['200'], () => this.client.GET('/gettime')),
    );
  }
}
