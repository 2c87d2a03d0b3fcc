import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

export type VersionRow = {
  id: number | string
  updatedAt: string
  /** The editor's name or email; null when the version records none (seeded or system saves). */
  editor: string | null
  published: boolean
}

export type VersionPage = {
  rows: VersionRow[]
  totalDocs: number
  page: number
  totalPages: number
  /** The version the public site shows; null when unpublished or not asked for. */
  currentId: number | string | null
}

type StoredVersion = {
  id: number | string
  updatedAt: string
  version?: { editedBy?: number | string | null; _status?: 'draft' | 'published' | null }
}

/**
 * One page of a document's versions, newest first, each with who saved it. Payload's version list
 * cannot say who made a version (docs/content-editing.md), so both the sidebar and the Versions tab read this.
 */
export async function loadVersionRows({
  payload,
  req,
  collection,
  id,
  limit,
  page = 1,
  published = false,
}: {
  payload: Payload
  req: PayloadRequest
  collection: CollectionSlug
  id: number | string
  limit: number
  page?: number
  /** The document is on the site: find which version it shows. */
  published?: boolean
}): Promise<VersionPage> {
  const ofDocument = { parent: { equals: id } }
  const [found, current] = await Promise.all([
    payload.findVersions({
      collection,
      depth: 0,
      limit,
      page,
      sort: '-updatedAt',
      overrideAccess: false,
      user: req.user,
      where: ofDocument,
    }),
    published &&
      payload.findVersions({
        collection,
        depth: 0,
        limit: 1,
        sort: '-updatedAt',
        overrideAccess: false,
        user: req.user,
        where: { and: [ofDocument, { 'version._status': { equals: 'published' } }] },
      }),
  ])
  const stored = found.docs as unknown as StoredVersion[]
  const editorIds = [...new Set(stored.map((v) => v.version?.editedBy).filter((v) => v != null))]
  const editors = editorIds.length
    ? await payload.find({
        collection: 'users',
        depth: 0,
        limit: editorIds.length,
        pagination: false,
        overrideAccess: true,
        select: { name: true, email: true },
        where: { id: { in: editorIds } },
      })
    : { docs: [] }
  const nameOf = new Map(editors.docs.map((user) => [String(user.id), user.name || user.email]))

  return {
    rows: stored.map((v) => {
      const editorId = v.version?.editedBy
      return {
        id: v.id,
        updatedAt: v.updatedAt,
        editor: editorId == null ? null : (nameOf.get(String(editorId)) ?? 'A former user'),
        published: v.version?._status === 'published',
      }
    }),
    totalDocs: found.totalDocs,
    page: found.page ?? page,
    totalPages: found.totalPages,
    currentId: current ? (current.docs[0]?.id ?? null) : null,
  }
}
