import type { RemoteComponent, RemoteView, RemoteViewPort, RemoteViewRequest } from '../../../domain/remote-view/remote-view.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { microFrontendPaths } from '../generated';
import { RemoteViewSchema, responseSchemas } from '../generated/micro-frontend.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

export const toDomain = (dto: ReturnType<typeof RemoteViewSchema.parse>): RemoteView => ({
  appName: dto.appName,
  title: dto.title,
  head: dto.head,
  scriptsToLoad: [...dto.scriptsToLoad],
  body: dto.body ?? null,
  style: dto.style ?? null,
  cssToLoad: [...(dto.cssToLoad ?? [])],
  codeToEval: dto.codeToEval ?? null,
});

/** spec 000 §7: JSON render mode, API v2, force-spa only when asked. */
const headers = (forceSpa?: boolean) => ({
  'mf-render-mode': 'json' as const,
  'mf-api-version': 'v2' as const,
  ...(forceSpa ? { 'force-spa': 'true' as const } : {}),
});

/**
 * RemoteViewPort over a micro-frontend's render endpoint. Each remote app has
 * its own base URL, so a client is made per call; `origin` resolves relative
 * remote URLs (same-origin apps such as /mf/casino).
 */
export class HttpRemoteView implements RemoteViewPort {
  constructor(private readonly options: { origin: string; fetch: Fetch; logger: LoggerPort }) {}

  private client(remoteUrl: string) {
    const baseUrl = new URL(remoteUrl, this.options.origin).href.replace(/\/$/, '');
    return createHttpClient<microFrontendPaths>({ baseUrl, fetch: this.options.fetch });
  }

  async render(request: RemoteViewRequest): Promise<RemoteView> {
    const client = this.client(request.remoteUrl);
    const dto = await callOperation(this.options.logger, 'getRemoteView', responseSchemas.getRemoteView['200'], () =>
      client.GET('/render', { params: { query: { path: request.path }, header: headers(request.forceSpa) } }),
    );
    return toDomain(dto);
  }

  async renderComponents(request: RemoteViewRequest & { components: RemoteComponent[] }): Promise<RemoteView> {
    const client = this.client(request.remoteUrl);
    const dto = await callOperation(this.options.logger, 'postRemoteComponents', responseSchemas.postRemoteComponents['200'], () =>
      client.POST('/render', { params: { header: headers(request.forceSpa) }, body: { path: request.path, components: request.components } }),
    );
    return toDomain(dto);
  }
}
