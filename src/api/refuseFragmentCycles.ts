import {
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  NoFragmentCyclesRule,
  parse,
  validate,
} from 'graphql'

/** Fragment cycles are a property of the query alone: any schema will do to find them. */
const anySchema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { _: { type: GraphQLString } } }),
})

/**
 * Refuses a GraphQL query whose fragments spread each other in a cycle, before Payload's
 * complexity check, which follows the spreads until the stack overflows (a 500). Anything
 * else, readable or not, is left to Payload.
 */
export async function refuseFragmentCycles(request: Request): Promise<Response | null> {
  let query: unknown
  try {
    query = ((await request.clone().json()) as { query?: unknown })?.query
  } catch {
    return null
  }
  if (typeof query !== 'string' || !query.includes('...')) return null
  let errors
  try {
    errors = validate(anySchema, parse(query), [NoFragmentCyclesRule])
  } catch {
    return null
  }
  if (!errors.length) return null
  return Response.json({ errors: [{ message: errors[0]!.message }] }, { status: 400 })
}
