'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { problemOf, requestSsnReveal } from '../orderApi'
import styles from './FilingSheet.module.css'

/** An admin's reveal of the responsible party's SSN; the server logs each one on the timeline. */
export function RevealSsn({ id, masked }: { id: number; masked: string }) {
  const [ssn, setSsn] = useState<string | null>(null)
  return (
    <span className={styles.ssn}>
      <span>{ssn ?? masked}</span>
      {!ssn && (
        <button
          type="button"
          className={styles.copy}
          onClick={async () => {
            const { ok, answer } = await requestSsnReveal(id)
            if (!ok) return void toast.error(problemOf(answer))
            setSsn((answer.data as { ssn?: string }).ssn ?? null)
          }}
        >
          Reveal (logged)
        </button>
      )}
    </span>
  )
}
