import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The slice of JSON Schema the api's zod contracts produce. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/quest-progress/{questId}/toggle */
  path: string;
  key: string;
  parameters: Parameter[];
  /** content type -> schema of the request body */
  body: Record<string, Schema>;
  bodyRequired: boolean;
  bearer: boolean;
  /** An empty requirement beside bearer: a signed-out caller is served too (a bad token is still refused). */
  anonymousAllowed: boolean;
  security: string[];
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
}

/** Every operation of the document the api serves at /api/docs-json. */
export async function operationsOf(app: NestFastifyApplication): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs-json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs-json answered ${res.statusCode}`);
  const doc = res.json() as Document;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const security = (op.security ?? []).flatMap((s) => Object.keys(s));
      const body = Object.fromEntries(
        Object.entries(op.requestBody?.content ?? {}).map(([type, c]) => [type, c.schema ?? {}]),
      );
      return {
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        parameters: op.parameters ?? [],
        body,
        bodyRequired: op.requestBody?.required ?? false,
        bearer: security.includes('bearer'),
        anonymousAllowed: (op.security ?? []).some((s) => Object.keys(s).length === 0),
        security,
      };
    }),
  );
}

/** Names that carry an id: `id`, `questId`, `session_id`. */
export const isIdName = (name: string) => /(^id|Id|_id)$/.test(name);

export interface IdField {
  /** path, query or body */
  in: string;
  /** `questId` for a parameter, a dotted path such as `quests[].id` for a body field */
  name: string;
}

/** Every id the operation takes: path and query parameters, and body fields at any depth. */
export function idFieldsOf(op: Operation): IdField[] {
  const params = op.parameters
    .filter((p) => (p.in === 'path' || p.in === 'query') && isIdName(p.name))
    .map((p) => ({ in: p.in, name: p.name }));
  const body: IdField[] = [];
  const walk = (schema: Schema | undefined, prefix: string) => {
    if (!schema) return;
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (isIdName(name)) body.push({ in: 'body', name: path });
      walk(child, path);
    }
    if (schema.items) walk(schema.items, `${prefix}[]`);
    for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(alt, prefix);
  };
  for (const schema of Object.values(op.body)) walk(schema, '');
  return [...params, ...body];
}

/** A small value the schema accepts (required fields only), so a call gets past validation to the id. */
export function validValue(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alt) return validValue(alt);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, validValue(schema.properties?.[k])]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'proof@example.test';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Sets a dotted body path (`quest.id`, `quests[].id`) to a value, creating what is missing. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  const isArray = head.endsWith('[]');
  const key = isArray ? head.slice(0, -2) : head;
  if (!rest.length) {
    target[key] = value;
    return;
  }
  if (isArray) {
    const list =
      Array.isArray(target[key]) && (target[key] as unknown[]).length
        ? (target[key] as Record<string, unknown>[])
        : [{}];
    target[key] = list;
    for (const item of list) setPath(item, rest.join('.'), value);
    return;
  }
  const next = (typeof target[key] === 'object' && target[key] !== null ? target[key] : {}) as Record<string, unknown>;
  target[key] = next;
  setPath(next, rest.join('.'), value);
}

/** The URL of an operation with its path parameters filled in. */
export function urlOf(op: Operation, params: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(
      params[name] ?? String(validValue(op.parameters.find((p) => p.name === name)?.schema ?? { type: 'string' })),
    ),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
