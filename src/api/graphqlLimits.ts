import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit'
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import {
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/**
 * What one GraphQL request may ask for. Each root field is its own database query, so their
 * number is capped apart from the cost of what they select: 240 aliases of one list query once
 * held the API for a minute.
 */
export const GRAPHQL_LIMITS = { rootFields: 10, aliases: 15, depth: 12, cost: 5000 } as const

/** Root fields of a selection, through the fragments spread at the top (each counted once). */
function countRootFields(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen = new Set<string>(),
): number {
  let count = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += countRootFields(context, selection.selectionSet, seen)
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value)
      const fragment = context.getFragment(selection.name.value)
      if (fragment) count += countRootFields(context, fragment.selectionSet, seen)
    }
  }
  return count
}

const maxRootFieldsRule =
  (max: number): ValidationRule =>
  (context) => ({
    OperationDefinition(operation) {
      const count = countRootFields(context, operation.selectionSet)
      if (count > max)
        context.reportError(
          new GraphQLError(`Query asks for ${count} root fields; at most ${max} are allowed.`, {
            nodes: [operation],
          }),
        )
    },
  })

/** The rules Payload runs beside its own complexity check (`graphQL.validationRules`). */
export const graphqlLimitRules = (): ValidationRule[] => {
  // Reported as validation errors (a 400), not thrown out of the handler, which the armor does by
  // default and Payload's handler answers as a 500.
  const report = {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
    ],
  }
  return [
    maxRootFieldsRule(GRAPHQL_LIMITS.rootFields),
    maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...report }),
    maxDepthRule({ n: GRAPHQL_LIMITS.depth, ...report }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ...report }),
  ]
}
