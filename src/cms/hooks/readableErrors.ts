import type { AfterErrorHook } from 'payload'

/**
 * Error names in API answers that say what happened. Payload names an error after its class
 * (`this.name = this.constructor.name`), and the production build minifies class names: GraphQL
 * answered `"extensions": { "name": "l" }` and REST validation errors `"name": "l"`. Known names
 * are kept; a minified one is replaced by the name of its HTTP status.
 *
 * Payload's REST formatter also recognises its errors with `instanceof`, which is false in the
 * production build for an error made in another chunk (our hooks' ValidationError): the answer
 * then lost the invalid fields (`data.errors`). They are put back from the error itself.
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
  const name = readableErrorName(error as Described)
  const data = (error as Described).data as { errors?: unknown } | null | undefined
  if (Array.isArray(data?.errors) && !result.errors?.some((e) => 'data' in e)) {
    return { response: { ...result, errors: [{ name, data: data as Record<string, unknown>, message: error.message }] } }
  }
  if (result.errors?.some((e) => 'name' in e)) {
    return { response: { ...result, errors: result.errors.map((e) => ('name' in e ? { ...e, name } : e)) } }
  }
}
