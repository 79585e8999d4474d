import {
  type ASTNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/** Deepest field nesting allowed in one GraphQL operation (Payload sets none of its own). */
export const MAX_QUERY_DEPTH = 10

function selectionDepth(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visited: Set<string>,
): number {
  if (!set) return 0
  let deepest = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue // introspection meta fields
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, visited))
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, visited))
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value
      if (visited.has(name)) continue // cycles are reported by graphql's own rules
      const fragment = fragments[name]
      if (fragment) {
        deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, new Set(visited).add(name)))
      }
    }
  }
  return deepest
}

/** Refuses operations nested deeper than `max` fields, fragments included. */
export function depthLimit(max = MAX_QUERY_DEPTH): ValidationRule {
  return (context: ValidationContext) => {
    const document = context.getDocument()
    const fragments: Record<string, FragmentDefinitionNode> = {}
    for (const def of document.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def
    }
    return {
      OperationDefinition(node: ASTNode) {
        if (node.kind !== Kind.OPERATION_DEFINITION) return
        const depth = selectionDepth(node.selectionSet, fragments, new Set())
        if (depth > max) {
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; at most ${max} are allowed.`, { nodes: [node] }),
          )
        }
      },
    }
  }
}
