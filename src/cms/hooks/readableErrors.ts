import type { AfterErrorHook } from 'payload'

/**
 * Error names in API answers that say what happened. Payload names an error after its class
 * (`this.name = this.constructor.name`), and the production build minifies class names: GraphQL
 * answered `"extensions": { "name": "l" }` and REST validation errors `"name": "l"`. Known names
 * are kept; a minified one is replaced by the name of its HTTP status.
 *
 * Payload's REST formatter also recognises its errors with `instanceof` and by a truthy `name`,
 * both of which fail in the production build for an error made in another chunk (our hooks'
 * ValidationError, APIError): the answer lost the invalid fields (`data.errors`) or said "An unknown
 * error occurred.". A client error (4xx) is answered from the error itself.
 */

const PAYLOAD_ERRORS = new Set([
  'APIError',
  'AuthenticationError',
  'ErrorDeletingFile',
  'FileRetrievalError',
  'FileUploadError',
  'Forbidden',
  'GraphQLError',
  'InvalidFieldJoin',
  'InvalidFieldRelationship',
  'Locked',
  'LockedAuth',
  'MissingFile',
  'NotFound',
  'QueryError',
  'UnauthorizedError',
  'UnverifiedEmail',
  'ValidationError',
])

const BY_STATUS: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  423: 'Locked',
  429: 'TooManyRequests',
}

type Described = { name?: unknown; status?: unknown; data?: unknown }

export function readableErrorName(error: Described | null | undefined): string {
  const name = typeof error?.name === 'string' ? error.name : ''
  // Payload's classes, and the platform's own (SyntaxError, TypeError, …), which are never minified
  if (PAYLOAD_ERRORS.has(name) || /^[A-Z][a-z]+Error$/.test(name)) return name
  const status = typeof error?.status === 'number' ? error.status : 500
  const data = error?.data as { errors?: unknown } | null | undefined
  if (status === 400 && Array.isArray(data?.errors)) return 'ValidationError'
  return BY_STATUS[status] ?? 'InternalServerError'
}

export const readableErrors: AfterErrorHook = ({ error, graphqlResult, result }) => {
  if (graphqlResult) {
    const original = (error as { originalError?: Described }).originalError
    if (!graphqlResult.extensions?.name) return
    return { graphqlResult: { ...graphqlResult, extensions: { ...graphqlResult.extensions, name: readableErrorName(original ?? error) } } }
  }
  if (!result) return
  const described = error as Described
  const name = readableErrorName(described)
  const status = typeof described.status === 'number' ? described.status : 500
  // A server error keeps Payload's "Something went wrong." (details are not public).
  if (status >= 500) return
  const data = described.data as { errors?: unknown } | null | undefined
  const entry = Array.isArray(data?.errors) ? { name, data: data as Record<string, unknown>, message: error.message } : { message: error.message }
  return { response: { ...result, errors: [entry] } }
}
