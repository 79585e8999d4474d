import configPromise from '@payload-config'
import { getPayload, type SanitizedConfig } from 'payload'

import { UPLOAD_MAX_BYTES } from '@/env'
import { hasSerialIds, isRecordId } from '@/lib/api/values'

import { formDataOf, readBody } from '@/lib/http/readBody'

import { crossOriginSession } from './origin'

import { type ApiLanguage, apiLanguage, apiTranslator } from '@/lib/api/language'
import { hasUnstorableCharacters, MAX_JSON_BYTES, MAX_JSON_DEPTH, type JsonProblem, screenJson } from '@/lib/api/screen'

/**
 * The HTTP edge of Payload's REST API (src/app/(payload)/api/[...slug]/route.ts): what Payload's
 * route handler would fail on with a 500 is answered here, before it runs, with a short JSON in
 * the language Payload itself would answer in. Checked in node_modules/payload 3.90.1:
 *
 * - `addDataAndFileToRequest` parses a multipart body's `_payload` field with a bare `JSON.parse`
 *   (a SyntaxError → 500), and a multipart body it cannot read is an APIError without a status (500);
 * - a JSON body of `null`, a string or a number becomes the operation's `data` (TypeError → 500),
 *   a deeply nested one overflows the stack (`deepCopyObjectSimple`), a NUL character or an
 *   unpaired surrogate is refused by PostgreSQL;
 * - `?where=` and `?data=` given as strings go through a bare `JSON.parse` (`parseParams`);
 * - a collection without REST endpoints (`payload-migrations`) answers 501 to everything;
 * - an id in the path is read with `parseFloat`: `DELETE /api/users/1abc` deletes user 1.
 *
 * What a body means for a collection (field types, ids, queries) is checked by Payload's
 * operation hooks (inputGuard.ts, beside this file).
 */

const JSON_PROBLEM_MESSAGE: Record<JsonProblem, string> = {
  syntax: 'invalidJson',
  depth: 'tooDeep',
  characters: 'invalidCharacters',
  root: 'notAnObject',
}

export { apiLanguage, apiTranslator }

export function jsonProblemMessage(language: ApiLanguage, problem: JsonProblem): string {
  return apiTranslator(language)(JSON_PROBLEM_MESSAGE[problem], { max: MAX_JSON_DEPTH })
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/** The request's media type, lower-cased, without parameters. */
export function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase()
}


/** The same request with the body that was read from it. */
export function withBody(request: Request, bytes: Uint8Array): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes.byteLength ? (bytes as BodyInit) : undefined,
    signal: request.signal,
  })
}

const decoder = new TextDecoder()

function withoutBodyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers)
  copy.delete('content-type')
  copy.delete('content-length')
  return copy
}

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** An error in Payload's REST shape. */
function restError(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** A problem of the request's query string, or null. */
function queryProblem(url: URL): JsonProblem | null {
  for (const [key, value] of url.searchParams) {
    if (hasUnstorableCharacters(key) || hasUnstorableCharacters(value)) return 'characters'
  }
  for (const key of ['where', 'data']) {
    for (const value of url.searchParams.getAll(key)) {
      if (!value) continue
      const screened = screenJson(value, { root: 'object' })
      if (!screened.ok) return screened.problem
    }
  }
  return null
}

/**
 * The request as Payload gets it, or the answer that refuses it. The body is read here (at most
 * MAX_JSON_BYTES, or an upload's size in multipart), so Payload gets a copy.
 */
async function screenRestBody(request: Request, language: ApiLanguage, create: string | null): Promise<Request | Response> {
  const t = apiTranslator(language)
  const type = mediaType(request.headers)
  const multipart = type === 'multipart/form-data'
  const max = multipart ? UPLOAD_MAX_BYTES + 1024 * 1024 : MAX_JSON_BYTES
  const read = await readBody(request, max)
  if (read.kind === 'too-large') return restError(413, t('tooLarge', { size: megabytes(max) }))
  if (read.kind === 'unreadable') return restError(400, t('malformedForm'))
  const { bytes } = read
  // A create without data: Payload's field hooks read the missing object (a TypeError, 500).
  if (bytes.byteLength === 0) return create ? restError(400, jsonProblemMessage(language, 'root')) : withBody(request, bytes)

  if (type === 'application/json') {
    const methodOverride = (request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')) === 'GET'
    const text = decoder.decode(bytes)
    const screened = screenJson(text, { root: methodOverride ? 'any' : 'object' })
    if (!screened.ok) return restError(400, jsonProblemMessage(language, screened.problem))
    // The admin saves preferences by key (`/api/payload-preferences/<key>`); one created without
    // a key could never be read back.
    if (create === PREFERENCES && typeof (JSON.parse(text) as { key?: unknown }).key !== 'string') return restError(400, t('invalidParameter', { name: 'key' }))
    return withBody(request, bytes)
  }
  if (multipart) {
    const form = await formDataOf(bytes, request.headers.get('content-type') ?? '')
    if (!form) return restError(400, t('malformedForm'))
    for (const value of form.getAll('_payload')) {
      if (typeof value !== 'string') continue
      const screened = screenJson(value, { root: 'object' })
      if (!screened.ok) return restError(400, jsonProblemMessage(language, screened.problem))
    }
    // Encoded afresh: Payload's own multipart parser (busboy) fails with a 500 on framing that the
    // platform's parser above reads or refuses differently.
    return new Request(request.url, { method: request.method, headers: withoutBodyHeaders(request.headers), body: form, signal: request.signal })
  }
  // Read by Payload only for `X-HTTP-Method-Override: GET`; otherwise the body is ignored.
  if (type === 'application/x-www-form-urlencoded') return withBody(request, bytes)
  return restError(415, t('unsupportedMediaType', { types: 'application/json, multipart/form-data' }))
}

/**
 * Whether the path names nothing Payload can answer for, where its handler would fail with a 500
 * (payload 3.90.1, `handleEndpoints` and the operations):
 * - a collection looked up by a name every object has (`/api/__proto__`, `/api/constructor`);
 * - versions of a collection or global that keeps none (`findVersions` reads a missing config);
 * - `verify/<token>` of a collection without e-mail verification;
 * - a record named by something that is not a record's id: the segment after the slug is one of the
 *   collection's endpoints (`count`, `versions`, `login`, …) or an id, and so is the segment after
 *   `versions` and `access` (Payload's preferences, named by key, are left alone).
 */
function notARoute(slug: readonly string[], config: SanitizedConfig): boolean {
  const [first, second, third] = slug
  if (first === undefined) return false
  if (first === 'globals') {
    const global = config.globals.find((g) => g.slug === second)
    if (!global || third !== 'versions') return false
    return !global.versions || (slug[3] !== undefined && !isRecordId(slug[3]))
  }
  const collection = config.collections.find((c) => c.slug === first)
  if (!collection) return first in Object.prototype
  if (second === 'versions' && !collection.versions) return true
  if (second === 'verify' && !(collection.auth && collection.auth.verify)) return true
  if (!hasSerialIds(collection.flattenedFields) || second === undefined) return false
  const firstSegments = (collection.endpoints || []).map((e) => e.path.split('/')[1])
  // An endpoint of Payload's own that names records by something else (`payload-preferences/:key`).
  if (slug.length === 2 && firstSegments.some((s) => s?.startsWith(':') && s !== ':id')) return false
  const words = new Set(firstSegments.filter((s) => s && !s.startsWith(':')))
  if (words.has(second)) return (second === 'versions' || second === 'access') && third !== undefined && !isRecordId(third)
  return !isRecordId(second)
}

const PREFERENCES = 'payload-preferences'

/**
 * Whether the signed-in caller has no preference under this key: Payload's delete of a missing one
 * fails in its SQL (a join alias it never defines) instead of answering 404. Anonymous callers get
 * Payload's own 401.
 */
async function missingPreference(request: Request, key: string): Promise<boolean> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return false
  const { totalDocs } = await payload.count({
    collection: PREFERENCES,
    where: { and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }] },
    overrideAccess: true,
  })
  return totalDocs === 0
}

/** Payload's REST handler behind the checks described above. */
export function guardRest(config: Promise<SanitizedConfig>, handler: RestHandler): RestHandler {
  return async (request, context) => {
    const language = apiLanguage(request.headers)
    const problem = queryProblem(new URL(request.url))
    if (problem) return restError(400, jsonProblemMessage(language, problem))
    const { slug } = await context.params
    if (crossOriginSession(request, await config)) return restError(403, apiTranslator(language)('crossOrigin', { origin: request.headers.get('origin') ?? '' }))
    if (notARoute(slug, await config)) return restError(404, apiTranslator(language)('notFound'))
    if (request.method === 'DELETE' && slug[0] === PREFERENCES && slug.length === 2 && (await missingPreference(request, slug[1]!))) {
      return restError(404, apiTranslator(language)('notFound'))
    }
    let forwarded = request
    if (request.method === 'POST' || request.method === 'PATCH' || request.method === 'PUT') {
      const create = request.method === 'POST' && slug.length === 1 && slug[0] !== 'globals' ? slug[0]! : null
      const screened = await screenRestBody(request, language, create)
      if (screened instanceof Response) return screened
      forwarded = screened
    }
    const response = await handler(forwarded, context)
    // Payload's answer for a collection without REST endpoints: there is nothing here.
    if (response.status === 501) return restError(404, apiTranslator(language)('notFound'))
    return response
  }
}
