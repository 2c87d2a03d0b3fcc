import { DOCUMENT_KIND_KEYS, DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { PageDocument } from '@/order/server/documents/offered'

import { orderPath } from './format'
import own from './Documents.module.css'
import { MadeDocument } from './MadeDocument'
import styles from './styles.module.css'

type Props = {
  token: string
  documents: PageDocument[]
  /** The filing details are submitted: the documents are made, or being made, from them. */
  detailsSubmitted: boolean
  /** The outcome of a signature just sent, for the document it was sent for. */
  signing?: { document: number; signed?: boolean; problem?: string }
}

const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
}

/** The catalogue's order: the governing documents first, then the worksheets, then contracts. */
const byKind = (a: PageDocument, b: PageDocument) =>
  DOCUMENT_KIND_KEYS.indexOf(a.kind!) - DOCUMENT_KIND_KEYS.indexOf(b.kind!) ||
  (b.version ?? 0) - (a.version ?? 0)

const titleOf = (document: PageDocument) =>
  document.kind ? DOCUMENT_TITLES[document.kind] : document.filename

function DocumentLink({ token, document }: { token: string; document: PageDocument }) {
  return (
    <a href={orderPath(token, `documents/${document.id}`)} download>
      {titleOf(document)}
    </a>
  )
}

/**
 * The order's documents (docs/customer-page.md#documents): those we made from the filing details,
 * ready to sign, with their earlier versions; then the state's, once filed. Each download goes
 * through this page for a short-lived ticket.
 */
export function Documents({ token, documents, detailsSubmitted, signing }: Props) {
  const made = documents.filter((document) => document.kind).sort(byKind)
  const current = made.filter((document) => document.current)
  const earlier = made.filter((document) => !document.current)
  const fromState = documents.filter((document) => !document.kind)
  return (
    <section aria-labelledby="documents" className={`card-surface ${styles.card}`}>
      <h2 id="documents" className={styles.heading}>
        Your documents
      </h2>
      {current.length ? (
        <>
          <ul className={own.list} aria-label="Made from your filing details">
            {current.map((document) => (
              <MadeDocument
                key={document.id}
                token={token}
                document={document}
                earlier={earlier.filter((version) => version.kind === document.kind)}
                signing={signing?.document === document.id ? signing : undefined}
              />
            ))}
          </ul>
          <p className={styles.note}>
            We filled these in from your filing details. They are templates, not legal advice: read
            them, and ask a lawyer if anything does not fit your company. Signing here is optional:
            you may print and sign them by hand instead.
          </p>
          {earlier.length > 0 && (
            <details className={own.earlier}>
              <summary>Earlier versions ({earlier.length})</summary>
              <ul className={own.list}>
                {earlier.map((document) => (
                  <li key={document.id} className={own.item}>
                    <DocumentLink token={token} document={document} />
                    <span className={own.state}>
                      version {document.version}, replaced
                      {document.signatures.length ? ', signed' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      ) : (
        // Every order has at least its banking resolution to make.
        <p>
          {detailsSubmitted
            ? 'We are making your documents from your filing details: reload this page in a minute.'
            : 'Your documents are made from your filing details as soon as you submit them.'}
        </p>
      )}
      <h3 className={own.subheading}>From the state</h3>
      {fromState.length ? (
        <ul className={own.list}>
          {fromState.map((document) => (
            <li key={document.id} className={own.item}>
              <DocumentLink token={token} document={document} />
              {document.mimeType && KIND[document.mimeType] && (
                <span className={own.state}>{KIND[document.mimeType]}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          The state&apos;s approved documents appear here once it has approved the filing. We email
          you when they are ready.
        </p>
      )}
    </section>
  )
}
