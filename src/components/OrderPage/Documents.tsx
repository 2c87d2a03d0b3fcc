import type { PageDocument } from '@/order/server/orderPage'

import { orderPath } from './format'
import styles from './styles.module.css'

type Props = { token: string; documents: PageDocument[]; completed: boolean }

const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
}

/** The formation documents, once the order is completed, each behind a short-lived link. */
export function Documents({ token, documents, completed }: Props) {
  return (
    <section aria-labelledby="documents" className={`card-surface ${styles.card}`}>
      <h2 id="documents" className={styles.heading}>
        Your documents
      </h2>
      {completed && documents.length ? (
        <>
          <ul className={styles.documents}>
            {documents.map((document) => (
              <li key={document.id}>
                <a href={orderPath(token, `documents/${document.id}`)} download>
                  {document.filename}
                </a>
                {document.mimeType && KIND[document.mimeType] && (
                  <span className={styles.muted}> ({KIND[document.mimeType]})</span>
                )}
              </li>
            ))}
          </ul>
          <p className={styles.note}>
            Each download starts from this page; save the files somewhere safe.
          </p>
        </>
      ) : (
        <p>
          Your formation documents appear here once the state has approved the filing. We email you
          when they are ready.
        </p>
      )}
    </section>
  )
}
