import type { SanitizedConfig } from 'payload'

import { MAX_VALUE_DEPTH, preflightErrors } from './graphqlDocument'

import { readBody } from '@/lib/http/readBody'

import { apiLanguage, apiTranslator, jsonProblemMessage, mediaType, withBody } from './restRequest'
import { MAX_JSON_BYTES, screenJson } from '@/lib/api/screen'
import { crossOriginSession } from './origin'

/**
 * The HTTP edge of Payload's GraphQL endpoint (src/app/(payload)/api/graphql/route.ts, also at
 * /graphql). Payload's handler parses the body before its try block (a broken JSON body is an
 * APIError thrown out of the route: 500) and graphql-http answers a validation that throws with a
 * 500 without a body. Here the body is screened like the REST API's (restRequest.ts), the
 * document is validated first (graphqlDocument.ts), and a request error (errors, no `data`) is
 * answered with 400 whatever the client accepts: graphql-http sends 200 to clients that accept
 * `application/json`.
 */

type GraphqlHandler = (request: Request) => Promise<Response>

function graphqlError(status: number, messages: readonly { message: string; locations?: unknown }[]): Response {
  return Response.json(
    { errors: messages.map(({ message, locations }) => ({ message, ...(locations ? { locations } : {}), extensions: { name: 'GraphQLError', statusCode: status } })) },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** A request error (errors and no `data`, GraphQL over HTTP) answered as 400 instead of 200. */
async function requestErrorsAs400(response: Response): Promise<Response> {
  if (response.status !== 200 || !mediaType(response.headers).endsWith('json')) return response
  const text = await response.text()
  let status = 200
  try {
    const body = JSON.parse(text) as { data?: unknown; errors?: unknown[] }
    if (!('data' in body) && Array.isArray(body.errors) && body.errors.length > 0) status = 400
  } catch {
    // not JSON after all: passed on as it is
  }
  return new Response(text, { status, headers: response.headers })
}

export function guardGraphql(config: Promise<SanitizedConfig>, handler: GraphqlHandler): GraphqlHandler {
  return async (request) => {
    const language = apiLanguage(request.headers)
    const t = apiTranslator(language)
    if (crossOriginSession(request, await config)) return graphqlError(403, [{ message: t('crossOrigin', { origin: request.headers.get('origin') ?? '' }) }])
    if (mediaType(request.headers) !== 'application/json') {
      return graphqlError(415, [{ message: t('unsupportedMediaType', { types: 'application/json' }) }])
    }
    const read = await readBody(request, MAX_JSON_BYTES)
    if (read.kind === 'too-large') return graphqlError(413, [{ message: t('tooLarge', { size: `${MAX_JSON_BYTES / 1024 / 1024} MB` }) }])
    if (read.kind === 'unreadable') return graphqlError(400, [{ message: t('invalidJson') }])
    const screened = screenJson(new TextDecoder().decode(read.bytes), { root: 'object' })
    if (!screened.ok) return graphqlError(400, [{ message: jsonProblemMessage(language, screened.problem) }])

    const params = screened.value as Record<string, unknown>
    const errors = await preflightErrors(config, { query: params.query, variables: params.variables, operationName: params.operationName }, {
      invalidString: t('invalidString'),
      valueTooDeep: t('valueTooDeep', { max: MAX_VALUE_DEPTH }),
      queryTooComplex: t('queryTooComplex'),
      noSubscriptions: t('noSubscriptions'),
    })
    if (errors.length) return graphqlError(400, errors.map((e) => ({ message: e.message, locations: e.locations })))

    return requestErrorsAs400(await handler(withBody(request, read.bytes)))
  }
}
