/* Payload GraphQL API, as Payload generates it; POST wrapped by guardApiRoute (body limit, bad JSON)
   and refuseFragmentCycles. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardApiRoute } from '@/api/guardApiRoute'
import { refuseFragmentCycles } from '@/api/refuseFragmentCycles'

const graphql = GRAPHQL_POST(config)

export const POST = guardApiRoute(
  async (request: Request) => (await refuseFragmentCycles(request)) ?? graphql(request),
)
export const OPTIONS = REST_OPTIONS(config)
