import type { CollectionSlug, UIFieldServerComponent } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffUser } from '@/access'
import { businessDateTime } from '@/utilities/dates'

import { loadVersionRows } from './versionRows'
import styles from './VersionHistory.module.css'

const SHOWN = 5

/** The sidebar's "Recent versions": when, who and status of the last few saves, each a link. */
export const VersionHistory: UIFieldServerComponent = async ({
  collectionSlug,
  id,
  payload,
  req,
}) => {
  if (id === undefined || !isStaffUser(req.user)) return null
  const collection = collectionSlug as CollectionSlug
  const { rows, totalDocs } = await loadVersionRows({ payload, req, collection, id, limit: SHOWN })
  const adminRoute = payload.config.routes.admin
  const versionsPath = `/collections/${collection}/${id}/versions` as const

  return (
    <div className={styles.history}>
      <h3 className={styles.heading}>Recent versions</h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>No saved versions yet.</p>
      ) : (
        <ol className={styles.list}>
          {rows.map((row) => (
            <li key={row.id}>
              <a href={formatAdminURL({ adminRoute, path: `${versionsPath}/${row.id}` })}>
                {businessDateTime(row.updatedAt)}
              </a>
              <span className={styles.meta}>
                {row.editor ?? 'Unknown editor'}
                {' · '}
                {row.published ? 'Published' : 'Draft'}
              </span>
            </li>
          ))}
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
