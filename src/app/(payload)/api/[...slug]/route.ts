/* Payload REST API, as Payload generates it; each handler wrapped by guardApiRoute (body limit,
   staff sessions from the site only, bad bodies), form submissions counted per address before their body is read. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardApiRoute } from '@/api/guardApiRoute'
import { limitSubmissions } from '@/forms/submissionLimit'

export const GET = guardApiRoute(REST_GET(config))
export const POST = guardApiRoute(REST_POST(config), { beforeBody: limitSubmissions })
export const DELETE = guardApiRoute(REST_DELETE(config))
export const PATCH = guardApiRoute(REST_PATCH(config))
export const PUT = guardApiRoute(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
