import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '@/access'

/** What one anonymous read may ask of a collection through the API. */
export const VISITOR_QUERY_CAPS = { limit: 100, depth: 2 } as const

type ReadArgs = { limit?: unknown; depth?: unknown; pagination?: unknown; overrideAccess?: unknown }

/**
 * Caps a visitor's list reads: at most 100 documents a page (never `limit=0` or
 * `pagination=false`, which mean all of them) and relationships populated at most two levels
 * deep. Staff are not capped, nor are the server's own reads: the Local API says
 * `overrideAccess` (true by default), and Payload's own queries inside a request (a relationship
 * checked while validating) say it too, false; only the REST and GraphQL handlers leave it unset.
 */
export const capVisitorReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const { limit, depth, pagination, overrideAccess } = args as ReadArgs
  if (operation !== 'read' || typeof overrideAccess === 'boolean' || isStaffUser(req.user))
    return args
  const { limit: maxLimit, depth: maxDepth } = VISITOR_QUERY_CAPS
  if (pagination === false)
    throw new APIError(`pagination=false is for staff; ask for pages of up to ${maxLimit}.`, 400)
  if (typeof limit === 'number' && (limit < 1 || limit > maxLimit))
    throw new APIError(`limit must be between 1 and ${maxLimit}.`, 400)
  if (typeof depth === 'number' && depth > maxDepth)
    throw new APIError(`depth must be at most ${maxDepth}.`, 400)
  return args
}
