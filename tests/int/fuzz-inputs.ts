/**
 * Generators of hostile input for the fuzz suite (tests/int/fuzz.test.ts, tests/e2e/fuzz.spec.ts):
 * request bodies, query strings, GraphQL documents and server-action payloads, built with
 * fast-check from a fixed seed so that every failure can be replayed.
 */
import fc from 'fast-check'

/** The seed of every run: a failure names the input, and the same seed generates it again. */
export const FUZZ_SEED = 1909

/** `count` inputs of `arb`, the same ones on every run. */
export const generate = <T>(arb: fc.Arbitrary<T>, count: number, salt = 0): T[] =>
  fc.sample(arb, { seed: FUZZ_SEED + salt, numRuns: count })

/** Strings a database, a parser or a template may choke on. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\uD800',
  '\uDFFFx',
  '\uD800\uDC00\uD800',
  '%00',
  '%ED%A0%80',
  '%',
  '%zz',
  '\u202Egnp.exe',
  '\u200B\uFEFF',
  '🏢'.repeat(50),
  '<script>alert(1)</script>',
  "'; DROP TABLE events; --",
  '{"$gt":""}',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0x10',
  '1.5',
  '2030-13-45',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
] as const

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD800', '\uDC00', '\uFFFF', '\u0001'), fc.string({ maxLength: 10 }))
      .map(([a, b, c]) => a + b + c),
  },
)

/** Numbers at and beyond every boundary an id, a limit or a column has. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 1.5, 2147483647, 2147483648, -2147483649, 99999999999, 9007199254740993, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON value, mostly small, with hostile leaves. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    nastyNumber,
    nastyString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('id', 'title', 'data', 'where', '__proto__', 'a\u0000')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value

/** JSON text nested `depth` levels deep (built as text: JSON.stringify would recurse as deep). */
export function deepJsonText(depth: number, kind: 'array' | 'object', key = 'title'): string {
  const open = kind === 'array' ? '[' : '{"a":'
  const close = kind === 'array' ? ']' : '}'
  return `{"${key}":${open.repeat(depth)}1${close.repeat(depth)}}`
}

/** A request body that is not what a JSON API takes: broken JSON, other roots, other types. */
export type RawBody = { contentType?: string; body?: string | Uint8Array | FormData; label: string }

const form = (fields: [string, string | Blob][]): FormData => {
  const data = new FormData()
  for (const [k, v] of fields) {
    if (v instanceof Blob) data.append(k, v, 'x.bin')
    else data.append(k, v)
  }
  return data
}

const jsonText = hostileJson.map((v) => JSON.stringify(v) ?? 'null')

/** Bodies that no endpoint may answer with a 5xx (whatever it does with them). */
export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  jsonText.map((body) => ({ contentType: 'application/json', body, label: `json ${body.slice(0, 80)}` })),
  fc.tuple(jsonText, fc.nat()).map(([text, cut]) => {
    const body = text.slice(0, Math.max(1, cut % Math.max(1, text.length)))
    return { contentType: 'application/json', body, label: `truncated json ${body.slice(0, 80)}` }
  }),
  fc.constantFrom('{not json', '{"a":1,}', "{'a':1}", '{"a":NaN}', '\u0000', '', ' ', '{"a":"\\ud800"}', '{"a":"\\u0000"}', 'null', '"x"', '5', 'true', '[]').map((body) => ({
    contentType: 'application/json',
    body,
    label: `json literal ${JSON.stringify(body)}`,
  })),
  fc.tuple(fc.integer({ min: 200, max: 6000 }), fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>).map(([depth, kind]) => ({
    contentType: 'application/json',
    body: deepJsonText(depth, kind),
    label: `json ${depth} deep (${kind})`,
  })),
  fc.oneof(nastyString, jsonText, fc.constantFrom('{not json', '[', 'null', '"x"', '{"title":"a\\u0000"}', deepJsonText(5000, 'array'))).map((payload) => ({
    body: form([['_payload', payload]]),
    label: `multipart _payload ${JSON.stringify(payload.slice(0, 80))}`,
  })),
  fc.tuple(nastyString, nastyString).map(([payload, file]) => ({
    body: form([
      ['_payload', payload],
      ['file', file],
    ]),
    label: `multipart _payload+file ${JSON.stringify([payload.slice(0, 40), file.slice(0, 40)])}`,
  })),
  fc.constant({ body: form([['file', new Blob(['not an image'], { type: 'image/png' })]]), label: 'multipart file only' }),
  fc.constant({ contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"a"', label: 'multipart truncated' }),
  fc.constant({ contentType: 'multipart/form-data', body: 'no boundary', label: 'multipart without boundary' }),
  nastyString.map((s) => ({ contentType: 'application/x-www-form-urlencoded', body: `_payload=${encodeURIComponentLoose(s)}&a=%ZZ`, label: `urlencoded ${JSON.stringify(s.slice(0, 40))}` })),
  fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=latin1', 'APPLICATION/JSON', 'x').chain((contentType) =>
    fc.oneof(jsonText, nastyString).map((body) => ({ contentType, body, label: `${contentType} ${JSON.stringify(body.slice(0, 60))}` })),
  ),
  fc.constant({ label: 'no body' }),
  fc.uint8Array({ maxLength: 64 }).map((body) => ({ contentType: 'application/json', body, label: `bytes ${Buffer.from(body).toString('hex').slice(0, 60)}` })),
)

/** A query string built from hostile keys and values (Payload's `where`, `sort`, `limit`, …). */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'where[id][equals]',
          'where[id][in]',
          'where[id][not_in]',
          'where[id][greater_than]',
          'where[title][equals]',
          'where[title][like]',
          'where[slug][contains]',
          'where[startsAt][greater_than]',
          'where[tags][in][0]',
          'where[space][equals]',
          'where[or][0][id][equals]',
          'where[and][0][title][exists]',
          'where[_status][equals]',
          'where[nonexistent][equals]',
          'where[title][near]',
          'where[id][all]',
          'where',
          'sort',
          'limit',
          'page',
          'depth',
          'locale',
          'fallback-locale',
          'draft',
          'select[title]',
          'populate[media]',
          'joins',
          'pagination',
          'trash',
        ),
        fc.string({ maxLength: 12 }),
      ),
      fc.oneof(nastyString, nastyNumber.map(String), fc.constantFrom('-id', 'title', '-nonexistent', 'cs', 'en', 'all', '*', 'xx', 'true', 'false', '[', ']')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponentLoose(v)}`).join('&'))

/** Percent-encodes what can be encoded and keeps a lone surrogate as a malformed escape. */
export function encodeURIComponentLoose(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^\w%.-]/g, (c) => {
      try {
        return encodeURIComponent(c)
      } catch {
        return '%ED%A0%80'
      }
    })
  }
}

/** A path segment where an id is expected. */
export const idSegment: fc.Arbitrary<string> = fc.oneof(
  nastyNumber.map(String),
  fc.constantFrom('abc', '1abc', '%20', '%00', '-', '..', '1.0', '0001', ' 1', '1e3', 'null', 'undefined', '%ED%A0%80', '%E0', '%25', 'x'.repeat(300)),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponentLoose(s)),
)

/** A GraphQL literal of any type, as query text. */
export const graphqlLiteral: fc.Arbitrary<string> = fc.letrec<{ literal: string }>((tie) => ({
  literal: fc.oneof(
    { depthSize: 'small' },
    nastyNumber.map((n) => (Number.isInteger(n) ? String(n) : n.toExponential())),
    nastyString.map((s) => JSON.stringify(s)),
    fc.constantFrom('true', 'false', 'null', 'cs', 'en', 'all', 'published', 'draft', 'Event', '$v', '$missing'),
    fc.array(tie('literal'), { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`),
    fc
      .array(fc.tuple(fc.constantFrom('equals', 'in', 'like', 'exists', 'id', 'title', 'and', 'or', 'greater_than', 'x'), tie('literal')), { maxLength: 3 })
      .map((kv) => `{${kv.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
  ),
})).literal

/** GraphQL request bodies for a schema with these root fields: valid, invalid and hostile. */
export function graphqlBody(roots: { queries: string[]; mutations: string[]; types: string[] }): fc.Arbitrary<RawBody> {
  const args = fc
    .array(
      fc.tuple(
        fc.constantFrom('where', 'limit', 'page', 'sort', 'id', 'locale', 'fallbackLocale', 'draft', 'data', 'pagination', 'trash', 'x'),
        graphqlLiteral,
      ),
      { maxLength: 3 },
    )
    .map((kv) => (kv.length ? `(${kv.map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''))
  const directive = fc.oneof(
    fc.constant(''),
    fc.tuple(fc.constantFrom('include', 'skip', 'deprecated', 'unknown'), fc.oneof(graphqlLiteral.map((v) => `(if: ${v})`), fc.constant(''), fc.constant('(x: 1)'))).map(
      ([name, a]) => ` @${name}${a}`,
    ),
  )
  const field = fc.tuple(fc.constantFrom('id', 'title', 'slug', 'name', 'email', 'createdAt', '__typename', 'nonexistent', '...A', '...B', '...Missing'), directive).map(([f, d]) => f + d)
  const selection = fc.array(field, { minLength: 1, maxLength: 4 }).map((fs) => fs.join(' '))
  const nested = fc.integer({ min: 0, max: 40 }).map((depth) => (depth > 0 ? `docs { ${'docs { '.repeat(depth)}id${' }'.repeat(depth)} }` : ''))
  const fragments = fc.constantFrom(
    '',
    'fragment A on Event { id ...A }',
    'fragment A on Event { id ...B } fragment B on Event { title ...A }',
    'fragment A on Event { id } fragment A on Event { title }',
    'fragment A on Nonexistent { id }',
    'fragment A on Event { id @include(if: "x") }',
    'fragment A on Event { id }',
  )
  const operation = fc.oneof(
    fc.tuple(fc.constantFrom(...roots.queries), args, selection, nested, directive).map(([root, a, sel, n, d]) => `{ ${root}${a}${d} { docs { ${sel} } ${sel} ${n} } }`),
    fc.tuple(fc.constantFrom(...roots.mutations), args, selection).map(([root, a, sel]) => `mutation { ${root}${a} { ${sel} } }`),
    fc.tuple(fc.constantFrom('Int', 'Boolean!', 'String', '[Int!]!', 'JSON', 'Nope'), fc.constantFrom(...roots.queries), selection).map(
      ([type, root, sel]) => `query Q($v: ${type}) { ${root}(limit: $v) { docs { ${sel} } } }`,
    ),
    fc.constantFrom('{ __schema { types { name } } }', '{ __typename }', 'subscription { x }', '{', '}', '{ ... on Query { __typename } }', 'query { Access { canAccessAdmin } }'),
  )
  const document = fc.tuple(operation, fragments).map(([op, fr]) => `${op} ${fr}`.trim())
  const variables = fc.oneof(fc.constant(undefined), hostileJson, fc.dictionary(fc.constantFrom('v', 'x', 'missing'), hostileJson, { maxKeys: 2 }))
  const operationName = fc.oneof(fc.constant(undefined), fc.constantFrom('Q', 'X', ''), nastyNumber)
  const wellFormed = fc.tuple(document, variables, operationName).map(([query, vars, name]) => {
    const body = JSON.stringify({ query, variables: vars, operationName: name })
    return { contentType: 'application/json', body, label: `graphql ${body.slice(0, 200)}` }
  })
  const wrongShape = fc.oneof(
    fc.tuple(fc.oneof(hostileJson, document), hostileJson).map(([query, vars]) => {
      const body = JSON.stringify({ query, variables: vars })
      return { contentType: 'application/json', body, label: `graphql shape ${body.slice(0, 200)}` }
    }),
    rawBody,
    document.map((query) => ({ contentType: 'application/graphql', body: query, label: `application/graphql ${query.slice(0, 120)}` })),
  )
  return fc.oneof({ weight: 4, arbitrary: wellFormed }, { weight: 1, arbitrary: wrongShape })
}
