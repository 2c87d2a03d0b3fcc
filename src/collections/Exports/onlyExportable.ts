import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
  type PayloadHandler,
} from 'payload'

/** The collections the import-export plugin was given (payload.config.ts): the only ones staff export. */
export const exportableSlugs = (collection: CollectionConfig): string[] =>
  (collection.admin?.custom?.['plugin-import-export'] as { collectionSlugs?: string[] } | undefined)
    ?.collectionSlugs ?? []

const refusal = (slugs: string[]) =>
  `Only ${slugs.join(' and ')} can be exported: internal collections (jobs, imports, the key-value store) are not.`

/**
 * The plugin's download and preview endpoints export whatever collection the body names, and
 * hang on internal ones (jobs, imports, the key-value store): anything but the configured
 * collections is refused at once with 400 (docs/security.md#what-the-api-accepts).
 */
const refusingOthers =
  (slugs: string[], handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    const body = (await req.json?.().catch(() => null)) as {
      data?: { collectionSlug?: unknown }
    } | null
    const slug = body?.data?.collectionSlug
    if (typeof slug !== 'string' || !slugs.includes(slug))
      return Response.json({ errors: [{ message: refusal(slugs) }] }, { status: 400 })
    // The plugin reads the body again.
    req.json = async () => body
    return handler(req)
  }

export const guardExportEndpoints = (collection: CollectionConfig): Endpoint[] | false => {
  const slugs = exportableSlugs(collection)
  if (collection.endpoints === false) return false
  return (collection.endpoints ?? []).map((endpoint) => ({
    ...endpoint,
    handler: refusingOthers(slugs, endpoint.handler),
  }))
}

/** A saved export is made before its fields are validated: its collection is checked first. */
export const refuseUnexportable =
  (slugs: string[]): CollectionBeforeOperationHook =>
  ({ args, operation }) => {
    if (operation !== 'create') return args
    const slug = (args.data as { collectionSlug?: unknown } | undefined)?.collectionSlug
    if (typeof slug !== 'string' || !slugs.includes(slug)) throw new APIError(refusal(slugs), 400)
    return args
  }
