import fc from 'fast-check';
import { setPath, urlOf, validValue, type Operation, type Schema } from './openapi';

/** One generated request; `kind` says which family of bad input it belongs to. */
export interface BadRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Strings that trip encoders, collations and databases. */
const unicodeEdge = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '\u202eevil',
    '\ufeffbom',
    '\u200b',
    'e\u0301\u0301\u0301',
    '\uffff',
    '𝕏🚀👩‍👩‍👧‍👦',
    'İı',
    '\u2028\u2029',
    "'; drop table users; --",
    '<script>alert(1)</script>',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const OVER_BODY_LIMIT = 'A'.repeat(1_100_000);
const huge = fc.oneof(
  { arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'A'.repeat(n)), weight: 5 },
  { arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => '🚀'.repeat(n)), weight: 5 },
  // Past the 1 MiB body limit: the edge must answer 413 with a message, not drop the connection.
  { arbitrary: fc.constant(OVER_BODY_LIMIT), weight: 1 },
);
const deep = fc.tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean()).map(([depth, objects]) => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = objects ? { a: v } : [v];
  return v;
});
const wrongType = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    1e308,
    2 ** 53 + 1,
    [],
    {},
    '',
    ' ',
    '0',
    'null',
    'NaN',
    ['x'],
    { id: 'x' },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);
const badValue = fc.oneof(
  { arbitrary: wrongType, weight: 4 },
  { arbitrary: unicodeEdge, weight: 3 },
  { arbitrary: huge, weight: 1 },
  { arbitrary: deep, weight: 1 },
);

const PROTO = [
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"__proto__":null',
  '"hasOwnProperty":"x"',
  '"toString":1',
];
const MALFORMED = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '',
  ' ',
  'null',
  '0',
  '"x"',
  '[]',
  '{"a":1e999999}',
  '\u0000',
];

/** Every property path of a schema: `quest.id`, `quests[].title`. */
function pathsOf(schema: Schema | undefined, prefix = ''): { path: string; required: boolean }[] {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [{ path, required: (schema.required ?? []).includes(name) }, ...pathsOf(child, path)];
  });
  const items = schema.items ? pathsOf(schema.items, `${prefix}[]`) : [];
  const alts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => pathsOf(s, prefix));
  return [...own, ...items, ...alts];
}

/** A full valid body: every property, not only the required ones, so each can be broken in turn. */
function fullValue(schema: Schema | undefined): unknown {
  if (schema?.properties)
    return Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, fullValue(s)]));
  if (schema?.items) return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => fullValue(schema.items));
  return validValue(schema);
}

function removePath(target: unknown, path: string): void {
  const [head, ...rest] = path.split('.');
  if (typeof target !== 'object' || target === null) return;
  const key = head.replace(/\[\]$/, '');
  const record = target as Record<string, unknown>;
  if (!rest.length) delete record[key];
  else if (head.endsWith('[]') && Array.isArray(record[key]))
    for (const item of record[key] as unknown[]) removePath(item, rest.join('.'));
  else removePath(record[key], rest.join('.'));
}

const clone = <T>(v: T): T => structuredClone(v);

/** Bodies for an operation with a JSON schema: each breaks the valid body in one way. */
function jsonBodies(schema: Schema): fc.Arbitrary<{ kind: string; payload: string; headers?: Record<string, string> }> {
  const base = fullValue(schema);
  const paths = pathsOf(schema);
  const required = paths.filter((p) => p.required);
  const text = (kind: string) => (v: unknown) => ({ kind, payload: JSON.stringify(v) });
  const arbs: fc.Arbitrary<{ kind: string; payload: string; headers?: Record<string, string> }>[] = [
    badValue.map(text('whole body of a wrong type')),
    fc.constantFrom(...MALFORMED).map((payload) => ({ kind: 'malformed JSON', payload })),
    fc.constantFrom(...PROTO).map((key) => ({
      kind: 'prototype pollution',
      payload: JSON.stringify(base).replace(/^\{/, `{${key}${JSON.stringify(base) === '{}' ? '' : ','}`),
    })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16',
          'multipart/form-data; boundary=x',
          'multipart/form-data',
        ),
        fc.constantFrom(
          'a=1&b=2',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
          '--x\r\nbroken',
          JSON.stringify(base),
        ),
      )
      .map(([type, payload]) => ({
        kind: 'wrong or malformed content type',
        payload,
        headers: { 'content-type': type },
      })),
  ];
  if (paths.length) {
    arbs.push(
      fc.tuple(fc.constantFrom(...paths), badValue).map(([p, v]) => {
        const body = clone(base) as Record<string, unknown>;
        setPath(body, p.path, v);
        return { kind: 'one field broken', payload: JSON.stringify(body) };
      }),
      fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...PROTO)).map(([p, key]) => {
        const body = clone(base) as Record<string, unknown>;
        setPath(body, p.path, '__SLOT__');
        return {
          kind: 'prototype pollution (nested)',
          payload: JSON.stringify(body).replace('"__SLOT__"', `{${key}}`),
        };
      }),
    );
  }
  if (required.length) {
    arbs.push(
      fc.subarray(required, { minLength: 1 }).map((gone) => {
        const body = clone(base);
        for (const p of gone) removePath(body, p.path);
        return { kind: 'missing fields', payload: JSON.stringify(body) };
      }),
    );
  }
  return fc.oneof(...arbs);
}

const queryValue = fc.oneof(
  unicodeEdge.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.constantFrom('%', '%E0%A4%A', '%00', '%ZZ', '..%2F..%2Fetc%2Fpasswd', '%FF%FE', '+', ''),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'q'.repeat(n)),
);

/** Query strings: odd values, repeated and bracketed keys, prototype-pollution keys. */
function queries(op: Operation): fc.Arbitrary<{ kind: string; query: string }> {
  const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...names), queryValue).map(([n, v]) => ({ kind: 'odd query value', query: `${n}=${v}` })),
    fc
      .tuple(fc.constantFrom(...names), queryValue, queryValue)
      .map(([n, a, b]) => ({ kind: 'repeated query key', query: `${n}=${a}&${n}=${b}` })),
    fc
      .tuple(fc.constantFrom(...names), fc.constantFrom('__proto__', 'constructor', 'a'))
      .map(([n, k]) => ({ kind: 'bracketed query key', query: `${n}[${k}]=1&${n}[]=2` })),
    fc
      .constantFrom(
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
        '__proto__.polluted=yes',
        'toString=1',
        'hasOwnProperty=1',
      )
      .map((query) => ({ kind: 'prototype pollution (query)', query })),
  );
}

const pathValue = fc.oneof(
  unicodeEdge.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.constantFrom('%00', '..', '..%2F..', '%', '__proto__', 'constructor', '-1', '1e999', ' ', '%20', 'null'),
  fc.integer({ min: 200, max: 8_000 }).map((n) => 'p'.repeat(n)),
);

/** Bad requests for one operation: its body, query and path parameters, whichever it has. */
export function badRequests(op: Operation, headers: Record<string, string>): fc.Arbitrary<BadRequest> {
  const schema = op.body['application/json'];
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const validBody = schema ? JSON.stringify(validValue(schema)) : undefined;
  const request = (kind: string, url: string, payload?: string, extra: Record<string, string> = {}): BadRequest => ({
    kind,
    method: op.method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : JSON_TYPE), ...extra },
    payload,
  });
  const arbs: fc.Arbitrary<BadRequest>[] = [];
  if (schema) arbs.push(jsonBodies(schema).map((b) => request(b.kind, urlOf(op), b.payload, b.headers)));
  else if (op.method !== 'GET' && op.method !== 'DELETE')
    arbs.push(
      fc.constantFrom(...MALFORMED).map((payload) => request('unexpected or malformed body', urlOf(op), payload)),
    );
  if (op.body['multipart/form-data'])
    arbs.push(
      multipartBodies(op.body['multipart/form-data']).map((m) =>
        request('odd or malformed multipart', urlOf(op), m.payload, { 'content-type': m.type }),
      ),
    );
  if (op.parameters.some((p) => p.in === 'query'))
    arbs.push(queries(op).map((q) => request(q.kind, `${urlOf(op)}?${q.query}`, validBody)));
  if (pathNames.length) {
    arbs.push(
      fc
        .tuple(fc.constantFrom(...pathNames), pathValue)
        .map(([name, v]) =>
          request('odd path parameter', urlOf(op, { [name]: '__P__' }).replace('__P__', v), validBody),
        ),
    );
  }
  return fc.oneof(...arbs);
}

const FIXED_MULTIPART = [
  { type: 'multipart/form-data', payload: '--x\r\n\r\n' },
  { type: 'multipart/form-data; boundary=x', payload: '--y\r\nwrong boundary\r\n--y--' },
  { type: 'multipart/form-data; boundary=', payload: '' },
  { type: 'multipart/form-data; boundary=x', payload: '--x--\r\n' },
];

/** A multipart body built from the schema's fields with odd values and files, then possibly cut or broken. */
function multipartBodies(schema: Schema): fc.Arbitrary<{ type: string; payload: string }> {
  const fields = Object.entries(schema.properties ?? {});
  const part = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...fields.map(([n]) => n), '__proto__', 'constructor', 'x'),
        fc.oneof(
          unicodeEdge,
          fc.integer({ min: 0, max: 70_000 }).map((n) => 'f'.repeat(n)),
        ),
      )
      .map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
    fc
      .tuple(
        fc.constantFrom(...fields.map(([n]) => n), 'file'),
        fc.constantFrom('image/png', 'audio/webm', 'text/html', 'application/x-msdownload', ''),
        fc.string({ unit: 'binary-ascii', maxLength: 200 }),
        fc.constantFrom('a.png', '../../etc/passwd', 'x\u0000.png', ''),
      )
      .map(
        ([name, type, bytes, filename]) =>
          `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${bytes}`,
      ),
  );
  const form = (parts: string[]) => parts.map((p) => `--b\r\n${p}\r\n`).join('') + '--b--\r\n';
  const whole = fc.array(part, { minLength: 0, maxLength: 6 }).map(form);
  // Every text field valid but one, so the odd value gets past the form reader to the use case.
  const texts = fields
    .filter(([, f]) => f.format !== 'binary')
    .map(([name, f]) => [name, String(validValue(f))] as const);
  const oneOdd = texts.length
    ? fc
        .tuple(fc.constantFrom(...texts.map(([n]) => n)), unicodeEdge)
        .map(([odd, value]) =>
          form(
            texts.map(
              ([name, valid]) =>
                `Content-Disposition: form-data; name="${name}"\r\n\r\n${name === odd ? value : valid}`,
            ),
          ),
        )
    : whole;
  return fc.oneof(
    oneOdd.map((payload) => ({ type: 'multipart/form-data; boundary=b', payload })),
    whole.map((payload) => ({ type: 'multipart/form-data; boundary=b', payload })),
    fc.tuple(whole, fc.double({ min: 0, max: 1, noNaN: true })).map(([payload, at]) => ({
      type: 'multipart/form-data; boundary=b',
      payload: payload.slice(0, Math.floor(payload.length * at)),
    })),
    whole.map((payload) => ({ type: 'multipart/form-data; boundary=other', payload })),
    fc.constantFrom(...FIXED_MULTIPART),
  );
}

/** Operations worth fuzzing: anything that reads a body, a query or a path parameter. */
export const isFuzzable = (op: Operation) =>
  Object.keys(op.body).length > 0 ||
  op.parameters.some((p) => p.in === 'query' || p.in === 'path') ||
  !['GET', 'HEAD', 'DELETE'].includes(op.method);
