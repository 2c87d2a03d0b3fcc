/* Payload GraphQL API, as Payload generates it. POST is wrapped by guardApiRoute: staff sessions
   from the site only; graphqlGate (staff only, a per-address limit) before the body is read; then
   the body limit, bad JSON, and refuseFragmentCycles. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { graphqlGate, shapeGraphqlAnswer } from '@/api/graphqlGate'
import { guardApiRoute } from '@/api/guardApiRoute'
import { refuseFragmentCycles } from '@/api/refuseFragmentCycles'

const graphql = GRAPHQL_POST(config)

export const POST = guardApiRoute(
  async (request: Request) =>
    (await refuseFragmentCycles(request)) ?? shapeGraphqlAnswer(await graphql(request)),
  { beforeBody: graphqlGate },
)
export const OPTIONS = REST_OPTIONS(config)
