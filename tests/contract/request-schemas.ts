import * as analytics from '../../src/adapters/http/generated/analytics.schemas';
import * as bffConfig from '../../src/adapters/http/generated/bff-config.schemas';
import * as blocks from '../../src/adapters/http/generated/blocks.schemas';
import * as captcha from '../../src/adapters/http/generated/captcha.schemas';
import * as dictionaries from '../../src/adapters/http/generated/dictionaries.schemas';
import * as limitService from '../../src/adapters/http/generated/limit-service.schemas';
import * as microFrontend from '../../src/adapters/http/generated/micro-frontend.schemas';
import * as redirects from '../../src/adapters/http/generated/redirects.schemas';
import * as seo from '../../src/adapters/http/generated/seo.schemas';
import * as socialApi from '../../src/adapters/http/generated/social-api.schemas';
import * as webApi from '../../src/adapters/http/generated/web-api.schemas';
import { loadDocuments } from '../../scripts/reference-provider/openapi-routes';

interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } };
}

/** The generated zod modules by document name; each exports `<Component>Schema`. */
const MODULES: Record<string, Record<string, unknown>> = {
  analytics,
  'bff-config': bffConfig,
  blocks,
  captcha,
  dictionaries,
  'limit-service': limitService,
  'micro-frontend': microFrontend,
  redirects,
  seo,
  'social-api': socialApi,
  'web-api': webApi,
};

const documents = loadDocuments();

/**
 * The generated schema of an operation's JSON request body: the component
 * its requestBody references, as `<Component>Schema`. Null for operations
 * without a JSON body.
 */
export function requestSchemaFor(service: string, operationId: string): Schema | null {
  const doc = documents.get(service) as { paths: Record<string, Record<string, { operationId?: string; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>> };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (op.operationId !== operationId) continue;
      const ref = op.requestBody?.content['application/json']?.schema.$ref;
      if (!ref) return null;
      return (MODULES[service]?.[`${ref.split('/').pop()}Schema`] as Schema | undefined) ?? null;
    }
  }
  return null;
}
