'use client'

import { toast } from '@payloadcms/ui'
import { useId, useState } from 'react'

import type { OrderStatus } from '../../status'
import { problemOf, requestMove } from '../orderApi'
import styles from './FilingSheet.module.css'

const today = () => new Date().toLocaleDateString('en-CA')

/** "Mark filed" from the sheet: the day the state filed it and its confirmation number. */
export function MarkFiled({ id, from }: { id: number; from: OrderStatus }) {
  const uid = useId()
  const [filedAt, setFiledAt] = useState(today)
  const [number, setNumber] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const { ok, answer } = await requestMove(id, {
        status: 'filed_with_state',
        from,
        filedAt,
        stateConfirmationNumber: number,
      })
      if (!ok) return void toast.error(problemOf(answer))
      toast.success('The order is now Filed with the state.')
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className={styles.markFiled}
      onSubmit={(event) => void submit(event)}
      aria-label="Mark filed"
    >
      <label htmlFor={`${uid}-day`}>Filed on</label>
      <input
        id={`${uid}-day`}
        type="date"
        required
        value={filedAt}
        onChange={(e) => setFiledAt(e.target.value)}
      />
      <label htmlFor={`${uid}-number`}>State&apos;s confirmation number</label>
      <input
        id={`${uid}-number`}
        required
        value={number}
        onChange={(e) => setNumber(e.target.value)}
      />
      <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
        {busy ? 'Saving…' : 'Mark filed'}
      </button>
    </form>
  )
}
