import { configToSchema } from '@payloadcms/graphql'
import { GraphQL } from '@payloadcms/graphql/types'
import type { ASTNode, DocumentNode, GraphQLError as GraphQLErrorType, ValidationContext, ValidationRule } from 'graphql'
import type { SanitizedConfig } from 'payload'

import { hasUnstorableCharacters } from '@/lib/api/screen'

// graphql's functions from the same module instance as Payload's schema: graphql checks its
// classes with instanceof and refuses a schema built by another copy.
const { getOperationAST, getVariableValues, GraphQLError, Kind, parse, specifiedRules, validate } = GraphQL

/**
 * GraphQL validation before Payload's handler runs (src/cms/validation/graphqlRequest.ts).
 *
 * Payload (@payloadcms/graphql 3.90.1) puts its query-complexity rule in front of the config's
 * `graphQL.validationRules`, and graphql runs all rules in one pass over the document. That rule
 * walks fragment spreads recursively and evaluates @include/@skip arguments with a bare
 * `getDirectiveValues`, so a fragment cycle overflows the stack and `@include(if: "x")` throws
 * before graphql's own rules (NoFragmentCycles, ValuesOfCorrectType) report the error: graphql-http
 * answers a thrown validation with a 500. No rule of the config can run before it. Here the
 * document is validated first with graphql's rules (and ours), and only a document that passes them
 * is given Payload's rules, whose failure is then a 400 as well. Variables are coerced here too:
 * Payload's error formatter fails on a coercion error (it has no `originalError`).
 */

/** Tokens a document may have: far above any query of the CMS, far below a parser's trouble. */
export const MAX_TOKENS = 5000

/** Deepest nesting of object and list literals. */
export const MAX_VALUE_DEPTH = 32

type Messages = { invalidString: string; valueTooDeep: string; queryTooComplex: string; noSubscriptions: string }

/**
 * String literals no database column takes, object and list literals nested without end, and
 * subscriptions (graphql 16 leaves an operation type the schema lacks to execution; Payload's
 * complexity rule fails on it).
 */
function literalRule(messages: Messages): ValidationRule {
  return (context: ValidationContext) => {
    let tooDeepReported = false
    const nesting = (ancestors: readonly (ASTNode | readonly ASTNode[])[]) =>
      ancestors.filter((a) => !Array.isArray(a) && ((a as ASTNode).kind === Kind.OBJECT || (a as ASTNode).kind === Kind.LIST)).length
    const checkDepth = (node: ASTNode, ancestors: readonly (ASTNode | readonly ASTNode[])[]) => {
      if (!tooDeepReported && nesting(ancestors) >= MAX_VALUE_DEPTH) {
        tooDeepReported = true
        context.reportError(new GraphQLError(messages.valueTooDeep, { nodes: [node] }))
      }
    }
    return {
      OperationDefinition(node) {
        if (node.operation === 'subscription' && !context.getSchema().getSubscriptionType()) {
          context.reportError(new GraphQLError(messages.noSubscriptions, { nodes: [node] }))
        }
      },
      StringValue(node) {
        if (hasUnstorableCharacters(node.value)) context.reportError(new GraphQLError(messages.invalidString, { nodes: [node] }))
      },
      ObjectValue(node, _key, _parent, _path, ancestors) {
        checkDepth(node, ancestors)
      },
      ListValue(node, _key, _parent, _path, ancestors) {
        checkDepth(node, ancestors)
      },
    }
  }
}

type Built = ReturnType<typeof configToSchema>
let built: Promise<Built> | undefined

/** The schema and validation rules Payload builds from the config (built once per process). */
function schemaOf(config: SanitizedConfig | Promise<SanitizedConfig>): Promise<Built> {
  built ??= Promise.resolve(config).then((c) => configToSchema(c))
  return built
}

export type Preflight = { query: unknown; variables: unknown; operationName: unknown }

/**
 * The errors of a GraphQL request that Payload's handler must not see, or [] to let it run. A
 * request whose parameters graphql-http refuses itself (no query, variables that are not an
 * object) is left to it.
 */
export async function preflightErrors(
  config: SanitizedConfig | Promise<SanitizedConfig>,
  { query, variables, operationName }: Preflight,
  messages: Messages,
): Promise<readonly GraphQLErrorType[]> {
  if (typeof query !== 'string') return []
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return []
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return []
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS })
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError(messages.queryTooComplex)]
  }
  const { schema, validationRules } = await schemaOf(config)
  const errors = validate(schema, document, [...specifiedRules, literalRule(messages)])
  if (errors.length) return errors

  let payloadErrors: readonly GraphQLErrorType[]
  try {
    payloadErrors = validate(schema, document, validationRules({ schema, document, variableValues: variables, operationName } as Parameters<Built['validationRules']>[0]))
  } catch {
    return [new GraphQLError(messages.queryTooComplex)]
  }
  if (payloadErrors.length) return payloadErrors

  const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined)
  if (!operation) return [] // graphql-http: "Unable to detect operation AST"
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], (variables ?? {}) as Record<string, unknown>)
  return coerced.errors ?? []
}
