import { isCaptchaErrorCode } from '../../../domain/captcha/captcha.port';
import { FINGERPRINT_ERROR_CODE } from '../../../domain/fingerprint/fingerprint.port';
import { AccountTransferError, type AccountTransferPort, type AccountTransferResult } from '../../../domain/session/account-transfer.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import type { UserConfigPort } from '../../../domain/user-config/user-config.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { callOperation } from '../http-call';
import { CAPTCHA_HEADER, type Fetch } from '../pipeline/request-pipeline';

/**
 * A 400 is the step's own refusal (send-code: no code can go to that phone, contracts/openapi web-api
 * userTransferSendCode 400; check-code: the wrong code). A captcha or fingerprint 400 is the request
 * pipeline's: it reaches here only when the player dismissed the captcha or the fingerprint could not
 * be refreshed, which says nothing about the phone or the code, so it is a plain failure.
 */
const asTransferError = (error: unknown, refusal: 'wrong-code' | 'phone-refused' | 'failed'): AccountTransferError => {
  if (error instanceof AccountTransferError) return error;
  const refused = error instanceof HttpAdapterError && error.status === 400 && !isCaptchaErrorCode(error.serverCode) && error.serverCode !== FINGERPRINT_ERROR_CODE;
  return new AccountTransferError(refused ? refusal : 'failed', error instanceof Error ? error.message : String(error));
};

/**
 * AccountTransferPort over web-api user-transfer send-code, check-code and
 * user-data; whether a transfer is required comes from the user config
 * (isRequiredTransfer).
 */
export class HttpAccountTransfer implements AccountTransferPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort; userConfig: UserConfigPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async sendCode(transferId: number, request: { countryCode: string; phone: string; captcha: string | null }): Promise<void> {
    try {
      const dto = await callOperation(this.options.logger, 'userTransferSendCode', responseSchemas.userTransferSendCode['200'], () =>
        this.client.POST('/api/internal/v1/account/user-transfer/send-code/{id}', {
          params: { path: { id: transferId }, header: request.captcha ? { [CAPTCHA_HEADER]: request.captcha } : {} },
          body: { country_code: request.countryCode, phone: request.phone, captcha: request.captcha ?? '' },
        }),
      );
      if (!dto.success) throw new AccountTransferError('failed', dto.message ?? 'main_error');
    } catch (error) {
      throw asTransferError(error, 'phone-refused');
    }
  }

  async checkCode(transferId: number, code: string): Promise<void> {
    try {
      const dto = await callOperation(this.options.logger, 'userTransferCheckCode', responseSchemas.userTransferCheckCode['200'], () =>
        this.client.POST('/api/internal/v1/account/user-transfer/check-code/{id}', { params: { path: { id: transferId } }, body: { code } }),
      );
      if (!dto.success) throw new AccountTransferError('wrong-code', dto.message ?? 'main_error');
    } catch (error) {
      throw asTransferError(error, 'wrong-code');
    }
  }

  async userData(redirectToken: string | null): Promise<AccountTransferResult> {
    if (!redirectToken) throw new AccountTransferError('failed', 'No redirect token');
    try {
      const dto = await callOperation(this.options.logger, 'userTransferUserData', responseSchemas.userTransferUserData['200'], () =>
        this.client.POST('/api/internal/v1/account/user-transfer/user-data', { body: { redirectToken } }),
      );
      return { status: dto.status, userId: dto.user_id, password: dto.password };
    } catch (error) {
      throw asTransferError(error, 'failed');
    }
  }

  async isRequired(): Promise<boolean> {
    return (await this.options.userConfig.load()).isRequiredTransfer;
  }
}
