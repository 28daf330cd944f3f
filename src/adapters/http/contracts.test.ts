// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { responseSchemasByService } from './generated';

/** The contract documents, read from disk so that a new document or operation is covered without editing this test. */
const ROOT = resolve(__dirname, '../../..');
const DIR = join(ROOT, 'contracts/openapi');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema;
  oneOf?: Schema[];
}
interface Media { schema: Schema; example?: Json; examples?: Record<string, { value: Json }> }
interface Response { $ref?: string; description: string; content?: Record<string, Media> }
interface Operation { operationId: string; responses: Record<string, Response>; 'x-designed'?: boolean; 'x-designed-reason'?: string }
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}

const docs = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ service: f.replace(/\.json$/, ''), doc: JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Doc }));

const methods = ['get', 'post', 'put', 'delete', 'patch'];
const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
  );

const resolveSchema = (doc: Doc, s: Schema): Schema =>
  s.$ref ? resolveSchema(doc, doc.components.schemas[s.$ref.split('/').pop()!]!) : s;
const resolveResponse = (doc: Doc, r: Response): Response =>
  r.$ref ? doc.components.responses[r.$ref.split('/').pop()!]! : r;

/**
 * A copy of `value` that the schema must reject: the first required field is
 * removed (searching into arrays, maps and one-of branches), or, where nothing
 * is required, a value gets the wrong type.
 */
function mutate(doc: Doc, schema: Schema, value: Json): Json {
  const s = resolveSchema(doc, schema);
  if (s.oneOf) return typeof value === 'number' ? 'mutated' : 12345;
  if (Array.isArray(value) && s.items && value.length > 0) {
    return [mutate(doc, s.items, value[0]!), ...value.slice(1)];
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (s.required && s.required.length > 0) {
      const copy = { ...value };
      delete copy[s.required[0]!];
      return copy;
    }
    const first = Object.keys(value)[0];
    // A map of anything has nothing to break inside: the caller gets a wrong-typed map instead.
    const opaque = s.additionalProperties && Object.keys(s.additionalProperties).length === 0;
    if (first !== undefined && s.additionalProperties && !opaque) {
      return { ...value, [first]: mutate(doc, s.additionalProperties, value[first]!) };
    }
  }
  return typeof value === 'number' ? 'mutated' : 12345;
}

const examplesOf = (media: Media): [string, Json][] =>
  media.examples ? Object.entries(media.examples).map(([k, v]) => [k, v.value]) : [['example', media.example as Json]];

describe.each(docs.map((d) => [d.service, d] as const))('contracts/openapi/%s.json', (service, { doc }) => {
  const schemas = responseSchemasByService[service as keyof typeof responseSchemasByService] as Record<
    string,
    Record<string, { safeParse(v: unknown): { success: boolean } }>
  >;

  it('is OpenAPI 3.1 with an operationId on every operation, unique across all documents', () => {
    expect(doc.openapi).toBe('3.1.0');
    const all = docs.flatMap((d) => operationsOf(d.doc).map((o) => o.op.operationId));
    for (const { op } of operationsOf(doc)) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(all.filter((id) => id === op.operationId)).toHaveLength(1);
    }
  });

  it('gives a reason for every designed operation', () => {
    for (const { op } of operationsOf(doc)) {
      if (op['x-designed']) expect(op['x-designed-reason'], op.operationId).toMatch(/.{10,}/);
    }
  });

  const cases = operationsOf(doc).flatMap(({ op }) =>
    Object.entries(op.responses).map(([status, r]) => ({ id: op.operationId, status, response: resolveResponse(doc, r) })),
  );

  it.each(cases)('$id $status has an example for every body', ({ response }) => {
    for (const media of Object.values(response.content ?? {})) {
      const examples = examplesOf(media);
      expect(examples.length).toBeGreaterThan(0);
      for (const [, value] of examples) expect(value).not.toBeUndefined();
    }
  });

  const parsed = cases.filter(({ response }) => response.content?.['application/json'] || response.content?.['text/plain']);
  it.each(parsed)('$id $status: the zod schema accepts the examples and rejects a mutated one', ({ id, status, response }) => {
    const zodSchema = schemas[id]?.[status];
    expect(zodSchema, `${service} ${id} ${status}`).toBeDefined();
    const json = response.content!['application/json'];
    const media = json ?? response.content!['text/plain']!;
    for (const [name, value] of examplesOf(media)) {
      const result = zodSchema!.safeParse(value);
      expect(result.success, `${id} ${status} example ${name}: ${JSON.stringify(result)}`).toBe(true);
      const mutated = json ? mutate(doc, media.schema, value) : 12345;
      expect(zodSchema!.safeParse(mutated).success, `${id} ${status} mutated ${name}`).toBe(false);
    }
  });
});

describe('generated API files', () => {
  it('are up to date with the documents (npm run gen:api)', async () => {
    const { generateAll } = (await import(/* @vite-ignore */ join(ROOT, 'scripts/gen-api.mjs'))) as {
      generateAll(): Promise<Map<string, string>>;
    };
    const files = await generateAll();
    for (const [path, content] of files) expect(readFileSync(path, 'utf8'), path).toBe(content);
  }, 30_000);
});
