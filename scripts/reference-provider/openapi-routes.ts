import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = Record<string, unknown>;

export interface Route {
  /** Document name, which is also the Pact provider name. */
  service: string;
  operationId: string;
  method: string;
  /** Full path on the one origin the reference provider serves: service path + operation path. */
  template: string;
  pattern: RegExp;
  /** The operation needs a bearer (security without an anonymous alternative). */
  bearer: boolean;
  /** The operation accepts a bearer (required or optional). */
  acceptsBearer: boolean;
  operation: Json;
  document: Json;
}

export const OPENAPI_DIR = fileURLToPath(new URL('../../contracts/openapi', import.meta.url));

/** The path part of a document's first server, variables at their defaults. */
export function servicePathOf(document: Json): string {
  const server = (document.servers as { url: string; variables?: Record<string, { default: string }> }[])[0]!;
  const url = server.url.replace(/\{(\w+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? '');
  return new URL(url, 'http://placeholder.invalid').pathname.replace(/\/$/, '');
}

export function loadDocuments(): Map<string, Json> {
  const documents = new Map<string, Json>();
  for (const file of readdirSync(OPENAPI_DIR).filter((f) => f.endsWith('.json')).sort()) {
    documents.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(resolve(OPENAPI_DIR, file), 'utf8')) as Json);
  }
  return documents;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every operation of every document as a route; literal paths sort before templated ones. */
export function loadRoutes(documents = loadDocuments()): Route[] {
  const routes: Route[] = [];
  for (const [service, document] of documents) {
    const base = servicePathOf(document);
    for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const security = (operation.security ?? document.security ?? []) as Json[];
        const template = `${base}${path}`;
        const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '([^/]+)')}$`);
        routes.push({
          service,
          operationId: operation.operationId as string,
          method: method.toUpperCase(),
          template,
          pattern,
          bearer: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
          acceptsBearer: security.some((s) => 'bearer' in s),
          operation,
          document,
        });
      }
    }
  }
  return routes.sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
}

export function findRoute(routes: readonly Route[], method: string, pathname: string): { route: Route; params: string[] } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (match) return { route, params: match.slice(1).map(decodeURIComponent) };
  }
  return null;
}

const deref = (document: Json, node: Json): Json => {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return deref(document, ref.slice(2).split('/').reduce<Json>((at, key) => at[key] as Json, document));
};

/** The example body of a response status (a named example when given), deep-copied. */
export function exampleBody(route: Route, status: string, name?: string): unknown {
  const response = (route.operation.responses as Record<string, Json>)[status];
  if (!response) return undefined;
  const content = deref(route.document, response).content as Record<string, Json> | undefined;
  const media = content ? Object.values(content)[0] : undefined;
  if (!media) return undefined;
  const examples = media.examples as Record<string, { value: unknown }> | undefined;
  const value = name ? examples?.[name]?.value : (media.example ?? Object.values(examples ?? {})[0]?.value);
  return value === undefined ? undefined : structuredClone(value);
}

/** The first success status an operation declares ('200', '201', …). */
export const successStatus = (route: Route): string =>
  Object.keys(route.operation.responses as Json).find((s) => s.startsWith('2')) ?? '200';
