import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { responseSchemasByService } from '../../src/adapters/http/generated';
import * as schemaModules from './request-schemas';
import { findRoute, loadDocuments, loadRoutes, type Route } from '../../scripts/reference-provider/openapi-routes';

/**
 * The pacts and the OpenAPI documents tell one story:
 * - every OpenAPI operation has at least one Pact interaction;
 * - every interaction's request is an operation of its provider's document
 *   (method and path), sends the required query and header parameters with
 *   values their schemas allow, and a JSON body the request schema accepts;
 * - every interaction's response status is declared, and its JSON body (the
 *   example values, matchers removed) validates against the generated zod
 *   schema of that operation and status.
 */
const PACT_DIR = resolve(__dirname, '../../contracts/pacts');
type Json = Record<string, unknown>;
interface Interaction {
  description: string;
  request: { method: string; path: string; query?: Record<string, string[]>; headers?: Record<string, string[]>; body?: { content?: unknown; contentType?: string } };
  response: { status: number; body?: { content?: unknown; contentType?: string; encoded?: unknown } };
}
interface PactFile {
  provider: { name: string };
  interactions: Interaction[];
}

const documents = loadDocuments();
const routes = loadRoutes(documents);
const pacts: PactFile[] = existsSync(PACT_DIR)
  ? readdirSync(PACT_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(resolve(PACT_DIR, f), 'utf8')) as PactFile)
  : [];

const deref = (doc: Json, node: Json): Json =>
  typeof node.$ref === 'string' ? deref(doc, node.$ref.slice(2).split('/').reduce<Json>((at, k) => at[k] as Json, doc)) : node;

/** A query or header value against the small JSON-schema subset the contracts use for parameters. */
function parameterProblem(doc: Json, schemaNode: Json, value: string): string | null {
  const schema = deref(doc, schemaNode);
  if (Array.isArray(schema.enum) && !schema.enum.map(String).includes(value)) return `not one of ${JSON.stringify(schema.enum)}`;
  if (schema.type === 'integer' && !/^-?\d+$/.test(value)) return 'not an integer';
  if (schema.type === 'boolean' && value !== 'true' && value !== 'false') return 'not a boolean';
  if (schema.type === 'integer' && typeof schema.minimum === 'number' && Number(value) < schema.minimum) return `below ${schema.minimum}`;
  if (schema.type === 'integer' && typeof schema.maximum === 'number' && Number(value) > schema.maximum) return `above ${schema.maximum}`;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) return `does not match ${schema.pattern}`;
  if (schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return 'not a uuid';
  if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'not a date';
  return null;
}

function requestProblems(route: Route, interaction: Interaction): string[] {
  const problems: string[] = [];
  const doc = route.document;
  const headers = Object.fromEntries(Object.entries(interaction.request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v[0] ?? '']));
  const query = Object.fromEntries(Object.entries(interaction.request.query ?? {}).map(([k, v]) => [k, v[0] ?? '']));
  for (const node of (route.operation.parameters ?? []) as Json[]) {
    const p = deref(doc, node) as { name: string; in: string; required?: boolean; schema: Json };
    if (p.in === 'path') continue;
    const value = p.in === 'query' ? query[p.name] : p.in === 'header' ? headers[p.name.toLowerCase()] : undefined;
    if (value === undefined) {
      if (p.required) problems.push(`missing required ${p.in} parameter ${p.name}`);
      continue;
    }
    const problem = parameterProblem(doc, p.schema, value);
    if (problem) problems.push(`${p.in} ${p.name}=${value}: ${problem}`);
  }
  const declared = new Set(((route.operation.parameters ?? []) as Json[]).map((n) => (deref(doc, n) as { name: string; in: string }).name));
  for (const name of Object.keys(query)) if (!declared.has(name)) problems.push(`undeclared query parameter ${name}`);
  if (route.bearer && !headers.authorization?.startsWith('Bearer ')) problems.push('bearer required but no Authorization header');
  const requestBody = route.operation.requestBody as Json | undefined;
  const content = interaction.request.body?.content;
  const declaredTypes = Object.keys((requestBody?.content ?? {}) as Json);
  // A multipart form's boundary is random per request: the pact pins its content type, not its bytes.
  const multipart = declaredTypes.some((t) => t.startsWith('multipart/'));
  if (multipart && !headers['content-type']?.startsWith('multipart/form-data')) problems.push('multipart body without its content type');
  if (requestBody?.required && content === undefined && !multipart) problems.push('request body required');
  if (!requestBody && content !== undefined) problems.push('request body sent but none declared');
  if (requestBody && content !== undefined) {
    const schema = schemaModules.requestSchemaFor(route.service, route.operationId);
    const isJson = interaction.request.body?.contentType?.startsWith('application/json') ?? true;
    if (isJson) {
      const parsed = schema?.safeParse(content);
      if (!schema || !parsed) problems.push('no request schema to validate the body with');
      else if (!parsed.success) problems.push(`request body: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
    }
  }
  return problems;
}

function responseProblems(route: Route, interaction: Interaction): string[] {
  const status = String(interaction.response.status);
  if (!(status in (route.operation.responses as Json))) return [`status ${status} not declared`];
  const schemas = responseSchemasByService[route.service as keyof typeof responseSchemasByService] as unknown as Record<string, Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } }>>;
  const schema = schemas[route.operationId]?.[status];
  const body = interaction.response.body;
  if (!schema) return body?.contentType?.startsWith('application/json') ? [`no schema for the JSON body of status ${status}`] : [];
  // A text body (getSession) travels as a plain string.
  const text = typeof body?.content === 'string' && body.encoded === 'base64' ? Buffer.from(body.content, 'base64').toString('utf8') : body?.content;
  const value = body?.contentType?.startsWith('text/') ? String(text ?? '') : text;
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : [`response body: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`];
}

describe('OpenAPI ↔ Pact coherence', () => {
  it('the pact files exist (npm run pact:consumer writes them)', () => {
    expect(pacts.length).toBeGreaterThan(0);
  });

  it('every OpenAPI operation has at least one Pact interaction', () => {
    const covered = new Set<string>();
    for (const pact of pacts) {
      for (const i of pact.interactions) {
        const found = findRoute(routes.filter((r) => r.service === pact.provider.name), i.request.method, i.request.path);
        if (found) covered.add(`${found.route.service} ${found.route.operationId}`);
      }
    }
    const missing = routes.map((r) => `${r.service} ${r.operationId}`).filter((op) => !covered.has(op)).sort();
    expect(missing).toEqual([]);
  });

  for (const pact of pacts) {
    describe(`provider ${pact.provider.name}`, () => {
      it('is named after an OpenAPI document', () => {
        expect([...documents.keys()]).toContain(pact.provider.name);
      });
      for (const interaction of pact.interactions) {
        it(`${interaction.description}: request and response follow the operation`, () => {
          const found = findRoute(routes.filter((r) => r.service === pact.provider.name), interaction.request.method, interaction.request.path);
          expect(found, `${interaction.request.method} ${interaction.request.path} is no operation of ${pact.provider.name}`).not.toBeNull();
          expect([...requestProblems(found!.route, interaction), ...responseProblems(found!.route, interaction)]).toEqual([]);
        });
      }
    });
  }
});
