/* Payload GraphQL API, as Payload generates it; POST wrapped by guardApiRoute (body limit, bad JSON,
   staff sessions from the site only), graphqlGate (staff only, per-address limit) and
   refuseFragmentCycles. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { graphqlGate, shapeGraphqlAnswer } from '@/api/graphqlGate'
import { guardApiRoute } from '@/api/guardApiRoute'
import { refuseFragmentCycles } from '@/api/refuseFragmentCycles'

const graphql = GRAPHQL_POST(config)

export const POST = guardApiRoute(
  async (request: Request) =>
    (await graphqlGate(request)) ??
    (await refuseFragmentCycles(request)) ??
    shapeGraphqlAnswer(await graphql(request)),
)
export const OPTIONS = REST_OPTIONS(config)
