import type { CollectionSlug, DocumentViewServerProps } from 'payload'
import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

import { businessDateTime } from '@/utilities/dates'

import { loadVersionRows } from './versionRows'
import styles from './VersionsView.module.css'

const PER_PAGE = 20

// Documents keep at most 50 versions; a larger page number is a typo or a probe, and a huge one
// would overflow the database's OFFSET.
const MAX_PAGE = 1000

const pageParam = (value: unknown): number => {
  const page = Number(Array.isArray(value) ? value[0] : value)
  return Number.isSafeInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1
}

/**
 * The Versions tab: every save, newest first, with when, who and whether it was published. It
 * replaces Payload's list, whose fixed columns cannot say who made a version (docs/content-editing.md).
 */
export async function VersionsView({
  hasPublishedDoc,
  initPageResult: { collectionConfig, docID, req },
  routeSegments,
  searchParams,
}: DocumentViewServerProps) {
  if (!collectionConfig || docID === undefined) return null
  const collection = collectionConfig.slug as CollectionSlug
  const { rows, totalDocs, page, totalPages, currentId } = await loadVersionRows({
    payload: req.payload,
    req,
    collection,
    id: docID,
    limit: PER_PAGE,
    page: pageParam(searchParams?.page),
    published: hasPublishedDoc && routeSegments[2] !== 'trash',
  })
  const adminRoute = req.payload.config.routes.admin
  const inTrash = routeSegments[2] === 'trash' ? 'trash/' : ''
  const versionsPath = `/collections/${collection}/${inTrash}${docID}/versions`
  const pageLink = (to: number) =>
    `${formatAdminURL({ adminRoute, path: versionsPath as `/${string}` })}?page=${to}`
  const plural = collectionConfig.labels?.plural
  const first = (page - 1) * PER_PAGE + 1

  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collection}
        id={docID}
        isTrashed={inTrash !== ''}
        pluralLabel={typeof plural === 'string' ? plural : collection}
        useAsTitle={collectionConfig.admin?.useAsTitle}
        view="Versions"
      />
      <main className={styles.versions}>
        <Gutter>
          {totalDocs === 0 ? (
            <p>No saved versions yet.</p>
          ) : rows.length === 0 ? (
            <p>
              No versions on this page. <a href={pageLink(1)}>The newest versions</a>
            </p>
          ) : (
            <>
              <div className="table">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Saved</th>
                      <th scope="col">Saved by</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <a
                            href={formatAdminURL({
                              adminRoute,
                              path: `${versionsPath}/${row.id}` as `/${string}`,
                            })}
                          >
                            {businessDateTime(row.updatedAt)}
                          </a>
                        </td>
                        <td>{row.editor ?? 'Unknown editor'}</td>
                        <td>
                          {row.published ? 'Published' : 'Draft'}
                          {row.id === currentId && (
                            <span className={styles.current}> · on the site now</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className={styles.pages} aria-label="Versions pages">
                <span>{`${first}–${first + rows.length - 1} of ${totalDocs}`}</span>
                {page > 1 && <a href={pageLink(page - 1)}>Newer</a>}
                {page < totalPages && <a href={pageLink(page + 1)}>Older</a>}
              </nav>
            </>
          )}
        </Gutter>
      </main>
    </>
  )
}
