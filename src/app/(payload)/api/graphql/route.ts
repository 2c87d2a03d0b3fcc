/* Payload GraphQL API, as Payload generates it; POST wrapped by guardApiRoute (body limit, bad JSON). */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardApiRoute } from '@/api/guardApiRoute'

export const POST = guardApiRoute(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
