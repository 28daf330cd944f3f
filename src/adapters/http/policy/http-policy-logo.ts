import type { PolicyLogo, PolicyLogoPort } from '../../../domain/policy/policy-logo.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { callOperation, type BoundarySchema } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/** The contract declares an image/gif body; anything else is an invalid response. */
const gifSchema: BoundarySchema<Blob> = {
  safeParse: (value) =>
    value instanceof Blob && value.size > 0 && value.type.startsWith('image/gif')
      ? { success: true, data: value }
      : { success: false, error: { issues: [{ path: [], message: 'expected a non-empty image/gif body' }] } },
};

/** PolicyLogoPort over web-api policy/logo.agif. */
export class HttpPolicyLogo implements PolicyLogoPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async load(): Promise<PolicyLogo> {
    const blob = await callOperation(this.options.logger, 'getPolicyLogo', gifSchema, () =>
      this.client.GET('/policy/logo.agif', { parseAs: 'blob', headers: { Accept: 'image/gif' } }),
    );
    return { contentType: blob.type, byteLength: blob.size };
  }
}
