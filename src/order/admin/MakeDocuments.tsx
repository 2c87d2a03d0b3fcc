'use client'
import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import styles from './OrderActions.module.css'
import { problemOf, requestDocuments } from './orderApi'
import { useHydrated } from './useHydrated'

/**
 * The documents made from the filing details (docs/documents.md#staff): they are listed in the
 * Filing tab; staff make a new version of each from the details as they stand, after the
 * templates changed. A correction of the details makes one by itself.
 */
export function MakeDocuments({ id }: { id: number | string }) {
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)

  async function make() {
    if (
      !window.confirm(
        'Make a new version of every document from the filing details as they stand? The current ones are kept as earlier versions; signatures on them do not carry over.',
      )
    )
      return
    setBusy(true)
    try {
      const { ok, answer } = await requestDocuments(id)
      if (!ok) return toast.error(problemOf(answer))
      toast.success(`${answer.data?.made ?? 0} document(s) made. They are in the Filing tab.`)
      window.location.reload()
    } catch {
      toast.error('No answer from the server: reload the order to see whether they were made.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.section} role="group" aria-label="Documents">
      <p className={styles.hint}>
        Documents are made from the submitted filing details; the Filing tab lists every version.
      </p>
      <div className={styles.buttons}>
        <Button
          type="button"
          buttonStyle="secondary"
          size="small"
          disabled={busy || !hydrated}
          onClick={make}
        >
          {busy ? 'Making…' : 'Make the documents again'}
        </Button>
      </div>
    </div>
  )
}
