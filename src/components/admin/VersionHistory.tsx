import type { CollectionSlug, UIFieldServerComponent } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffUser } from '@/access'
import { businessDateTime } from '@/utilities/dates'

import styles from './VersionHistory.module.css'

const SHOWN = 5

type VersionRow = {
  id: number | string
  updatedAt: string
  version?: { editedBy?: number | string | null; _status?: 'draft' | 'published' | null }
}

/** The sidebar's "Recent versions": when, who and status of the last few saves, each a link. */
export const VersionHistory: UIFieldServerComponent = async ({
  collectionSlug,
  id,
  payload,
  req,
}) => {
  if (id === undefined || !isStaffUser(req.user)) return null
  const collection = collectionSlug as CollectionSlug
  const { docs, totalDocs } = await payload.findVersions({
    collection,
    depth: 0,
    limit: SHOWN,
    sort: '-updatedAt',
    overrideAccess: false,
    user: req.user,
    where: { parent: { equals: id } },
  })
  const rows = docs as unknown as VersionRow[]
  const editorIds = [...new Set(rows.map((row) => row.version?.editedBy).filter((v) => v != null))]
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
  const adminRoute = payload.config.routes.admin
  const versionsPath = `/collections/${collection}/${id}/versions` as const

  return (
    <div className={styles.history}>
      <h3 className={styles.heading}>Recent versions</h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>No saved versions yet.</p>
      ) : (
        <ol className={styles.list}>
          {rows.map((row) => {
            const editor = row.version?.editedBy
            return (
              <li key={row.id}>
                <a href={formatAdminURL({ adminRoute, path: `${versionsPath}/${row.id}` })}>
                  {businessDateTime(row.updatedAt)}
                </a>
                <span className={styles.meta}>
                  {editor == null
                    ? 'Unknown editor'
                    : (nameOf.get(String(editor)) ?? 'A former user')}
                  {' · '}
                  {row.version?._status === 'published' ? 'Published' : 'Draft'}
                </span>
              </li>
            )
          })}
        </ol>
      )}
      {totalDocs > SHOWN && (
        <a className={styles.all} href={formatAdminURL({ adminRoute, path: versionsPath })}>
          {`All ${totalDocs} versions`}
        </a>
      )}
    </div>
  )
}
