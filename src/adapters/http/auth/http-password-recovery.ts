import type {
  CaptchaAnswer,
  EncodedCredential,
  PasswordRecoveryPort,
  RecoveryCodeCheckResult,
  RecoveryCodeRequestResult,
  RecoveryTarget,
  SavePasswordResult,
} from '../../../domain/auth';
import { isCaptchaErrorCode } from '../../../domain/captcha/captcha.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError, messageOf, serverCodeOf, statusOf } from '../http-adapter.error';
import { callOperationByStatus, type BodiesOf } from '../http-outcome';
import { CAPTCHA_HEADER, type Fetch } from '../pipeline/request-pipeline';
import { captchaRequired } from './auth.mapper';

const codeSchemas = {
  200: responseSchemas.requestRecoveryCode['200'],
  400: responseSchemas.requestRecoveryCode['400'],
  404: responseSchemas.requestRecoveryCode['404'],
};
const checkSchemas = { 200: responseSchemas.checkRecoveryCode['200'], 422: responseSchemas.checkRecoveryCode['422'] };
const saveSchemas = { 200: responseSchemas.saveRecoveredPassword['200'], 422: responseSchemas.saveRecoveredPassword['422'] };

/**
 * PasswordRecoveryPort over web-api's designed recovery calls (tag
 * recovery). Every declared answer is a result: a 400 with a captcha error
 * code asks for a captcha, 404 is an unknown player, 422 a refused code or
 * password with the server's reason (analytics only, spec 001 §8; whether a
 * refused code was wrong or late the model decides by `validUntil`). The code
 * is valid until `validUntil`, sent in seconds and handed on in ms.
 * Anything else rejects with an HttpAdapterError, logged with the operation.
 */
export class HttpPasswordRecovery implements PasswordRecoveryPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async requestCode({ target, captcha }: { target: RecoveryTarget; captcha: CaptchaAnswer | null }): Promise<RecoveryCodeRequestResult> {
    const body = target.kind === 'login' ? { login: target.login } : { phone_number: target.phone.number, country_code: target.phone.countryCode };
    const answer = await callOperationByStatus<BodiesOf<typeof codeSchemas>>(this.options.logger, 'requestRecoveryCode', codeSchemas, () =>
      this.client.POST('/api/auth/password-recovery/code', { params: { header: captcha ? { [CAPTCHA_HEADER]: captcha.answer } : {} }, body }),
    );
    switch (answer.status) {
      case 200:
        return { kind: 'code-sent', recoveryId: answer.body.recoveryId, channel: answer.body.channel, validUntil: answer.body.validUntil * 1000 };
      case 404:
        return { kind: 'not-found', errorCode: answer.body.reason };
      case 400: {
        if (isCaptchaErrorCode(serverCodeOf(answer.body))) return captchaRequired();
        const failure = new HttpAdapterError('http', statusOf(answer.body, 400), 'requestRecoveryCode', messageOf(answer.body), serverCodeOf(answer.body));
        this.options.logger.error(failure.message, { operation: failure.operation, code: failure.code, status: failure.status, serverCode: failure.serverCode });
        throw failure;
      }
    }
  }

  async checkCode({ recoveryId, code }: { recoveryId: string; code: string }): Promise<RecoveryCodeCheckResult> {
    const answer = await callOperationByStatus<BodiesOf<typeof checkSchemas>>(this.options.logger, 'checkRecoveryCode', checkSchemas, () =>
      this.client.POST('/api/auth/password-recovery/check', { body: { recoveryId, code } }),
    );
    return answer.status === 200 ? { kind: 'accepted', resetToken: answer.body.resetToken } : { kind: 'rejected', errorCode: answer.body.reason };
  }

  async savePassword({ resetToken, password }: { resetToken: string; password: EncodedCredential }): Promise<SavePasswordResult> {
    const answer = await callOperationByStatus<BodiesOf<typeof saveSchemas>>(this.options.logger, 'saveRecoveredPassword', saveSchemas, () =>
      this.client.POST('/api/auth/password-recovery/password', { body: { resetToken, password } }),
    );
    return answer.status === 200 ? { kind: 'saved', login: answer.body.login } : { kind: 'weak-password', errorCode: answer.body.reason };
  }
}
